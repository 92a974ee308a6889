// Standings, top scorers/assisters and a game's point-by-point timeline, all derived from the
// scoring log. Which scores count is the shared scoring rule (src/contract/scoring/derive.ts),
// the one games.home_score/away_score follow: a score a delete_score of its game voids counts nowhere.
import type { GameEventKind, GameStatus, Team } from '../../db/schema';
import type {
  Leader,
  Standing,
  StandingPool,
  TimelinePoint,
} from '../../../src/contract/content-competition';
import { countedScores as countedInGame, inPlayOrder } from '../../../src/contract/scoring/derive';
import type { PoolGameResult } from '../../../src/contract/rules/tie-breakers';
import { countedResult, type StandingsGame } from './rank-teams';
import { DEFAULT_RANKING, rankTable, type TableRanking } from './stages/rank-table';
import { compareChinese } from '../../text/chinese-order';

export interface StatsGame extends StandingsGame {
  id: number;
  status: GameStatus;
  homeClubId: number | null;
  awayClubId: number | null;
  homeName: string;
  awayName: string;
  /** The pool (group) of a round-robin game, e.g. A组; null for other games. */
  pool: string | null;
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
  /** A score's lines, where the volunteer recorded them (docs/scoring-model.md, "Lines"). */
  homeLine?: number[] | null;
  awayLine?: number[] | null;
}

/** A row of game_players: scorer and assist ids of events point at `id`. */
export interface StatsPlayer {
  id: number;
  gameId: number;
  team: Team;
  userId: number | null;
  name: string;
}

/**
 * Worked out once per list of events: a competition's answer asks for it four times (standings,
 * pools, scorers, assisters), and it sorts every counted point of the competition.
 */
const countedOf = new WeakMap<readonly StatsEvent[], readonly StatsEvent[]>();

/** The score events that count, game by game, in the order they were played. */
export function countedScores(events: readonly StatsEvent[]): readonly StatsEvent[] {
  let counted = countedOf.get(events);
  if (!counted) {
    const byGame = new Map<number, StatsEvent[]>();
    for (const event of events) {
      const log = byGame.get(event.gameId);
      if (log) log.push(event);
      else byGame.set(event.gameId, [event]);
    }
    counted = inPlayOrder([...byGame.values()].flatMap((log) => countedInGame(log)));
    countedOf.set(events, counted);
  }
  return counted;
}

const teamKey = (clubId: number | null, name: string) =>
  clubId !== null ? `c${clubId}` : `n${name}`;

/**
 * The table of `teams` (and anyone else who played) over the games of `games` that count, ranked
 * by the competition's tie-breakers (stages/rank-table.ts).
 */
function tableOf(
  games: readonly StatsGame[],
  scores: ReadonlyMap<number, Record<Team, number>>,
  teams: readonly { clubId: number | null; name: string }[],
  ranking: TableRanking,
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

  const played: PoolGameResult[] = [];
  let complete = true;
  for (const game of games) {
    const result = countedResult(game, scores.get(game.id) ?? { home: 0, away: 0 });
    if (result === null) {
      if (!game.cancelled) complete = false;
      continue;
    }
    const { home, away } = result;
    const homeRow = row(game.homeClubId, game.homeName);
    const awayRow = row(game.awayClubId, game.awayName);
    const sides = {
      home: teamKey(game.homeClubId, game.homeName),
      away: teamKey(game.awayClubId, game.awayName),
    };
    played.push(
      game.forfeitTeam === null
        ? { ...sides, homeScore: home, awayScore: away, state: 'finished' }
        : {
            ...sides,
            homeScore: 0,
            awayScore: 0,
            state: 'forfeited',
            forfeitTeam: game.forfeitTeam,
          },
    );
    for (const [standing, own, other] of [
      [homeRow, home, away],
      [awayRow, away, home],
    ] as const) {
      standing.played += 1;
      standing.pointsFor += own;
      standing.pointsAgainst += other;
      standing.diff = standing.pointsFor - standing.pointsAgainst;
      if (own > other) standing.won += 1;
      else if (own < other) standing.lost += 1;
    }
  }
  const forfeitPoints = games[0]?.forfeitPoints ?? 0;
  return rankTable(table, played, forfeitPoints, ranking, complete);
}

function scoresByGame(events: readonly StatsEvent[]) {
  const scores = new Map<number, Record<Team, number>>();
  for (const score of countedScores(events)) {
    const tally = scores.get(score.gameId) ?? { home: 0, away: 0 };
    tally[score.team as Team] += 1;
    scores.set(score.gameId, tally);
  }
  return scores;
}

/** Every team over all finished games, pools together; teams yet to finish a game have zeros. */
export function standingsOf(
  games: readonly StatsGame[],
  events: readonly StatsEvent[],
  teams: readonly { clubId: number; name: string }[] = [],
  rules: TableRanking['rules'] = DEFAULT_RANKING.rules,
): Standing[] {
  return tableOf(games, scoresByGame(events), teams, { rules });
}

