// The scoring area installs as an app of its own (飞盘记分): its pages name the scorer's manifest
// and home-screen icon. The server and the service worker send them so on a page load; this keeps
// the head right when the app moves between the portal and the scoring area without one.
import { useEffect } from 'react';
import { withBase } from '../../lib/base-url';

type HeadLinks = Record<'manifest' | 'apple-touch-icon', string>;

const SCORING: HeadLinks = {
  manifest: 'scoring.webmanifest',
  'apple-touch-icon': 'scoring-apple-touch-icon.png',
};
const PORTAL: HeadLinks = {
  manifest: 'manifest.webmanifest',
  'apple-touch-icon': 'apple-touch-icon.png',
};

function pointHeadLinks(links: HeadLinks) {
  for (const [rel, file] of Object.entries(links)) {
    // Absent in development, where no manifest is linked at all.
    document.head.querySelector(`link[rel="${rel}"]`)?.setAttribute('href', withBase(file));
  }
}

export function useScoringHeadLinks() {
  useEffect(() => {
    pointHeadLinks(SCORING);
    return () => pointHeadLinks(PORTAL);
  }, []);
}
