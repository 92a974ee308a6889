/** A bad environment variable: the server stops with this Chinese line (main.ts). */
export class EnvError extends Error {
  constructor(variable: string, value: string, expected: string) {
    super(`环境变量 ${variable} 的值 "${value}" 无效：${expected}`);
    this.name = 'EnvError';
  }
}
