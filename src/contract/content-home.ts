// GET /api/index (the home page in one call) and GET /api/index/search/{keyword}.
import { z } from 'zod';
import {
  searchText,
  cooperatorGroupSchema,
  newsSummarySchema,
  noticeSummarySchema,
  trainingSummarySchema,
} from './content-portal';
import { competitionSummarySchema, gameSummarySchema } from './content-competition';
import { clubSummarySchema } from './content-people';

export const quickLinkSchema = z.object({ name: z.string(), url: z.string() });
export const bannerSchema = z.object({ image: z.string(), title: z.string(), url: z.string() });

export const homeSchema = z.object({
  banners: z.array(bannerSchema),
  /** The five latest notices of each category. */
  notices: z.object({
    notice_competition: z.array(noticeSummarySchema),
    notice_train: z.array(noticeSummarySchema),
    notice_publicity: z.array(noticeSummarySchema),
    notice_other: z.array(noticeSummarySchema),
  }),
  news: z.array(newsSummarySchema),
  official: z.array(newsSummarySchema),
  /** Competitions on now or coming, each with its games and their live or final scores. */
  competitions: z.array(competitionSummarySchema.extend({ games: z.array(gameSummarySchema) })),
  cooperators: z.array(cooperatorGroupSchema),
  links: z.array(quickLinkSchema),
});
export type Home = z.infer<typeof homeSchema>;

export const searchParams = z.object({
  keyword: searchText('搜索关键字').min(1, '请输入搜索关键字'),
});
const section = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), list: z.array(item) });
export const searchResultSchema = z.object({
  keyword: z.string(),
  notices: section(noticeSummarySchema),
  news: section(newsSummarySchema),
  competitions: section(competitionSummarySchema),
  clubs: section(clubSummarySchema),
  trainings: section(trainingSummarySchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
