// The competition list's filters live in the query string (?year=&level=&status=&page=), so a
// filtered list can be shared and reopened offline from the cache.
import { COMPETITION_STATUSES, type CompetitionStatus } from '../../contract/competition-statuses';
import type { RouteInput } from '../../contract/api/define-route';
import type { matchApi } from '../../contract/api/match';

export const MATCH_PAGE_SIZE = 9;
/** How many past years the year filter offers besides the current and the next one. */
const PAST_YEARS = 5;

export interface MatchFilters {
  year?: number;
  level?: string;
  status?: CompetitionStatus;
  page: number;
}

const isStatus = (value: string): value is CompetitionStatus =>
  (COMPETITION_STATUSES as readonly string[]).includes(value);

function positiveInt(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : undefined;
}

export function readMatchFilters(search: string): MatchFilters {
  const params = new URLSearchParams(search);
  const year = positiveInt(params.get('year'));
  const level = params.get('level')?.trim() || undefined;
  const status = params.get('status') ?? '';
  return {
    year: year && year >= 2000 && year <= 2100 ? year : undefined,
    level,
    status: isStatus(status) ? status : undefined,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

export function matchSearchOf(filters: MatchFilters): string {
  const params = new URLSearchParams();
  if (filters.year) params.set('year', String(filters.year));
  if (filters.level) params.set('level', filters.level);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The list call's query for the filters. */
export function matchRequestOf(filters: MatchFilters): RouteInput<typeof matchApi.list>['query'] {
  return { ...filters, pageSize: MATCH_PAGE_SIZE };
}

/** The years the filter offers: next year first, back to a few years ago. */
export function yearOptions(today: Date): number[] {
  const next = today.getFullYear() + 1;
  return Array.from({ length: PAST_YEARS + 2 }, (_, index) => next - index);
}
