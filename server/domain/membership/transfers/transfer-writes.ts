// A transfer's life (docs/membership.md, "Transfers"): asked for by the player or by the new
// club's contact (who thereby accepts it), accepted or declined by the new club's contact,
// cancelled by the player while still open, approved or rejected by staff. Approval ends the old club membership and starts the new one through
// membership-history.ts, so membership_events keeps the whole story. Every step is audited in the
// transaction that makes it.
import type { Kysely, Transaction } from 'kysely';
import type { AuthUser } from '../../../auth/auth-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import type { Database } from '../../../db/schema';
import type { TransferStatus } from '../../../db/schema-season';
import { localDateString } from '../../../db/local-date';
import { BusinessError, forbidden, found } from '../../../http/business-error';
import type { Transfer } from '../../../../src/contract/membership-eligibility';
import { createMembership, setMembershipStatus } from '../../clubs-and-people/membership-history';
import { assertNotOnRunningRoster, seasonOfOpenWindow } from './transfer-rules';
import { transferOf } from './transfer-queries';
import { MSG } from './transfer-messages';
import { tellTransferRequested } from '../../inbox/membership-news';
import type { Teller } from '../../inbox/tell';

type Trx = Transaction<Database>;
const TARGET = 'transfer';

const currentMembership = (trx: Trx, userId: number) =>
  trx
    .selectFrom('memberships')
    .select(['id', 'club_id'])
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();

interface RequestInput {
  userId: number;
  toClubId: number;
  /** The new club's contact asks: the club has accepted by asking. */
  byClub: boolean;
}

export async function requestTransfer(
  db: Kysely<Database>,
  caller: AuthUser,
  { userId, toClubId, byClub }: RequestInput,
  teller: Teller,
): Promise<Transfer> {
  const now = teller.now();
  const today = localDateString(new Date(now));
  const at = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    const season = await seasonOfOpenWindow(trx, today);
    const player = found(
      await trx
        .selectFrom('users')
        .select(['id', 'name', 'type'])
        .where('id', '=', userId)
        .executeTakeFirst(),
      '球员',
    );
    if (player.type !== 'player') throw new BusinessError(MSG.notPlayer);
    const club = await trx
      .selectFrom('clubs')
      .select(['id', 'name'])
      .where('id', '=', toClubId)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    if (!club) throw new BusinessError(MSG.clubNotOpen);
    const membership = await currentMembership(trx, userId);
    if (membership?.club_id === toClubId) throw new BusinessError(MSG.sameClub);
    const open = await trx
      .selectFrom('transfers')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', 'in', ['requested', 'club_accepted'])
      .executeTakeFirst();
    if (open) throw new BusinessError(MSG.openTransfer);
    await assertNotOnRunningRoster(trx, userId, today);
    const row = await trx
      .insertInto('transfers')
      .values({
        season_id: season.id,
        user_id: userId,
        from_club_id: membership?.club_id ?? null,
        to_club_id: toClubId,
        status: byClub ? 'club_accepted' : 'requested',
        requested_by: caller.id,
        requested_at: at,
        club_accepted_at: byClub ? at : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStaffWrite(trx, caller, now, {
      action: 'transfer.request',
      targetType: TARGET,
      targetId: row.id,
      summary: `申请转会：${player.name} 转入 ${club.name}`,
      after: row,
    });
    await tellTransferRequested(trx, teller, row.id);
    return transferOf(trx, row.id);
  });
}

/** Moves a transfer from `from` to `to` (only if still there) with `values`, and audits it. */
async function step(
  trx: Trx,
  caller: AuthUser,
  now: number,
  id: number,
  move: { from: TransferStatus; to: TransferStatus; refusal: string; action: string; verb: string },
  values: { club_accepted_at?: string; decided_at?: string; decided_by?: number; reason?: string },
) {
  const before = await transferOf(trx, id);
  const changed = await trx
    .updateTable('transfers')
    .set({ status: move.to, ...values })
    .where('id', '=', id)
    .where('status', '=', move.from)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new BusinessError(move.refusal);
  const after = await transferOf(trx, id);
  const reason = values.reason ? `：${values.reason}` : '';
  await recordStaffWrite(trx, caller, now, {
    action: move.action,
    targetType: TARGET,
    targetId: id,
    summary: `${move.verb}：${before.userName} 由 ${before.fromClubName ?? '无俱乐部'} 转入 ${before.toClubName}${reason}`,
    before,
    after,
  });
  return after;
}

