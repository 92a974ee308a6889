import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../contract/account';
import { formatDate } from '../../theme/components/date-format';
import type { WarmRead } from '../../lib/warm/warm-up';
import { fieldPlan } from './field-plan';

const person = (type: CurrentUser['type'], isClubContact: boolean): CurrentUser => ({
  id: 2,
  name: '王芳',
  type,
  phone: '13800000002',
  gender: 'F',
  city: '北京',
  clubId: 1,
  isClubContact,
});

const today = formatDate(new Date());
const entry = (id: number, endDate: string, registrationId: number | null) => ({
  id,
  endDate,
  registration: registrationId === null ? null : { id: registrationId },
});

/** Server answers by URL; a URL not listed answers nothing (a refusal). */
const ANSWERS: Record<string, unknown> = {
  '/api/club/competitions': [
    entry(4, today, 40),
    entry(5, '2000-01-01', 50),
    entry(6, '2999-01-01', null),
  ],
  '/api/club/games': {
    games: [
      { id: 31, competitionId: 4 },
      { id: 32, competitionId: 8 },
    ],
  },
};

async function readsOf(user: CurrentUser): Promise<string[]> {
  const urls: string[] = [];
  const read: WarmRead = async <T>(url: string) => {
    urls.push(url);
    return ANSWERS[url] as T | undefined;
  };
  const plan = fieldPlan(user);
  if (!plan) return urls;
  await plan(read);
  return urls;
}

describe('fieldPlan', () => {
  it('warms a contact’s club centre, entries still on, the week’s games and their competitions', async () => {
    expect(await readsOf(person('contact', true))).toEqual([
      '/api/user/center',
      '/api/club/mine',
      '/api/club/members',
      '/api/club/invitations',
      '/api/club/leave-requests',
      '/api/club/competitions',
      '/api/club/registrations/40',
      '/api/club/games',
      '/api/games/31',
      '/api/games/32',
      '/api/club/spirit',
      '/api/competitions/4',
      '/api/competitions/4/teams/1',
      '/api/competitions/8',
      '/api/competitions/8/teams/1',
    ]);
  });

  it('warms a player’s club roster and games, none of the contact’s tools', async () => {
    expect(await readsOf(person('player', false))).toEqual([
      '/api/user/center',
      '/api/clubs/1',
      '/api/club/games',
      '/api/games/31',
      '/api/games/32',
      '/api/club/spirit',
      '/api/competitions/4',
      '/api/competitions/4/teams/1',
      '/api/competitions/8',
      '/api/competitions/8/teams/1',
    ]);
  });

  it('keeps nothing ahead for a player without a club beyond their own centre', async () => {
    expect(await readsOf({ ...person('player', false), clubId: null })).toEqual([
      '/api/user/center',
    ]);
  });

  it('has nothing to warm for volunteers and staff', () => {
    expect(fieldPlan(person('volunteer', false))).toBeNull();
    expect(fieldPlan(person('staff', false))).toBeNull();
  });
});
