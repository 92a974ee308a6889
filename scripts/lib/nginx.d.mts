export declare function nginxPath(): string | undefined;
export declare function ensureNginx(): void;
