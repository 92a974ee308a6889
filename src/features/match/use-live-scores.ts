// A competition page's live scores (docs/live-scores.md): while the competition is on and the tab is
// visible, an EventSource brings each point, applied at once to the page's answer in the SWR cache.
// The rest of the page (standings, leaders) is read again once, at a random moment of the next
// seconds, so a thousand open pages do not all ask at the instant of a point. When the stream errors
// or cannot open, the page polls as it did before (useLiveRefresh) while a game is live, and
// reconnects with backoff.
import { useEffect, useRef, useState } from 'react';
import { matchApi } from '../../contract/api/match';
import { routePath } from '../../contract/api/route-path';
import type { CompetitionDetail, LiveGamesEvent } from '../../contract/content-competition';
import { readKey } from '../../lib/api-read';
import { withBase } from '../../lib/base-url';
import { putSwrEntry } from '../../lib/swr-cache';
import { applyLiveGames } from './live-games';
import { useLiveRefresh } from './use-live-refresh';

/** After a change, the page reads its competition again within this window, at random. */
export const REREAD_FROM_MS = 1_000;
export const REREAD_SPREAD_MS = 14_000;
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 60_000;
/** A stream that stayed open this long was healthy: the next failure starts the backoff afresh. */
const HEALTHY_AFTER_MS = 60_000;

function useTabVisible(): boolean {
  // The server renders the page too, where there is no document: it counts as visible.
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

export function useLiveScores(
  competition: CompetitionDetail | undefined,
  refresh: () => Promise<void>,
): void {
  const id = competition?.id;
  const following =
    competition !== undefined &&
    (competition.status === 'ongoing' || competition.games.some((g) => g.status === 'live'));
  const visible = useTabVisible();
  const [streaming, setStreaming] = useState(false);
  // Polled, as before the stream, only while a game is live: a day between games waits for the push.
  useLiveRefresh(
    (competition?.games.some((g) => g.status === 'live') ?? false) && !streaming,
    refresh,
  );

  const latest = useRef({ competition, refresh });
  useEffect(() => {
    latest.current = { competition, refresh };
  });

  useEffect(() => {
    if (id === undefined || !following || !visible || typeof EventSource === 'undefined') return;
    const key = readKey(matchApi.detail, { params: { id } });
    const versions = new Map<number, number>();
    let source: EventSource | null = null;
    let reconnectTimer: number | undefined;
    let rereadTimer: number | undefined;
    let failures = 0;
    let openedAt = 0;

    const rereadSoon = () => {
      rereadTimer ??= window.setTimeout(
        () => {
          rereadTimer = undefined;
          void latest.current.refresh();
        },
        REREAD_FROM_MS + Math.random() * REREAD_SPREAD_MS,
      );
    };
    const onGames = (event: MessageEvent<string>) => {
      const shown = latest.current.competition;
      if (!shown || shown.id !== id) return;
      const { games } = JSON.parse(event.data) as LiveGamesEvent;
      const applied = applyLiveGames(shown, games, versions);
      if (applied.changed) {
        latest.current.competition = applied.competition;
        void putSwrEntry(key, applied.competition);
      }
      if (applied.changed || applied.newer) rereadSoon();
    };
    const connect = () => {
      reconnectTimer = undefined;
      source = new EventSource(withBase(routePath(matchApi.live, { id })));
      source.addEventListener('open', () => {
        openedAt = Date.now();
        setStreaming(true);
      });
      source.addEventListener('games', onGames);
      source.addEventListener('content', rereadSoon);
      source.addEventListener('error', () => {
        // The browser would retry at its own pace; we poll meanwhile and retry with backoff.
        source?.close();
        source = null;
        setStreaming(false);
        if (openedAt > 0 && Date.now() - openedAt >= HEALTHY_AFTER_MS) failures = 0;
        openedAt = 0;
        const backoff = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures);
        failures += 1;
        reconnectTimer = window.setTimeout(connect, backoff * (0.5 + Math.random() / 2));
      });
    };
    connect();
    return () => {
      source?.close();
      window.clearTimeout(reconnectTimer);
      window.clearTimeout(rereadTimer);
      setStreaming(false);
    };
  }, [id, following, visible]);
}
