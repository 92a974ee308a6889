// The two writes bench-inbox.mjs compares, on a fresh SQLite file migrated as the server does.
import { openFreshDatabase } from '../../server/test-support/build-test-app';
import { migrateToLatest } from '../../server/db/migrate';
import { tell } from '../../server/domain/inbox/tell';

type Measure = (name: string, job: () => Promise<unknown>) => Promise<number>;

const PEOPLE = 60;

export async function benchInboxWrites(measure: Measure): Promise<void> {
  const fresh = await openFreshDatabase({ shared: true });
  const { db } = fresh;
  try {
    await migrateToLatest(db);
    const at = new Date().toISOString();
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: PEOPLE }, (_, i) => ({
          phone: `139${String(i).padStart(8, '0')}`,
          password_hash: 'x',
          name: `压测${i}`,
          type: 'player' as const,
          gender: 'M' as const,
          birth_year: null,
          city: null,
          avatar: null,
          intro: null,
          email: i % 2 === 0 ? `p${i}@example.test` : null,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    const ids = users.map((user) => user.id);
    const teller = { now: Date.now, deliveryChannels: { email: true, sms: true } };
    let n = 0;
    const change = (trx: Parameters<Parameters<typeof db.transaction>[0]['execute']>[0]) =>
      trx
        .updateTable('users')
        .set({ intro: `第${(n += 1)}次` })
        .where('id', '=', ids[0]!)
        .execute();

    const alone = await measure('一次写入（不发消息）', () =>
      db.transaction().execute((trx) => change(trx)),
    );
    const told = await measure(`同一写入并通知 ${PEOPLE} 人`, () =>
      db.transaction().execute(async (trx) => {
        await change(trx);
        await tell(trx, teller, ids, 'game_moved', {
          title: '比赛调整：甲队 对 乙队',
          body: '比赛改为 2026-05-01 10:00，1号场（原为 2026-05-01 09:00，2号场）。',
          link: '/match/detail?id=1',
          urgent: true,
        });
      }),
    );
    console.log(`通知 ${PEOPLE} 人增加：${(told - alone).toFixed(2)} ms（中位数之差）`);
  } finally {
    await fresh.drop();
  }
}
