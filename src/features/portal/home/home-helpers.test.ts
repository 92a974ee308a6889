import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../../../contract/content-competition';
import type { CooperatorGroup } from '../../../contract/content-portal';
import { gamesToShow } from './home-competitions';
import { logoHeight, orderGroups } from './home-cooperators';

function game(id: number, status: GameSummary['status'], date: string, time: string): GameSummary {
  const team = { clubId: null, name: `队${id}`, logo: null };
  return {
    id,
    competitionId: 1,
    date,
    time,
    field: '1号场',
    round: null,
    status,
    home: team,
    away: team,
    homeScore: 0,
    awayScore: 0,
  };
}

describe('the games a home-page competition card shows', () => {
  it('puts live games first, then the next ones, then the latest results, four at most', () => {
    const games = [
      game(1, 'finished', '2026-11-21', '09:00'),
      game(2, 'finished', '2026-11-21', '11:00'),
      game(3, 'scheduled', '2026-11-23', '10:00'),
      game(4, 'scheduled', '2026-11-22', '11:00'),
      game(5, 'live', '2026-11-22', '09:00'),
    ];
    expect(gamesToShow(games).map((g) => g.id)).toEqual([5, 4, 3, 2]);
  });
});

describe('cooperator groups', () => {
  const group = (type: string, items = 1): CooperatorGroup => ({
    type,
    typeName: type,
    items: Array.from({ length: items }, (_, i) => ({
      id: i,
      name: type,
      type,
      typeName: type,
      logo: '/a.svg',
      url: null,
    })),
  });

  it('follow the COOPERATOR_TYPE order, unknown types last, empty groups dropped', () => {
    const ordered = orderGroups(
      [group('media'), group('other'), group('host'), group('sponsor', 0)],
      ['host', 'sponsor', 'media'],
    );
    expect(ordered.map((g) => g.type)).toEqual(['host', 'media', 'other']);
  });

  it('take their logo height from COOPERATOR_IMAGE_HEIGHT within sane bounds', () => {
    expect(logoHeight('80')).toBe(80);
    expect(logoHeight(undefined)).toBe(60);
    expect(logoHeight('abc')).toBe(60);
    expect(logoHeight('5000')).toBe(60);
  });
});
