// The start-up build of the club records (server/main.ts, docs/records.md): a deploy that left
// every competition unbuilt gets each one built, the same rows the pages' own rebuilds write, and
// a server that is stopping stops between two competitions rather than holding its exit.
import { expect, it } from 'vitest';
import { useConsoleWorld } from '../../../test-support/console-test-fixture';
import { refreshClubRecords } from './refresh-club-records';

const world = useConsoleWorld();

const recordRows = () =>
  world.test.db
    .selectFrom('club_records')
    .selectAll()
    .orderBy('competition_id')
    .orderBy('club_id')
    .execute();

const builtCompetitions = async () =>
  (
    await world.test.db
      .selectFrom('club_record_marks')
      .select('competition_id')
      .whereRef('counted', '>=', 'changed')
      .execute()
  ).length;

async function forgetEveryRecord() {
  await world.test.db.deleteFrom('club_records').execute();
  await world.test.db.deleteFrom('club_record_marks').execute();
}

it('builds every competition a deploy left unbuilt, as the pages would, and stops when asked', async () => {
  await refreshClubRecords(world.test.db);
  const asPagesBuildThem = await recordRows();
  const competitions = await builtCompetitions();
  expect(competitions).toBeGreaterThan(1);
  expect(asPagesBuildThem.length).toBeGreaterThan(0);

  await forgetEveryRecord();
  let asked = 0;
  await refreshClubRecords(world.test.db, undefined, () => asked++ > 0);
  expect(await builtCompetitions()).toBe(1);

  await refreshClubRecords(world.test.db);
  expect(await builtCompetitions()).toBe(competitions);
  expect(await recordRows()).toEqual(asPagesBuildThem);
});
