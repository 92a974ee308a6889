// Storing the checked rows of a members sheet: the accounts (type player), their club membership
// (active, with its history row) and their certificate. On SQLite the transaction holds the
// database's one write lock and its one connection, so every phone's score write waits for it to
// end: what can be done before it is (prepareMemberWrites builds the accounts' rows, draws their
// password-less hashes and compiles their statements), and the transaction only re-checks what
// another write may have taken since the rows were checked, then runs a few multi-row INSERTs.
//
// Staff who make an account type a password and the flag makes its owner change it; an imported
// member gets a password no one knows instead, so there is nothing to change: the member signs in
// by SMS code or sets a password through 找回密码. Left set, the flag would send an SMS sign-in to
// 修改密码, which asks for a current password the member never had.
import type { CompiledQuery, Kysely, Transaction } from 'kysely';
import { passwordlessHash } from '../../../auth/password';
import type { Database } from '../../../db/schema';
import { readInSlices, rowSlices } from './in-slices';
import { ROW_MSG } from './import-messages';
import { mapInTurns } from './import-turns';
import type { MemberRecord } from './member-rows';

type Db = Kysely<Database> | Transaction<Database>;

/** A checked row without problems, by its line in the file. */
export interface MemberEntry {
  line: number;
  record: MemberRecord;
}

/** A row the transaction left out after all: another write took its phone or certificate. */
export interface RacedRow {
  line: number;
  problem: string;
  /** Its member is stored already (by the other write). */
  exists: boolean;
}

type Account = { id: number; phone: string };

const accountRow = (r: MemberRecord, at: string) => ({
  phone: r.phone,
  password_hash: passwordlessHash(),
  name: r.name,
  type: 'player' as const,
  gender: r.gender,
  birth_year: r.birthDate ? Number(r.birthDate.slice(0, 4)) : null,
  birth_date: r.birthDate,
  city: r.city,
  avatar: null,
  intro: null,
  must_change_password: 0,
  created_at: at,
  updated_at: at,
});

const accountStatement = (db: Db, slice: ReturnType<typeof accountRow>[]): CompiledQuery<Account> =>
  db
    .insertInto('users')
    .values(slice)
    // A phone another write stored since the check is skipped, and its row left out (see below).
    .onConflict((oc) => oc.column('phone').doNothing())
    .returning(['id', 'phone'])
    .compile();

const certificateKey = (c: { kind: string; number: string }) => `${c.kind}:${c.number}`;

/** The certificates the entries name that are stored now (no index holds them unique). */
async function takenCertificates(trx: Transaction<Database>, entries: readonly MemberEntry[]) {
  const numbers = [...new Set(entries.flatMap((e) => e.record.certificate?.number ?? []))];
  const taken = await readInSlices(numbers, (slice) =>
    trx
      .selectFrom('certificates')
      .select(['kind', 'number'])
      .where('number', 'in', slice)
      .execute(),
  );
  return new Set(taken.map(certificateKey));
}

async function namesOf(trx: Transaction<Database>, phones: readonly string[]) {
  const users = await readInSlices(phones, (slice) =>
    trx.selectFrom('users').select(['phone', 'name']).where('phone', 'in', slice).execute(),
  );
  return new Map(users.map((u) => [u.phone, u.name]));
}

async function writeMemberships(
  trx: Transaction<Database>,
  stored: readonly MemberEntry[],
  idOf: (entry: MemberEntry) => number,
  at: string,
) {
  const joining = stored.filter((e) => e.record.clubId !== null);
  const rows = joining.map((e) => ({
    club_id: e.record.clubId as number,
    user_id: idOf(e),
    status: 'active' as const,
    number: null,
    created_at: at,
    updated_at: at,
  }));
  for (const slice of rowSlices(rows)) {
    const memberships = await trx.insertInto('memberships').values(slice).returning('id').execute();
    await trx
      .insertInto('membership_events')
      .values(memberships.map((m) => ({ membership_id: m.id, status: 'active' as const, at })))
      .execute();
  }
}

async function writeCertificates(
  trx: Transaction<Database>,
  stored: readonly MemberEntry[],
  idOf: (entry: MemberEntry) => number,
) {
  const rows = stored.flatMap((e) => {
    const c = e.record.certificate;
    if (!c) return [];
    const { kind, level, number, issuedOn, validUntil } = c;
    return [
      { user_id: idOf(e), kind, level, number, issued_on: issuedOn, valid_until: validUntil },
    ];
  });
  for (const slice of rowSlices(rows)) await trx.insertInto('certificates').values(slice).execute();
}

/**
 * Builds the accounts' statements now, and answers the write to run inside the transaction, which
 * answers the rows it left out.
 */
export async function prepareMemberWrites(
  db: Kysely<Database>,
  entries: readonly MemberEntry[],
  at: string,
): Promise<(trx: Transaction<Database>) => Promise<RacedRow[]>> {
  // In the phones' order: two imports at once on PostgreSQL then reach a phone both name in the
  // same order, so one waits for the other instead of each waiting for the other.
  const sorted = [...entries].sort((a, b) => (a.record.phone < b.record.phone ? -1 : 1));
  // Built a slice at a time between turns of the event loop, as the rows were checked.
  const rows = await mapInTurns(sorted, (e) => accountRow(e.record, at));
  const prepared = await mapInTurns(rowSlices(rows), (slice) => accountStatement(db, slice), 1);
  return async (trx) => {
    const raced: RacedRow[] = [];
    const taken = await takenCertificates(trx, sorted);
    const unclaimed = sorted.filter((e) => {
      const certificate = e.record.certificate;
      if (!certificate || !taken.has(certificateKey(certificate))) return true;
      raced.push({
        line: e.line,
        problem: ROW_MSG.certificateTaken(certificate.number),
        exists: false,
      });
      return false;
    });
    // Only when a certificate was taken meanwhile (rare) are the statements compiled again here.
    const statements =
      raced.length === 0
        ? prepared
        : rowSlices(unclaimed.map((e) => accountRow(e.record, at))).map((slice) =>
            accountStatement(trx, slice),
          );
    const ids = new Map<string, number>();
    for (const statement of statements) {
      for (const account of (await trx.executeQuery(statement)).rows) {
        ids.set(account.phone, account.id);
      }
    }
    const phoneTaken = unclaimed.filter((e) => !ids.has(e.record.phone));
    const names = phoneTaken.length
      ? await namesOf(
          trx,
          phoneTaken.map((e) => e.record.phone),
        )
      : null;
    for (const e of phoneTaken) {
      const name = names?.get(e.record.phone) ?? '';
      raced.push({ line: e.line, problem: ROW_MSG.memberExists(name), exists: true });
    }
    const stored = unclaimed.filter((e) => ids.has(e.record.phone));
    const idOf = (e: MemberEntry) => ids.get(e.record.phone) as number;
    await writeMemberships(trx, stored, idOf, at);
    await writeCertificates(trx, stored, idOf);
    return raced;
  };
}
