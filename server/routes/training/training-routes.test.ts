import { describe, expect, it } from 'vitest';
import { useDemoApp, type Page } from '../../test-support/demo-app';

const { get } = useDemoApp(() => undefined);

describe('training courses', () => {
  it('lists coach and judge courses apart, with level names', async () => {
    const coach = await get<Page<{ id: number; kind: string; levelName: string }>>(
      '/api/trainings?kind=coach',
    );
    const judge = await get<Page<{ kind: string }>>('/api/trainings?kind=judge');
    expect(coach.data.list.every((c) => c.kind === 'coach')).toBe(true);
    expect(judge.data.list.every((c) => c.kind === 'judge')).toBe(true);
    expect(coach.data.total + judge.data.total).toBe(
      (await get<Page<unknown>>('/api/trainings')).data.total,
    );
    expect(['国家级', '一级', '二级', '三级']).toContain(coach.data.list[0]?.levelName);
    const detail = await get<{ signup: string; content: string }>(
      `/api/trainings/${coach.data.list[0]?.id}`,
    );
    expect(detail.data.signup.length).toBeGreaterThan(0);
    expect(detail.data.content).toMatch(/<ul>/);
    expect(await get('/api/trainings?kind=player')).toMatchObject({
      code: 1001,
      message: '类别只能是教练员或裁判员',
    });
    expect(await get('/api/trainings/777')).toMatchObject({ code: 1004, message: '培训不存在' });
  });
});