/** A competition's tie-break rules, and the last-resort results recorded per pool (by its name). */
export interface PoolRanking {
  rules: TableRanking['rules'];
  decisions?: ReadonlyMap<string, readonly (readonly string[])[]>;
}

/**
 * One table per pool, in the pools' name order, each over that pool's finished games and the
 * teams its games name. Games of no pool (placement games, semi-finals, the final) count in no
 * table. A competition whose games carry no pool is one table (pool null) of all its games and of
 * every team in `teams`.
 */
export function poolStandingsOf(
  games: readonly StatsGame[],
  events: readonly StatsEvent[],
  teams: readonly { clubId: number; name: string }[] = [],
  ranking: PoolRanking = { rules: DEFAULT_RANKING.rules },
): StandingPool[] {
  const scores = scoresByGame(events);
  const pools = [...new Set(games.map((g) => g.pool).filter((p): p is string => p !== null))];
  const rankingOf = (pool: string | null): TableRanking => ({
    rules: ranking.rules,
    decisions: pool === null ? undefined : ranking.decisions?.get(pool),
  });
  if (pools.length === 0) {
    return [{ pool: null, standings: tableOf(games, scores, teams, rankingOf(null)) }];
  }
  return pools.sort(compareChinese).map((pool) => {
    const inPool = games.filter((g) => g.pool === pool);
    const members = inPool.flatMap((g) => [
      { clubId: g.homeClubId, name: g.homeName },
      { clubId: g.awayClubId, name: g.awayName },
    ]);
    return { pool, standings: tableOf(inPool, scores, members, rankingOf(pool)) };
  });
}

const personKey = (player: StatsPlayer) =>
  player.userId !== null ? `u${player.userId}` : `p${player.id}`;

/**
 * Which of a person's game rows names them on the leaderboards, `games` in playing order: the row
 * a volunteer renamed last (save/name, by the time it was entered), else the row of the latest
 * game that has begun. A volunteer's rename is a correction made on the field, so it outranks the
 * rosters copied from the entry into each game; a game not yet begun holds only such a copy.
 */
function namingRows(
  games: readonly StatsGame[],
  players: readonly StatsPlayer[],
  events: readonly StatsEvent[],
): Map<string, StatsPlayer> {
  const renamedAt = new Map<number, number>();
  for (const e of events) {
    if (e.kind !== 'save_name' || e.targetId === null) continue;
    const id = Number(e.targetId);
    renamedAt.set(id, Math.max(renamedAt.get(id) ?? 0, e.at));
  }
  const playOrder = new Map(games.map((g, index) => [g.id, index]));
  const begun = new Set(games.filter((g) => g.status !== 'scheduled').map((g) => g.id));
  const rank = (p: StatsPlayer): [number, number, number] => [
    renamedAt.get(p.id) ?? -1,
    begun.has(p.gameId) ? 1 : 0,
    playOrder.get(p.gameId) ?? -1,
  ];
  const later = (a: StatsPlayer, b: StatsPlayer) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  };
  const rows = new Map<string, StatsPlayer>();
  for (const player of players) {
    if (!playOrder.has(player.gameId)) continue;
    const key = personKey(player);
    const shown = rows.get(key);
    if (!shown || later(player, shown) > 0) rows.set(key, player);
  }
  return rows;
}

/**
 * Players ranked by counted goals (`scorer`) or assists (`assist`) of games that count as played
 * (not cancelled, not forfeited), `games` in playing order and `events` including the save_name
 * events. A person with an account is one row across games,
 * however each game names them; a walk-on without one is a row per game. The row shows the name
 * and team of the person's naming row (namingRows): public statistics follow the games' own names.
 */
export function leadersOf(
  role: 'scorer' | 'assist',
  games: readonly StatsGame[],
  players: readonly StatsPlayer[],
  events: readonly StatsEvent[],
  limit = 10,
): Leader[] {
  const playerById = new Map(players.map((p) => [p.id, p]));
  const gameById = new Map(games.map((g) => [g.id, g]));
  const counts = new Map<string, number>();
  for (const score of countedScores(events)) {
    // A cancelled or forfeited game's result is not what was recorded (countedResult), so its
    // goals and assists count for nobody either.
    const played = gameById.get(score.gameId);
    if (!played || played.cancelled || played.forfeitTeam !== null) continue;
    const player = playerById.get((role === 'scorer' ? score.scorerId : score.assistId) ?? -1);
    if (!player || player.gameId !== score.gameId) continue;
    counts.set(personKey(player), (counts.get(personKey(player)) ?? 0) + 1);
  }
  const shownAs = namingRows(games, players, events);
  const leaders: Leader[] = [];
  for (const [key, count] of counts) {
    const player = shownAs.get(key) as StatsPlayer;
    const game = gameById.get(player.gameId) as StatsGame;
    leaders.push({
      userId: player.userId,
      name: player.name,
      teamName: player.team === 'home' ? game.homeName : game.awayName,
      count,
    });
  }
  return leaders
    .sort((a, b) => b.count - a.count || compareChinese(a.name, b.name))
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
