// The 「60 秒后重发」 countdown of the SMS code button. It counts against an end time rather than
// ticks, so a tab that was in the background (timers slowed) still shows the right second.
import { useCallback, useEffect, useState } from 'react';

export const RESEND_SECONDS = 60;

export interface Countdown {
  /** Whole seconds left; 0 when the button may be pressed again. */
  remaining: number;
  /** Starts counting from `from` seconds (the hook's own length by default). */
  start: (from?: number) => void;
}

const secondsUntil = (end: number) => Math.max(0, Math.ceil((end - Date.now()) / 1000));

export function useCountdown(seconds = RESEND_SECONDS): Countdown {
  const [end, setEnd] = useState(0);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (end === 0) return;
    setRemaining(secondsUntil(end));
    const timer = window.setInterval(() => {
      const left = secondsUntil(end);
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [end]);

  const start = useCallback(
    (from: number = seconds) => setEnd(Date.now() + from * 1000),
    [seconds],
  );
  return { remaining, start };
}
