import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/build-test-app';
import { useDemoApp, type Page } from '../../test-support/demo-app';

let t: TestApp;
const { get } = useDemoApp((app) => (t = app));
const q = encodeURIComponent;

describe('clubs', () => {
  it('lists approved clubs by division, city and name', async () => {
    const all = await get<Page<{ division: string }>>('/api/clubs?pageSize=100');
    expect(all.data.total).toBeGreaterThanOrEqual(12);
    expect(new Set(all.data.list.map((c) => c.division))).toEqual(
      new Set(['MIX', 'MALE', 'FEMALE']),
    );
    const pending = await t.db
      .selectFrom('clubs')
      .select('name')
      .where('status', '=', 'pending')
      .execute();
    const names = (await get<Page<{ name: string }>>('/api/clubs?pageSize=100')).data.list.map(
      (c) => c.name,
    );
    for (const club of pending) expect(names).not.toContain(club.name);

    const female = await get<Page<{ division: string }>>('/api/clubs?division=FEMALE');
    expect(female.data.total).toBeGreaterThanOrEqual(3);
    expect(female.data.list.every((c) => c.division === 'FEMALE')).toBe(true);
    const chengdu = await get<Page<{ city: string }>>(`/api/clubs?city=${q('成都')}`);
    expect(chengdu.data.list.every((c) => c.city === '成都')).toBe(true);
    const named = await get<Page<{ name: string }>>(`/api/clubs?name=${q('熊猫')}`);
    expect(named.data.list.map((c) => c.name)).toEqual(['成都熊猫飞盘俱乐部']);
    expect(await get('/api/clubs?name=a%00b')).toMatchObject({
      code: 1001,
      message: '俱乐部名称不能包含控制字符',
    });
    expect(await get('/api/clubs?division=KIDS')).toMatchObject({
      code: 1001,
      message: '组别只能是混合、男子或女子',
    });
    expect(await get(`/api/clubs?name=${'a'.repeat(51)}`)).toMatchObject({
      code: 1001,
      message: '俱乐部名称不能超过 50 个字',
    });
  });

  it('shows a club with its active roster: number, name, gender, and no phones', async () => {
    const club = await get<{
      name: string;
      contactName: string;
      memberCount: number;
      members: Record<string, unknown>[];
    }>('/api/clubs/1');
    expect(club.data.name).toBe('北京飞羽飞盘俱乐部');
    expect(club.data.contactName).toBe('张伟');
    expect(club.data.members.map((m) => m.name)).toContain('李明');
    expect(club.data.memberCount).toBe(club.data.members.length);
    for (const member of club.data.members)
      expect(Object.keys(member).sort()).toEqual(['gender', 'name', 'number', 'userId']);
    expect(await get('/api/clubs/999')).toMatchObject({ code: 1004, message: '俱乐部不存在' });
  });
});

describe('GET /api/master/search', () => {
  it('finds certified coaches and judges by kind, level, city and name', async () => {
    const coaches = await get<
      Page<{ kind: string; level: string; levelName: string; name: string }>
    >('/api/master/search?kind=coach&pageSize=100');
    const judges = await get<Page<{ kind: string; userId: number }>>(
      '/api/master/search?kind=judge&pageSize=100',
    );
    expect(coaches.data.total).toBeGreaterThanOrEqual(10);
    expect(judges.data.total).toBeGreaterThanOrEqual(10);
    expect(coaches.data.list.every((c) => c.kind === 'coach')).toBe(true);
    expect(judges.data.list.every((c) => c.kind === 'judge')).toBe(true);
    const level = coaches.data.list[0]?.level as string;
    const byLevel = await get<Page<{ level: string; levelName: string }>>(
      `/api/master/search?level=${level}&pageSize=100`,
    );
    expect(byLevel.data.list.every((c) => c.level === level)).toBe(true);
    expect(['国家级', '一级', '二级', '三级']).toContain(byLevel.data.list[0]?.levelName);
    const name = coaches.data.list[0]?.name as string;
    const byName = await get<Page<{ name: string }>>(`/api/master/search?name=${q(name)}`);
    expect(byName.data.list.every((c) => c.name.includes(name))).toBe(true);
    const beijing = await get<Page<{ city: string }>>(
      `/api/master/search?city=${q('北京')}&pageSize=100`,
    );
    expect(beijing.data.list.every((c) => c.city === '北京')).toBe(true);
    // Judges who are also volunteer (scoring) accounts are not shown: the public sees no staff or
    // volunteer account, certified or not.
    const hidden = await t.db
      .selectFrom('users')
      .innerJoin('certificates', 'certificates.user_id', 'users.id')
      .select('users.id')
      .where('users.type', 'in', ['staff', 'volunteer'])
      .execute();
    expect(hidden.length).toBeGreaterThan(0);
    const shown = new Set(judges.data.list.map((j) => j.userId));
    for (const { id } of hidden) expect(shown).not.toContain(id);
    expect(await get('/api/master/search?kind=referee')).toMatchObject({
      code: 1001,
      message: '类别只能是教练员或裁判员',
    });
  });
});

