// The address of an owner's secret feed, as the page shows it (it adds the host and webcal:).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CalendarOwnerKind } from '../../db/schema-calendars';
import { calendarsApi } from '../../../src/contract/api/calendars';
import type { FeedAddress } from '../../../src/contract/calendars';
import { feedTokenOf, renewFeedToken } from './calendar-feeds';

const addressOf = (kind: CalendarOwnerKind, token: string): FeedAddress => ({
  path: `${calendarsApi[kind].path}?token=${token}`,
});

export async function feedAddressOf(
  db: Kysely<Database>,
  kind: CalendarOwnerKind,
  ownerId: number,
  now: string,
): Promise<FeedAddress> {
  return addressOf(kind, await feedTokenOf(db, kind, ownerId, now));
}

export async function renewFeedAddress(
  db: Kysely<Database>,
  kind: CalendarOwnerKind,
  ownerId: number,
  now: string,
): Promise<FeedAddress> {
  return addressOf(kind, await renewFeedToken(db, kind, ownerId, now));
}
