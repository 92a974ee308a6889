// The spirit scores of this phone not yet accepted by the server, by game, kept current by a live
// query over the pending writes, so a card shows 已保存，联网后提交 the moment a score is given.
import { useLiveQuery } from 'dexie-react-hooks';
import type { SubmitSpiritBody } from '../../../contract/spirit';
import type { PendingWrite } from '../../../lib/outbox/pending-writes-table';
import { appPendingWrites } from '../../../lib/outbox/pending-writes-table';
import { SPIRIT_KIND } from './spirit-queue';

export type PendingSpirit = PendingWrite<SubmitSpiritBody>;

export function usePendingSpirit(owner: number | undefined): Map<number, PendingSpirit> {
  const rows = useLiveQuery(async () => {
    if (owner === undefined) return [];
    return (await appPendingWrites.where('kind').equals(SPIRIT_KIND).toArray()) as PendingSpirit[];
  }, [owner]);
  return new Map(
    (rows ?? []).filter((row) => row.owner === owner).map((row) => [Number(row.body.gameId), row]),
  );
}
