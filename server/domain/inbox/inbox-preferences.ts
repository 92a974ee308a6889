// Which kinds a person turned off (docs/messages.md, "Preferences"): a row of inbox_preferences is
// an opt-out, no row is on. A kind about the account's own safety cannot be turned off.
import type { Kysely } from 'kysely';
import type { InboxPreference, SetPreferenceBody } from '../../../src/contract/inbox';
import type { Database } from '../../db/schema';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { INBOX_KINDS, isInboxKind } from './inbox-kinds';

type Db = Kysely<Database>;

export async function preferencesOf(db: Db, userId: number): Promise<InboxPreference[]> {
  const off = await db
    .selectFrom('inbox_preferences')
    .select('kind')
    .where('user_id', '=', userId)
    .execute();
  const offKinds = new Set(off.map((row) => row.kind));
  return Object.entries(INBOX_KINDS).map(([kind, { name, optional }]) => ({
    kind,
    name,
    optional,
    on: !optional || !offKinds.has(kind),
  }));
}

export async function setPreference(db: Db, userId: number, body: SetPreferenceBody) {
  const refuse = (message: string) =>
    new BusinessError(message, ErrorCode.validation, [{ path: 'kind', message }]);
  if (!isInboxKind(body.kind)) throw refuse('没有这一类消息');
  if (!INBOX_KINDS[body.kind].optional) throw refuse('账号安全类消息不能关闭');
  if (body.on) {
    await db
      .deleteFrom('inbox_preferences')
      .where('user_id', '=', userId)
      .where('kind', '=', body.kind)
      .execute();
  } else {
    // Turning a kind off twice (two taps, two tabs) keeps the one row.
    await db
      .insertInto('inbox_preferences')
      .values({ user_id: userId, kind: body.kind })
      .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doNothing())
      .execute();
  }
}
