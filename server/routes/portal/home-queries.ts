// GET /api/index in one answer, and the site-wide search.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NOTICE_CATEGORIES } from '../../../src/contract/content-portal';
import type { Home, SearchResult } from '../../../src/contract/content-home';
import type { CompetitionSummary } from '../../../src/contract/content-competition';
import { listNotices } from './notice-queries';
import { listNews } from './news-queries';
import {
  currentCompetitions,
  listCompetitions,
  withCurrentGames,
} from '../../domain/competitions/competition-queries';
import { groupedCooperators } from './cooperator-queries';
import { listLovs } from '../../db/lov-queries';
import { readBanners } from './site-config-queries';
import { listClubs } from '../query/club-queries';
import { listTrainings } from '../training/training-queries';

const dayBefore = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** Everything on the home page but the current games: published content alone changes it. */
export type HomeContent = Omit<Home, 'competitions'> & { competitions: CompetitionSummary[] };

/** `now` (ISO) decides which content is published yet (visibleAt); `today` which competitions run. */
export async function readHomeContent(
  db: Kysely<Database>,
  today: string,
  now: string,
): Promise<HomeContent> {
  const latest = { page: 1, pageSize: 5 };
  const [noticeLists, news, official, competitions, cooperators, links, banners] =
    await Promise.all([
      Promise.all(
        NOTICE_CATEGORIES.map((category) => listNotices(db, now, { ...latest, category })),
      ),
      listNews(db, now, { page: 1, pageSize: 6, excludeOfficial: true }),
      listNews(db, now, { ...latest, category: 'official' }),
      currentCompetitions(db, today, now),
      groupedCooperators(db),
      listLovs(db, ['GLOBAL_IMAGE_LINK']),
      readBanners(db),
    ]);
  const [competition, train, publicity, other] = noticeLists.map((page) => page.list);
  return {
    banners,
    notices: {
      notice_competition: competition ?? [],
      notice_train: train ?? [],
      notice_publicity: publicity ?? [],
      notice_other: other ?? [],
    },
    news: news.list,
    official: official.list,
    competitions,
    cooperators,
    links: links.map((link) => ({ name: link.name, url: link.value })),
  };
}

/**
 * GET /api/index: `content` (read under the same content counter, or just now) with the current
 * competitions' games, the one query a point makes the home page run again.
 */
export async function buildHome(
  db: Kysely<Database>,
  content: HomeContent,
  today: string,
): Promise<Home> {
  return {
    ...content,
    competitions: await withCurrentGames(db, content.competitions, today, dayBefore(today)),
  };
}

const SEARCH_LIMIT = 10;

export async function searchSite(
  db: Kysely<Database>,
  keyword: string,
  today: string,
  now: string,
): Promise<SearchResult> {
  const first = { page: 1, pageSize: SEARCH_LIMIT, keyword };
  const [notices, news, competitions, clubs, trainings] = await Promise.all([
    listNotices(db, now, first),
    listNews(db, now, first),
    listCompetitions(db, first, today, now),
    listClubs(db, first),
    listTrainings(db, now, first),
  ]);
  const section = <T>(page: { total: number; list: T[] }) => ({
    total: page.total,
    list: page.list,
  });
  return {
    keyword,
    notices: section(notices),
    news: section(news),
    competitions: section(competitions),
    clubs: section(clubs),
    trainings: section(trainings),
  };
}
