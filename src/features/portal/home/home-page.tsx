// The home page: the site's name, slogan and search at once, then — from one /api/index read
// (stale-while-revalidate: seen once, it opens offline) — the banner, competitions with live and
// final scores, notices by category, news, quick links and cooperators. The sections below the
// hero are a lazy chunk, fetched while /api/index is read, to keep the first load in budget.
// While a game is live the read is refreshed every half minute so its score moves. Its meta
// description is index.html's own (every other page sets its own and puts it back on leaving).
import { Box, Container, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { portalFirstLoadApi } from '../../../contract/api/portal-first-load';
import { useApi } from '../../../lib/api-read';
import { HomeHero } from './home-hero';

const LIVE_REFRESH_MS = 30_000;

// Requested at the first render, alongside the /api/index read.
const HomeBody = lazy(() => import('./home-body'));

/** The banner's 3:1 box and a few grey lines, until the sections' chunk is there. */
function HomePlaceholder() {
  return (
    <Stack gap="6" aria-busy="true">
      <Box aspectRatio="3 / 1" borderRadius="l3" bg="bg.muted" />
      <Box h="6" w="40%" borderRadius="l1" bg="bg.muted" />
      <Box h="24" borderRadius="l2" bg="bg.muted" />
    </Stack>
  );
}

export function HomePage() {
  const home = useApi(portalFirstLoadApi.home, {});
  const { data, refresh } = home;
  const anyLive = data?.competitions.some((c) => c.games.some((g) => g.status === 'live')) ?? false;
  useEffect(() => {
    if (!anyLive) return;
    const timer = window.setInterval(() => void refresh(), LIVE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [anyLive, refresh]);

  return (
    <>
      <HomeHero />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Suspense fallback={<HomePlaceholder />}>
          <HomeBody home={home} />
        </Suspense>
      </Container>
    </>
  );
}
