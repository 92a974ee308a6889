// Transfers as the screens read them, with the names of the player, the clubs and the season.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { TransferStatus } from '../../../db/schema-season';
import { found } from '../../../http/business-error';
import type { Transfer } from '../../../../src/contract/membership-eligibility';
import { MSG } from './transfer-messages';

type Db = Kysely<Database> | Transaction<Database>;

interface TransferFilter {
  id?: number;
  userId?: number;
  toClubId?: number;
  statuses?: readonly TransferStatus[];
}

export async function listTransfers(db: Db, filter: TransferFilter): Promise<Transfer[]> {
  const rows = await db
    .selectFrom('transfers as t')
    .innerJoin('seasons as s', 's.id', 't.season_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('clubs as tc', 'tc.id', 't.to_club_id')
    .leftJoin('clubs as fc', 'fc.id', 't.from_club_id')
    .select([
      't.id',
      's.year as seasonYear',
      't.user_id as userId',
      'u.name as userName',
      't.from_club_id as fromClubId',
      'fc.name as fromClubName',
      't.to_club_id as toClubId',
      'tc.name as toClubName',
      't.status',
      't.requested_at as requestedAt',
      't.club_accepted_at as clubAcceptedAt',
      't.decided_at as decidedAt',
      't.reason',
    ])
    .$if(filter.id !== undefined, (qb) => qb.where('t.id', '=', filter.id ?? 0))
    .$if(filter.userId !== undefined, (qb) => qb.where('t.user_id', '=', filter.userId ?? 0))
    .$if(filter.toClubId !== undefined, (qb) => qb.where('t.to_club_id', '=', filter.toClubId ?? 0))
    .$if(filter.statuses !== undefined, (qb) => qb.where('t.status', 'in', filter.statuses ?? []))
    .orderBy('t.requested_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  return rows;
}

export const transferOf = async (db: Db, id: number): Promise<Transfer> =>
  found((await listTransfers(db, { id }))[0], MSG.transfer);
