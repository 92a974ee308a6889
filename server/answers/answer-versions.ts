// The counters behind every cached public answer (docs/public-answers.md). A scope names a part of
// the public data; every write that changes that part raises its counter once it has committed and
// before it answers, and every read of a cached answer first reads the counters it depends on. The
// counters live in the database, not in a process, so two instances on one PostgreSQL see each
// other's writes at the next request.
import { sql, type CompiledQuery, type Expression, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Everything staff and clubs publish: any write outside the scoring calls raises it. */
export const CONTENT = 'content';
/** The live scores the home page lists, across all competitions. */
export const SCORES = 'scores';
const GAME_SCOPE = 'game:';
export const gameScope = (gameId: number) => `${GAME_SCOPE}${gameId}`;
export const competitionScope = (competitionId: number) => `competition:${competitionId}`;

/**
 * A game's counter, and the content counter, as expressions of a query over games: a competition's
 * page reads its games and their counters in one statement, one snapshot, before it reads any
 * game's log (server/domain/games-and-scoring/game-rows-cache.ts). Null for a scope never raised.
 */
export const gameVersionOf = (gameId: Expression<number>) =>
  sql<
    number | null
  >`(select version from answer_versions where scope = ${sql.lit(GAME_SCOPE)} || ${gameId})`;
export const contentVersion = () =>
  sql<number | null>`(select version from answer_versions where scope = ${sql.lit(CONTENT)})`;

/** The scopes one stored scoring event changes: its game, its competition and the home page. */
export const scopesOfGame = (game: { id: number; competition_id: number }) => [
  gameScope(game.id),
  competitionScope(game.competition_id),
  SCORES,
];

/** Scopes per query: a batch naming more (a crawler walking every game) is read in parts. */
const MAX_SCOPES_PER_READ = 100;

/**
 * The counter read, compiled once per database and number of scopes: it runs all day, and
 * building the query each time cost more than running it.
 */
const compiledReads = new WeakMap<Kysely<Database>, Map<number, CompiledQuery>>();

function versionsRead(db: Kysely<Database>, count: number): CompiledQuery {
  let byCount = compiledReads.get(db);
  if (!byCount) {
    byCount = new Map();
    compiledReads.set(db, byCount);
  }
  let compiled = byCount.get(count);
  if (!compiled) {
    compiled = db
      .selectFrom('answer_versions')
      .select(['scope', 'version'])
      .where(
        'scope',
        'in',
        Array.from({ length: count }, (_, i) => `scope ${i}`),
      )
      .compile();
    byCount.set(count, compiled);
  }
  return compiled;
}

async function queryVersions(db: Kysely<Database>, scopes: readonly string[]) {
  const parts: string[][] = [];
  for (let i = 0; i < scopes.length; i += MAX_SCOPES_PER_READ) {
    parts.push(scopes.slice(i, i + MAX_SCOPES_PER_READ));
  }
  const results = await Promise.all(
    parts.map((part) =>
      db.executeQuery<{ scope: string; version: number }>({
        ...versionsRead(db, part.length),
        parameters: part,
      }),
    ),
  );
  return new Map(results.flatMap(({ rows }) => rows.map((row) => [row.scope, row.version])));
}

interface Batch {
  scopes: Set<string>;
  read: Promise<Map<string, number>>;
  settle: (read: Promise<Map<string, number>>) => void;
}

/**
 * Every follower's request reads its counters first, thousands a second on a game day: one query
 * each was a fifth of the server's time on SQLite and queued the phones' writes for the pool on
 * PostgreSQL. Requests that arrive together share one query instead. A batch starts only after
 * every request in it arrived (the next turn of the event loop, or when the read before it ends),
 * so each request sees every write that committed before it came: never older than a query of
 * its own would have been.
 */
function createVersionReader(db: Kysely<Database>) {
  let next: Batch | null = null;
  let reading = false;

  function start() {
    reading = true;
    setImmediate(() => {
      const batch = next as Batch;
      next = null;
      const read = queryVersions(db, [...batch.scopes]);
      batch.settle(read);
      void read
        .catch(() => undefined)
        .then(() => {
          reading = false;
          if (next) start();
        });
    });
  }

  return (scopes: readonly string[]): Promise<Map<string, number>> => {
    if (!next) {
      let settle!: Batch['settle'];
      const read = new Promise<Map<string, number>>((resolve) => {
        settle = resolve;
      });
      next = { scopes: new Set(), read, settle };
      if (!reading) start();
    }
    for (const scope of scopes) next.scopes.add(scope);
    return next.read;
  };
}

const readers = new WeakMap<Kysely<Database>, ReturnType<typeof createVersionReader>>();

/** The counters of `scopes`, in that order; a scope never written reads 0. */
export async function readVersions(db: Kysely<Database>, scopes: readonly string[]) {
  let reader = readers.get(db);
  if (!reader) {
    reader = createVersionReader(db);
    readers.set(db, reader);
  }
  const byScope = await reader(scopes);
  return scopes.map((scope) => byScope.get(scope) ?? 0);
}

/**
 * Raises the counters of `scopes`, after the write they follow has committed. A reader between the
 * two builds from the new data under the old counters, which is newer, never older, than they
 * say; the raise then makes the next request build again. Not inside the write's transaction: on
 * PostgreSQL the rows of a competition's counters would stay locked until the instance got round
 * to the commit, and every other phone's write would wait on them.
 */
export async function raiseVersions(db: Kysely<Database>, scopes: readonly string[]) {
  if (scopes.length === 0) return;
  // Rows in a fixed order, so two transactions raising overlapping scopes never wait on each other.
  await db
    .insertInto('answer_versions')
    .values([...new Set(scopes)].sort().map((scope) => ({ scope, version: 1 })))
    .onConflict((oc) =>
      oc.column('scope').doUpdateSet((eb) => ({ version: eb('answer_versions.version', '+', 1) })),
    )
    .execute();
}
