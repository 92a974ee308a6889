// Which ends of a sideways-scrolling strip hide something: the tabs a phone cannot fit. Measured
// again when the strip scrolls or changes size (a font that arrives late, a turned phone). Chakra's
// Tabs have no such hint; its ScrollArea tracks the edges too, but brings its own scrollbars and a
// state machine of some 7 KB (gzip) for these two answers.
import { useLayoutEffect, useState, type RefObject } from 'react';

export interface HiddenSides {
  start: boolean;
  end: boolean;
}

// Sub-pixel widths leave a scroll of a fraction of a pixel that hides nothing.
const SLACK_PX = 2;

function measure(strip: HTMLElement): HiddenSides {
  const hidden = strip.scrollWidth - strip.clientWidth;
  return {
    start: hidden > SLACK_PX && strip.scrollLeft > SLACK_PX,
    end: hidden > SLACK_PX && strip.scrollLeft < hidden - SLACK_PX,
  };
}

export function useHiddenSides(stripRef: RefObject<HTMLElement | null>): HiddenSides {
  const [sides, setSides] = useState<HiddenSides>({ start: false, end: false });
  useLayoutEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const update = () =>
      setSides((previous) => {
        const next = measure(strip);
        return next.start === previous.start && next.end === previous.end ? previous : next;
      });
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [stripRef]);
  return sides;
}
