// A competition's games as the schedule grid's shared rules read them
// (src/contract/rules/schedule-clashes.ts): each side's team or the source of its placeholder, the
// current volunteers, and the games a championship game waits for, read from its slots and the
// saved format (docs/competitions.md, "The schedule grid").
import type { Kysely, Transaction } from 'kysely';
import type { BuiltFormat, FormatGame } from '../../../../src/contract/rules/format-types';
import { sourceKey, type SlotSource } from '../../../../src/contract/rules/placeholders';
import type { GameState, SlotGame } from '../../../../src/contract/rules/schedule-clashes';
import type { ScheduleGrid } from '../../../../src/contract/schedule-grid';
import type { Database, Game } from '../../../db/schema';
import { slotOf } from '../../competitions/stages/stored-format';
import { findCompetition, volunteersOf } from '../schedule-queries';

type Db = Kysely<Database> | Transaction<Database>;

export const stateOf = (row: Pick<Game, 'cancelled_at' | 'forfeit_team' | 'status'>): GameState => {
  if (row.cancelled_at !== null) return 'cancelled';
  if (row.forfeit_team !== null || row.status === 'finished') return 'final';
  return row.status === 'live' ? 'begun' : 'open';
};

function sideOf(clubId: number | null, name: string, slot: string | null) {
  if (clubId !== null) return { key: `club:${clubId}`, name };
  const source = slotOf(slot);
  return { key: source ? `slot:${sourceKey(source)}` : `name:${name}`, name };
}

/** The format games a slot waits for: a game's result, a pool's or a stage's last game. */
function waitsFor(source: SlotSource | null, own: FormatGame | undefined, format: BuiltFormat) {
  if (!source) return [];
  switch (source.kind) {
    case 'seed':
      return [];
    case 'winner':
    case 'loser':
      return [source.game];
    case 'poolPlace':
      return format.games
        .filter((g) => g.stage === source.stage && g.pool === source.pool)
        .map((g) => g.number);
    case 'stagePlace':
      return format.games.filter((g) => g.stage === source.stage).map((g) => g.number);
    case 'swiss':
      return format.games
        .filter((g) => g.stage === source.stage && own !== undefined && g.round < own.round)
        .map((g) => g.number);
  }
}

async function readFormat(db: Db, competitionId: number): Promise<BuiltFormat | null> {
  const row = await db
    .selectFrom('competition_formats')
    .select('format')
    .where('competition_id', '=', competitionId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.format) as BuiltFormat) : null;
}

export async function readGrid(db: Db, competitionId: number): Promise<ScheduleGrid> {
  const competition = await findCompetition(db, competitionId);
  const [settings, rows, format] = await Promise.all([
    db
      .selectFrom('competitions')
      .select(['slot_minutes', 'min_rest_minutes'])
      .where('id', '=', competitionId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('games')
      .selectAll()
      .where('competition_id', '=', competitionId)
      .orderBy('date')
      .orderBy('time')
      .orderBy('field')
      .orderBy('id')
      .execute(),
    readFormat(db, competitionId),
  ]);
  const volunteers = await volunteersOf(
    db,
    rows.map((row) => row.id),
  );
  const idOfNumber = new Map(rows.map((row) => [row.format_game, row.id]));
  const formatGame = new Map(format?.games.map((g) => [g.number, g]));
  const games = rows.map((row): SlotGame => {
    const own = row.format_game === null ? undefined : formatGame.get(row.format_game);
    const numbers = format
      ? [slotOf(row.home_slot), slotOf(row.away_slot)].flatMap((s) => waitsFor(s, own, format))
      : [];
    const dependsOn = [...new Set(numbers)]
      .map((n) => idOfNumber.get(n))
      .filter((id): id is number => id !== undefined && id !== row.id);
    return {
      id: row.id,
      date: row.date,
      time: row.time,
      field: row.field,
      teams: `${row.home_name} 对 ${row.away_name}`,
      number: own ? `第${own.number}场（${own.code}）` : null,
      sides: [
        sideOf(row.home_club_id, row.home_name, row.home_slot),
        sideOf(row.away_club_id, row.away_name, row.away_slot),
      ],
      volunteers: volunteers.get(row.id) ?? [],
      dependsOn,
      state: stateOf(row),
    };
  });
  return {
    competition: {
      id: competition.id,
      name: competition.name,
      startDate: competition.start_date,
      endDate: competition.end_date,
    },
    settings: { slotMinutes: settings.slot_minutes, minRestMinutes: settings.min_rest_minutes },
    games,
  };
}