describe('GET /api/user/search', () => {
  it('finds players by name, club, city and gender, with no phone', async () => {
    const all = await get<Page<Record<string, unknown>>>('/api/user/search?pageSize=100');
    expect(all.data.total).toBeGreaterThanOrEqual(150);
    expect(all.data.list.every((p) => !('phone' in p))).toBe(true);
    const li = await get<Page<{ name: string; clubName: string; number: number }>>(
      `/api/user/search?name=${q('李明')}`,
    );
    expect(li.data.list[0]).toMatchObject({
      name: '李明',
      clubName: '北京飞羽飞盘俱乐部',
      number: 7,
    });
    const women = await get<Page<{ gender: string; clubName: string }>>(
      `/api/user/search?gender=F&club=${q('玉兰')}`,
    );
    expect(women.data.total).toBeGreaterThan(0);
    expect(
      women.data.list.every((p) => p.gender === 'F' && p.clubName === '上海玉兰女子飞盘俱乐部'),
    ).toBe(true);
    const byClubId = await get<Page<{ clubId: number }>>('/api/user/search?clubId=1&pageSize=100');
    expect(byClubId.data.total).toBe(13);
    const xian = await get<Page<{ city: string }>>(`/api/user/search?city=${q('西安')}`);
    expect(xian.data.list.every((p) => p.city === '西安')).toBe(true);
    expect(await get('/api/user/search?gender=X')).toMatchObject({
      code: 1001,
      message: '性别只能是男或女',
    });
    expect(await get('/api/user/search?clubId=-1')).toMatchObject({
      code: 1001,
      message: '俱乐部编号必须大于 0',
    });
  });
});

describe('privacy of every public content answer', () => {
  it('never carries a full phone number, a password hash or a ticket', async () => {
    const urls = [
      '/api/index',
      `/api/index/search/${q('飞盘')}`,
      '/api/site/config',
      '/api/master/search?pageSize=100',
      '/api/user/search?pageSize=100',
      '/api/user/search?pageSize=100&page=2',
      '/api/clubs?pageSize=100',
      '/api/competitions',
    ];
    const clubs = await get<Page<{ id: number }>>('/api/clubs?pageSize=100');
    urls.push(...clubs.data.list.map((c) => `/api/clubs/${c.id}`));
    const competitions = await get<Page<{ id: number }>>('/api/competitions');
    for (const c of competitions.data.list) {
      urls.push(`/api/competitions/${c.id}`);
      const detail = await get<{
        teams: { clubId: number; status: string }[];
        games: { id: number }[];
      }>(`/api/competitions/${c.id}`);
      // Only an approved entry's roster is public (/match/members); the others answer as missing.
      const approved = detail.data.teams.filter((team) => team.status === 'approved');
      urls.push(...approved.map((team) => `/api/competitions/${c.id}/teams/${team.clubId}`));
      urls.push(...detail.data.games.map((g) => `/api/games/${g.id}`));
    }
    for (const url of urls) {
      const response = await t.app.inject({ url });
      expect(response.json().code, url).toBe(0);
      expect(response.body, url).not.toMatch(/(?<!\d)1\d{10}(?!\d)|\d{3}\*{4}\d{4}/);
      expect(response.body, url).not.toMatch(/password|scrypt\$|ticket|token/i);
    }
  });
});