export function transferDecisions(db: Kysely<Database>) {
  /** The new club's contact answering a player's request: only for their own club. */
  const answerAsNewClub = (
    contact: AuthUser,
    clubId: number,
    id: number,
    now: number,
    move: { to: 'club_accepted' | 'rejected'; action: string; verb: string },
    values: Parameters<typeof step>[5],
  ) =>
    db.transaction().execute(async (trx) => {
      const transfer = await transferOf(trx, id);
      if (transfer.toClubId !== clubId) throw forbidden(MSG.notYourClub);
      return step(
        trx,
        contact,
        now,
        id,
        { from: 'requested', refusal: MSG.notRequested, ...move },
        values,
      );
    });

  return {
    accept: (contact: AuthUser, clubId: number, id: number, now: number) =>
      answerAsNewClub(
        contact,
        clubId,
        id,
        now,
        { to: 'club_accepted', action: 'transfer.accept', verb: '新俱乐部接收转会' },
        { club_accepted_at: new Date(now).toISOString() },
      ),

    decline: (contact: AuthUser, clubId: number, id: number, now: number) =>
      answerAsNewClub(
        contact,
        clubId,
        id,
        now,
        { to: 'rejected', action: 'transfer.decline', verb: '新俱乐部不接收转会' },
        { decided_at: new Date(now).toISOString(), reason: MSG.declinedReason },
      ),

    cancel: (player: AuthUser, id: number, now: number) =>
      db.transaction().execute(async (trx) => {
        const transfer = await transferOf(trx, id);
        if (transfer.userId !== player.id) throw forbidden(MSG.notYours);
        const from = transfer.status === 'requested' ? 'requested' : 'club_accepted';
        return step(
          trx,
          player,
          now,
          id,
          {
            from,
            to: 'cancelled',
            refusal: MSG.notOpen,
            action: 'transfer.cancel',
            verb: '球员撤回转会申请',
          },
          { decided_at: new Date(now).toISOString() },
        );
      }),

    approve: (staff: AuthUser, id: number, now: number) =>
      db.transaction().execute(async (trx) => {
        const today = localDateString(new Date(now));
        const at = new Date(now).toISOString();
        const transfer = await transferOf(trx, id);
        if (transfer.status !== 'club_accepted') throw new BusinessError(MSG.notAccepted);
        await seasonOfOpenWindow(trx, today);
        await assertNotOnRunningRoster(trx, transfer.userId, today);
        const after = await step(
          trx,
          staff,
          now,
          id,
          {
            from: 'club_accepted',
            to: 'approved',
            refusal: MSG.notAccepted,
            action: 'transfer.approve',
            verb: '批准转会',
          },
          { decided_at: at, decided_by: staff.id },
        );
        const old = await currentMembership(trx, transfer.userId);
        if (old) await setMembershipStatus(trx, old.id, 'left', at, 'active');
        await createMembership(trx, {
          clubId: transfer.toClubId,
          userId: transfer.userId,
          number: null,
          status: 'active',
          at,
        });
        return after;
      }),

    reject: (staff: AuthUser, id: number, reason: string, now: number) =>
      db.transaction().execute(async (trx) => {
        const transfer = await transferOf(trx, id);
        const from = transfer.status === 'requested' ? 'requested' : 'club_accepted';
        return step(
          trx,
          staff,
          now,
          id,
          {
            from,
            to: 'rejected',
            refusal: MSG.notAccepted,
            action: 'transfer.reject',
            verb: '驳回转会',
          },
          { decided_at: new Date(now).toISOString(), decided_by: staff.id, reason },
        );
      }),
  };
}
