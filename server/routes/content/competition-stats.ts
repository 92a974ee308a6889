// Standings, top scorers/assisters and a game's point-by-point timeline, all derived from the
// scoring log. A score that some delete_score event targets is void and counts nowhere, the same
// rule server/scoring applies when it keeps games.home_score/away_score up to date.
import type { GameEventKind, GameStatus, Team } from '../../db/schema';
import type { Leader, Standing, TimelinePoint } from '../../../src/contract/content-competition';

export interface StatsGame {
  id: number;
  status: GameStatus;
  homeClubId: number | null;
  awayClubId: number | null;
  homeName: string;
  awayName: string;
}

export interface StatsEvent {
  id: string;
  gameId: number;
  kind: GameEventKind;
  team: Team | null;
  scorerId: number | null;
  assistId: number | null;
  targetId: string | null;
  at: number;
  receivedAt: number;
}

/** A row of game_players: scorer and assist ids of events point at `id`. */
export interface StatsPlayer {
  id: number;
  gameId: number;
  team: Team;
  userId: number | null;
  name: string;
}

const byPlayOrder = (a: StatsEvent, b: StatsEvent) =>
  a.at - b.at || a.receivedAt - b.receivedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The score events that count, in the order they were played. */
export function countedScores(events: readonly StatsEvent[]): StatsEvent[] {
  const voided = new Set(
    events.filter((e) => e.kind === 'delete_score' && e.targetId !== null).map((e) => e.targetId),
  );
  return events
    .filter((e) => e.kind === 'score' && e.team !== null && !voided.has(e.id))
    .sort(byPlayOrder);
}

const teamKey = (clubId: number | null, name: string) =>
  clubId !== null ? `c${clubId}` : `n${name}`;

/** Finished games only; teams registered but yet to finish a game appear with zeros. */
export function standingsOf(
  games: readonly StatsGame[],
  events: readonly StatsEvent[],
  teams: readonly { clubId: number; name: string }[] = [],
): Standing[] {
  const table = new Map<string, Standing>();
  const row = (clubId: number | null, name: string) => {
    const key = teamKey(clubId, name);
    let standing = table.get(key);
    if (!standing) {
      standing = {
        clubId,
        name,
        played: 0,
        won: 0,
        lost: 0,
        pointsFor: 0,
        pointsAgainst: 0,
        diff: 0,
      };
      table.set(key, standing);
    }
    return standing;
  };
  for (const team of teams) row(team.clubId, team.name);

  const scores = new Map<number, Record<Team, number>>();
  for (const score of countedScores(events)) {
    const tally = scores.get(score.gameId) ?? { home: 0, away: 0 };
    tally[score.team as Team] += 1;
    scores.set(score.gameId, tally);
  }
  for (const game of games) {
    if (game.status !== 'finished') continue;
    const { home, away } = scores.get(game.id) ?? { home: 0, away: 0 };
    const sides = [
      { standing: row(game.homeClubId, game.homeName), own: home, other: away },
      { standing: row(game.awayClubId, game.awayName), own: away, other: home },
    ];
    for (const { standing, own, other } of sides) {
      standing.played += 1;
      standing.pointsFor += own;
      standing.pointsAgainst += other;
      standing.diff = standing.pointsFor - standing.pointsAgainst;
      if (own > other) standing.won += 1;
      else if (own < other) standing.lost += 1;
    }
  }
  return [...table.values()].sort(
    (a, b) =>
      b.won - a.won ||
      b.diff - a.diff ||
      b.pointsFor - a.pointsFor ||
      a.name.localeCompare(b.name, 'zh-CN'),
  );
}

/** Players ranked by counted goals (`scorer`) or assists (`assist`); a person across games is one row. */
export function leadersOf(
  role: 'scorer' | 'assist',
  games: readonly StatsGame[],
  players: readonly StatsPlayer[],
  events: readonly StatsEvent[],
  limit = 10,
): Leader[] {
  const playerById = new Map(players.map((p) => [p.id, p]));
  const gameById = new Map(games.map((g) => [g.id, g]));
  const leaders = new Map<string, Leader>();
  for (const score of countedScores(events)) {
    const player = playerById.get((role === 'scorer' ? score.scorerId : score.assistId) ?? -1);
    const game = gameById.get(score.gameId);
    if (!player || !game || player.gameId !== game.id) continue;
    const teamName = player.team === 'home' ? game.homeName : game.awayName;
    const key = player.userId !== null ? `u${player.userId}` : `p${player.id}`;
    const leader = leaders.get(key) ?? {
      userId: player.userId,
      name: player.name,
      teamName,
      count: 0,
    };
    leader.count += 1;
    leaders.set(key, leader);
  }
  return [...leaders.values()]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'))
    .slice(0, limit);
}

/** Every counted point of one game with the running score after it. */
export function timelineOf(
  events: readonly StatsEvent[],
  players: readonly StatsPlayer[],
): TimelinePoint[] {
  const nameOf = new Map(players.map((p) => [p.id, p.name]));
  const score: Record<Team, number> = { home: 0, away: 0 };
  return countedScores(events).map((event) => {
    const team = event.team as Team;
    score[team] += 1;
    return {
      id: event.id,
      team,
      at: event.at,
      scorer: event.scorerId !== null ? (nameOf.get(event.scorerId) ?? null) : null,
      assist: event.assistId !== null ? (nameOf.get(event.assistId) ?? null) : null,
      homeScore: score.home,
      awayScore: score.away,
    };
  });
}
