// The club centre's queue of spirit scores given on the phone (docs/offline-and-sync.md, "Pending
// writes"): each is kept in IndexedDB under its game, so the latest edit is the one sent, and sent
// with the id made when it was given, so a resend never stores it twice.
import { clubApi } from '../../../contract/api/club';
import type { SubmitSpiritBody } from '../../../contract/spirit';
import { callApi } from '../../../lib/api-client';
import { revalidateApi } from '../../../lib/api-read';
import { createWriteQueue, type WriteQueue } from '../../../lib/outbox/create-write-queue';

export const SPIRIT_KIND = 'spirit';
export const spiritKey = (gameId: number) => `${SPIRIT_KIND}:${gameId}`;

let queue: WriteQueue<SubmitSpiritBody> | null = null;

export function getSpiritQueue(): WriteQueue<SubmitSpiritBody> {
  queue ??= createWriteQueue<SubmitSpiritBody>({
    kind: SPIRIT_KIND,
    // Silent: the card shows where each score stands, and a refusal next to its game.
    send: (write) =>
      callApi(
        clubApi.submitSpirit,
        { body: write.body },
        { silent: true, redirectOnUnauthorized: false },
      ),
    onSettled: () => {
      revalidateApi(clubApi.spirit, {}, { silent: true }).catch(() => undefined);
    },
  });
  return queue;
}
