import { describe, expect, it } from 'vitest';
import { createLogSmsProvider } from './log-sms-provider';

describe('the log SMS provider', () => {
  it('writes the phone, the scene and the code to the server log', async () => {
    const lines: unknown[][] = [];
    const provider = createLogSmsProvider({ info: (...args: unknown[]) => lines.push(args) });
    await provider.send('13800000001', '042317', 'login');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.[0]).toEqual({ phone: '13800000001', scene: 'login' });
    expect(String(lines[0]?.[1])).toContain('042317');
  });
});
