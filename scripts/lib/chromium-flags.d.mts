export declare const CHROMIUM_FLAGS: readonly string[];
