// Seeding from an earlier competition's final placements (GET …/seeding-sources): the finished
// competitions with a saved format, the same division first and the most recent next, and for the
// one chosen the places of this competition's teams there, computed as the public page computes
// them (finalPlacements over the stored results), with the seed order they give.
import type { Kysely } from 'kysely';
import { finalPlacements } from '../../../../src/contract/rules/final-placements';
import { seedByPlacements } from '../../../../src/contract/rules/seed-by-placements';
import type { SeedingSource, SeedingSources } from '../../../../src/contract/seeding-sources';
import type { Database } from '../../../db/schema';
import { BusinessError, notFound } from '../../../http/business-error';
import { statusIs } from '../competition-queries';
import { STAGE_MSG as M } from './stage-messages';
import { readStoredFormat, resolveStored } from './stored-format';

type Db = Kysely<Database>;

export async function seedingSourcesOf(
  db: Db,
  competitionId: number,
  today: string,
  from: number | undefined,
): Promise<SeedingSources> {
  const [competition, entries, rows] = await Promise.all([
    db
      .selectFrom('competitions')
      .select(['id', 'division'])
      .where('id', '=', competitionId)
      .executeTakeFirst(),
    // The format page's order of the entries (console-stages.ts): the order the seeding starts from.
    db
      .selectFrom('registrations as r')
      .innerJoin('clubs as c', 'c.id', 'r.club_id')
      .select(['c.id as clubId', 'c.name'])
      .where('r.competition_id', '=', competitionId)
      .where('r.status', '=', 'approved')
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('competitions')
      .select(['id', 'name', 'division', 'end_date'])
      .select((eb) =>
        eb
          .selectFrom('competition_formats as f')
          .select('f.seeds')
          .whereRef('f.competition_id', '=', 'competitions.id')
          .as('seeds'),
      )
      .where('id', '!=', competitionId)
      .where('id', 'in', db.selectFrom('competition_formats').select('competition_id'))
      .where(statusIs('finished', today))
      .orderBy('end_date', 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute(),
  ]);
  if (!competition) throw notFound('赛事');
  const entered = new Set(entries.map((e) => e.clubId));
  const sources = rows
    .map((row): SeedingSource => ({
      competitionId: row.id,
      name: row.name,
      division: row.division,
      endDate: row.end_date,
      sameDivision: row.division === competition.division,
      shared: (JSON.parse(row.seeds ?? '[]') as number[]).filter((id) => entered.has(id)).length,
    }))
    // Stable: within each group the most recent stays first.
    .sort((a, b) => Number(b.sameDivision) - Number(a.sameDivision));
  if (from === undefined) return { sources, chosen: null };

  const source = sources.find((s) => s.competitionId === from);
  if (!source) throw new BusinessError(M.notASeedingSource);
  const stored = await readStoredFormat(db, from);
  if (!stored) throw new BusinessError(M.notASeedingSource);
  const placements = finalPlacements(stored.format, resolveStored(stored));
  if (!placements.complete) throw new BusinessError(M.placementsIncomplete(source.name));
  const names = new Map(entries.map((e) => [e.clubId, e.name]));
  const places = placements.places.flatMap((p) =>
    p.teams
      .map(Number)
      .filter((clubId) => entered.has(clubId))
      .map((clubId) => ({ clubId, name: names.get(clubId) ?? String(clubId), place: p.place })),
  );
  return {
    sources,
    chosen: {
      competitionId: source.competitionId,
      name: source.name,
      places,
      order: seedByPlacements(entries, places).map((e) => e.clubId),
    },
  };
}
