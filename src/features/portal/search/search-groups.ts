// Turns the search answer into one list per kind of content, each row linking to its page.
import type { SearchResult } from '../../../contract/content-home';
import type { NoticeSummary } from '../../../contract/content-portal';
import type { ContentListItem } from '../../../theme/components/content-list';
import {
  NEWS_CATEGORY_NAMES,
  NOTICE_CATEGORY_NAMES,
  clubPath,
  competitionPath,
  newsDetailPath,
  noticeDetailPath,
  trainingPath,
} from '../content-labels';
import { SEARCH_MESSAGES as M } from './search-messages';

export type SearchKind = keyof typeof M.groups;

export interface SearchGroup {
  kind: SearchKind;
  title: string;
  total: number;
  /** Where the whole list of this kind is. */
  moreTo: string;
  items: ContentListItem[];
}

type SearchArticle<C extends string> = Pick<
  NoticeSummary,
  'id' | 'title' | 'summary' | 'publishedAt'
> & {
  category: C;
};

/** A notice or a piece of news found: both are articles, told apart by their page and categories. */
function articleItem<C extends string>(
  pathOf: (id: number) => string,
  categoryNames: Record<C, string>,
) {
  return (article: SearchArticle<C>): ContentListItem => ({
    key: article.id,
    to: pathOf(article.id),
    title: article.title,
    date: article.publishedAt,
    category: categoryNames[article.category],
    summary: article.summary,
  });
}

export function searchGroups(result: SearchResult): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      kind: 'notices',
      title: M.groups.notices,
      total: result.notices.total,
      moreTo: '/notice',
      items: result.notices.list.map(articleItem(noticeDetailPath, NOTICE_CATEGORY_NAMES)),
    },
    {
      kind: 'news',
      title: M.groups.news,
      total: result.news.total,
      moreTo: '/news',
      items: result.news.list.map(articleItem(newsDetailPath, NEWS_CATEGORY_NAMES)),
    },
    {
      kind: 'competitions',
      title: M.groups.competitions,
      total: result.competitions.total,
      moreTo: '/match',
      items: result.competitions.list.map((competition) => ({
        key: competition.id,
        to: competitionPath(competition.id),
        title: competition.name,
        date: competition.startDate,
        category: competition.levelName,
        summary: `${competition.city}${competition.venue ? ` · ${competition.venue}` : ''}`,
      })),
    },
    {
      kind: 'clubs',
      title: M.groups.clubs,
      total: result.clubs.total,
      moreTo: '/query/club',
      items: result.clubs.list.map((club) => ({
        key: club.id,
        to: clubPath(club.id),
        title: club.name,
        category: M.divisions[club.division],
        summary: `${club.city} · ${M.members(club.memberCount)}`,
      })),
    },
    {
      kind: 'trainings',
      title: M.groups.trainings,
      total: result.trainings.total,
      moreTo: '/training',
      items: result.trainings.list.map((training) => ({
        key: training.id,
        to: trainingPath(training.id),
        title: training.title,
        date: training.startDate,
        category: M.trainingKinds[training.kind],
        summary: `${training.city} · ${training.place}`,
      })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}
