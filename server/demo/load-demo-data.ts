// Loads the Chinese demo data into an empty database in one transaction: either all of it is
// there or none. Deterministic for a given `today` (a seeded generator, no Math.random).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../auth/password';
import { createRandom } from './seeded-random';
import type { DemoContext } from './demo-context';
import { insertPeople } from './demo-people';
import { insertClubsAndMemberships } from './demo-memberships';
import { insertCertificates } from './demo-certificates';
import { insertCompetitions } from './demo-competitions';
import { insertNotices } from './demo-notices';
import { insertNews } from './demo-news';
import { insertTrainings } from './demo-trainings';
import { insertSportCategories } from './demo-sport-categories';
import { insertDownloads } from './demo-downloads';
import { insertSiteData } from './demo-site';

const DEMO_SEED = 20250601;
export const DEMO_PASSWORD = 'demo1234';

export async function loadDemoData(db: Kysely<Database>, today: string): Promise<void> {
  // One scrypt hash shared by all demo accounts: each hash carries its own salt and parameters,
  // so verifying works for every account, and start-up costs one hash instead of two hundred.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const ctx: DemoContext = { trx, random: createRandom(DEMO_SEED), today, passwordHash };
    const people = await insertPeople(ctx);
    const clubs = await insertClubsAndMemberships(ctx, people);
    await insertCertificates(ctx, people);
    await insertCompetitions(ctx, people, clubs);
    await insertNotices(ctx);
    await insertNews(ctx);
    await insertTrainings(ctx);
    await insertSportCategories(ctx);
    await insertDownloads(ctx);
    await insertSiteData(ctx);
  });
}
