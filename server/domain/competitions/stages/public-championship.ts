// What the public competition answer gains from a saved format (src/contract/championship.ts):
// the championship itself, and the last-resort results its pool tables are ranked with, keyed as
// the tables key their teams (competition-stats.ts: `c<club id>`) and named as the games table
// names a format pool (「A组」).
import type { Kysely } from 'kysely';
import type { Championship } from '../../../../src/contract/championship';
import type { Database } from '../../../db/schema';
import { championshipOf } from './championship-answer';
import { clubNamesOf } from './console-stages';
import { poolColumn } from './format-schedule';
import { readStoredFormat, resolveStored } from './stored-format';

export interface PublicChampionship {
  championship: Championship | null;
  decisions: Map<string, string[][]>;
}

/** The recorded last-resort results by pool table, as poolStandingsOf takes them. */
export async function poolDecisionsOf(db: Kysely<Database>, competitionId: number) {
  const rows = await db
    .selectFrom('tie_decisions')
    .select(['pool', 'teams'])
    .where('competition_id', '=', competitionId)
    .orderBy('id')
    .execute();
  return decisionsByTable(
    rows.map((r) => ({ pool: r.pool, teams: JSON.parse(r.teams) as number[] })),
  );
}

function decisionsByTable(rows: readonly { pool: string; teams: number[] }[]) {
  const decisions = new Map<string, string[][]>();
  for (const decision of rows) {
    const pool = poolColumn(decision.pool) as string;
    decisions.set(pool, [...(decisions.get(pool) ?? []), decision.teams.map((id) => `c${id}`)]);
  }
  return decisions;
}

export async function publicChampionshipOf(
  db: Kysely<Database>,
  competitionId: number,
): Promise<PublicChampionship> {
  const stored = await readStoredFormat(db, competitionId);
  if (!stored) return { championship: null, decisions: new Map() };
  const decisions = decisionsByTable(stored.decisions);
  const names = await clubNamesOf(db, stored.seeds);
  return { championship: championshipOf(stored, resolveStored(stored), names), decisions };
}
