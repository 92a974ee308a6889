// A fake of the server's volunteer calls for the sync tests. Like the real one it stores an
// action once per id (a resend answers code 0 and changes nothing) and answers each action of
// a call separately; unlike it, it can be told to fail in every way a phone's network fails.
import type { ScoringAction } from '../../local/scoring-action';
import { SyncError } from '../sync-error';
import type { ServerAnswer, SyncTransport } from '../sync-transport';

export type Fault =
  | 'none'
  /** No answer, nothing stored. */
  | 'fail-before-commit'
  /** The phone gives up waiting; the request never arrived, nothing stored. */
  | 'timeout-before-commit'
  /** 5xx, nothing stored. */
  | 'server-error'
  /** Stored, then the answer times out. */
  | 'timeout-after-commit'
  /** Stored, then the connection drops before the answer. */
  | 'answer-lost'
  /** The request arrives twice (a proxy retried it); the second answer is the one seen. */
  | 'repeated'
  /** Times out on the phone, but the request still arrives later, before the next one. */
  | 'late-delivery';

export interface FakeServerOptions {
  /** The fault of the next call; 'none' when not given. */
  nextFault?: () => Fault;
  /** A business rule: the answer for an action the server refuses, or null to accept it. */
  refuse?: (action: ScoringAction, stored: readonly ScoringAction[]) => ServerAnswer | null;
  /** Resolves before each call is processed: lets a test hold calls open. */
  delay?: () => Promise<void>;
}

export class FakeVolunteerServer implements SyncTransport {
  /** Stored actions per game, in the order the server stored them. */
  readonly games = new Map<number, ScoringAction[]>();
  readonly calls: ScoringAction[][] = [];
  loggedIn = true;
  maxConcurrentCalls = 0;
  private concurrent = 0;
  private late: ScoringAction[][] = [];
  private readonly ids = new Set<string>();

  constructor(private readonly options: FakeServerOptions = {}) {}

  storedIds(gameId: number): string[] {
    return (this.games.get(gameId) ?? []).map((action) => action.id);
  }

  get storedCount(): number {
    return this.ids.size;
  }

  async send(actions: readonly ScoringAction[]): Promise<ServerAnswer[]> {
    this.concurrent += 1;
    this.maxConcurrentCalls = Math.max(this.maxConcurrentCalls, this.concurrent);
    try {
      await this.options.delay?.();
      this.calls.push([...actions]);
      this.deliverLate();
      const fault = this.options.nextFault?.() ?? 'none';
      switch (fault) {
        case 'fail-before-commit':
          throw new SyncError('network', '网络异常，无法连接服务器');
        case 'timeout-before-commit':
          throw new SyncError('timeout', 'timeout of 30000ms exceeded');
        case 'server-error':
          throw new SyncError('server', '请求错误 503');
        case 'late-delivery':
          this.late.push([...actions]);
          throw new SyncError('timeout', 'timeout of 30000ms exceeded');
        case 'timeout-after-commit':
          this.process(actions);
          throw new SyncError('timeout', 'timeout of 30000ms exceeded');
        case 'answer-lost':
          this.process(actions);
          throw new SyncError('network', '网络异常，无法连接服务器');
        case 'repeated':
          this.process(actions);
          return this.process(actions);
        case 'none':
          return this.process(actions);
      }
    } finally {
      this.concurrent -= 1;
    }
  }

  /** Requests still on their way arrive now. */
  deliverLate(): void {
    for (const held of this.late.splice(0)) this.process(held);
  }

  private process(actions: readonly ScoringAction[]): ServerAnswer[] {
    return actions.map((action) => {
      if (!this.loggedIn) return { code: 401, message: '未登录或登录已过期' };
      if (this.ids.has(action.id)) return { code: 0, message: '成功' };
      const stored = this.games.get(action.gameId) ?? [];
      const refusal = this.options.refuse?.(action, stored);
      if (refusal) return refusal;
      this.ids.add(action.id);
      this.games.set(action.gameId, [...stored, action]);
      return { code: 0, message: '成功' };
    });
  }
}
