// The console's format page (GET /api/admin/competitions/:id/stages): the approved entries the
// seeding orders, the saved format's choices, the championship as the public page shows it, and
// the corrections waiting for staff's decision.
import type { Kysely, Transaction } from 'kysely';
import type { ConsoleStages, StageConflict } from '../../../../src/contract/competition-stages';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../http/business-error';
import { championshipOf } from './championship-answer';
import { gameWhere } from './progression';
import { STAGE_MSG as M } from './stage-messages';
import { hasBegun, readStoredFormat, resolveStored, slotOf } from './stored-format';
import { slotLabel } from '../../../../src/contract/rules/placeholders';

type Db = Kysely<Database> | Transaction<Database>;

export async function clubNamesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('clubs')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function openConflicts(db: Db, competitionId: number, names: Map<number, string>) {
  const rows = await db
    .selectFrom('stage_conflicts as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select([
      's.id',
      's.game_id',
      's.side',
      's.current_club_id',
      's.proposed_club_id',
      's.created_at',
      'g.format_game',
      'g.home_slot',
      'g.away_slot',
    ])
    .where('s.competition_id', '=', competitionId)
    .where('s.decided_at', 'is', null)
    .orderBy('s.id')
    .execute();
  const more = await clubNamesOf(
    db,
    rows.flatMap((r) => [r.current_club_id, r.proposed_club_id]).filter((id) => id !== null),
  );
  const ref = (id: number | null) =>
    id === null ? null : { clubId: id, name: names.get(id) ?? more.get(id) ?? String(id) };
  return { rows, ref };
}

export async function consoleStagesOf(db: Db, competitionId: number): Promise<ConsoleStages> {
  const competition = await db
    .selectFrom('competitions')
    .select(['id', 'name', 'forfeit_points', 'tie_break_rules'])
    .where('id', '=', competitionId)
    .executeTakeFirst();
  if (!competition) throw notFound('赛事');
  const entries = await db
    .selectFrom('registrations as r')
    .innerJoin('clubs as c', 'c.id', 'r.club_id')
    .select(['c.id', 'c.name'])
    .where('r.competition_id', '=', competitionId)
    .where('r.status', '=', 'approved')
    .orderBy('r.id')
    .execute();
  const names = new Map(entries.map((e) => [e.id, e.name]));
  const stored = await readStoredFormat(db, competitionId);
  const seedNames = stored ? await clubNamesOf(db, stored.seeds) : new Map<number, string>();
  for (const [id, name] of seedNames) names.set(id, name);
  const { rows, ref } = await openConflicts(db, competitionId, names);
  const codeOf = (n: number | null) => stored?.format.games[(n ?? 0) - 1]?.code ?? '';
  const conflicts = rows.map((row): StageConflict => {
    const slot = slotOf(row.side === 'home' ? row.home_slot : row.away_slot);
    const label = slot ? slotLabel(slot) : M.unknownTeam;
    const current = ref(row.current_club_id);
    const proposed = ref(row.proposed_club_id);
    const number = row.format_game ?? 0;
    return {
      id: row.id,
      gameId: row.game_id,
      number,
      code: codeOf(row.format_game),
      side: row.side,
      slotLabel: label,
      current,
      proposed,
      message: M.conflictMessage(
        gameWhere(number, codeOf(row.format_game)),
        label,
        current?.name ?? M.unknownTeam,
        proposed?.name ?? M.unknownTeam,
      ),
      createdAt: row.created_at,
    };
  });
  return {
    competition: {
      id: competition.id,
      name: competition.name,
      forfeitPoints: competition.forfeit_points,
      tieBreakRules: competition.tie_break_rules,
    },
    entries: entries.map((e) => ({ clubId: e.id, name: e.name })),
    format: stored && {
      templateId: stored.templateId,
      options: stored.options,
      seeds: stored.seeds.map((id) => ({ clubId: id, name: names.get(id) ?? String(id) })),
    },
    championship: stored && championshipOf(stored, resolveStored(stored), names),
    conflicts,
    begun: stored ? [...stored.games.values()].some(hasBegun) : false,
  };
}
