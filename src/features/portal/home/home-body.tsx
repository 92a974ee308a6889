// Everything below the home page's hero, in its own chunk (see home-page.tsx): the states of the
// /api/index read and, once it is there, the page's sections.
import { Skeleton, Stack } from '@chakra-ui/react';
import type { Home } from '../../../contract/content-home';
import type { SwrResult } from '../../../lib/swr';
import { ContentList } from '../../../theme/components/content-list';
import { DataState, DefaultSkeleton } from '../../../theme/components/data-state';
import { newsDetailPath, newsListPath } from '../content-labels';
import { HomeBanner } from './home-banner';
import { HomeCompetitions } from './home-competitions';
import { HomeCooperators } from './home-cooperators';
import { HOME_MESSAGES as M } from './home-messages';
import { HomeNews } from './home-news';
import { HomeNotices } from './home-notices';
import { HomeQuickLinks } from './home-quick-links';
import { HomeSection } from './home-section';

const OFFICIAL_SHOWN = 4;

function HomeSkeleton() {
  return (
    <Stack gap="6">
      <Skeleton aspectRatio="3 / 1" borderRadius="l3" />
      <DefaultSkeleton />
      <DefaultSkeleton />
    </Stack>
  );
}

function HomeContent({ home }: { home: Home }) {
  return (
    <Stack gap={{ base: '8', md: '12' }}>
      <HomeBanner banners={home.banners} />
      <HomeSection title={M.competitionsTitle} moreTo="/match">
        <HomeCompetitions competitions={home.competitions} />
      </HomeSection>
      <HomeSection title={M.noticesTitle} moreTo="/notice">
        <HomeNotices notices={home.notices} />
      </HomeSection>
      <HomeSection title={M.newsTitle} moreTo={newsListPath('news_internal')}>
        <HomeNews news={home.news} />
      </HomeSection>
      {home.official.length > 0 ? (
        <HomeSection title={M.officialTitle} moreTo={newsListPath('official')}>
          <ContentList
            items={home.official.slice(0, OFFICIAL_SHOWN).map((item) => ({
              key: item.id,
              to: newsDetailPath(item.id),
              title: item.title,
              date: item.publishedAt,
            }))}
          />
        </HomeSection>
      ) : null}
      <HomeSection title={M.quickLinksTitle}>
        <HomeQuickLinks fallback={home.links} />
      </HomeSection>
      {home.cooperators.length > 0 ? (
        <HomeSection title={M.cooperatorsTitle}>
          <HomeCooperators groups={home.cooperators} />
        </HomeSection>
      ) : null}
    </Stack>
  );
}

export default function HomeBody({ home }: { home: SwrResult<Home> }) {
  return (
    // A home page always has sections; only an answer without data (null) shows the empty state
    // instead of breaking the page.
    <DataState result={home} skeleton={<HomeSkeleton />} isEmpty={(data) => data === null}>
      {(data) => <HomeContent home={data} />}
    </DataState>
  );
}
