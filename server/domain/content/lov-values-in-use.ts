// Which values of a list of values some record stores: such a value may be renamed but neither
// removed nor changed, or the records that hold it would lose their label (a certificate's or a
// training's level, a competition's level, a cooperator's group).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Reader = (db: Kysely<Database>) => Promise<{ value: string }[]>;

const READERS: Partial<Record<string, Reader[]>> = {
  COOPERATOR_TYPE: [
    (db) => db.selectFrom('cooperators').select('type as value').distinct().execute(),
  ],
  CERTIFICATE_TYPE: [
    (db) => db.selectFrom('certificates').select('level as value').distinct().execute(),
    (db) => db.selectFrom('trainings').select('level as value').distinct().execute(),
  ],
  COMPETITION_LEVEL: [
    (db) => db.selectFrom('competitions').select('level as value').distinct().execute(),
  ],
};

export async function lovValuesInUse(db: Kysely<Database>, type: string): Promise<Set<string>> {
  const lists = await Promise.all((READERS[type] ?? []).map((read) => read(db)));
  return new Set(lists.flat().map((row) => row.value));
}
