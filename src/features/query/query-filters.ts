// The query centre's state lives in the URL: the tab (and a club division) in the path, the
// filters and the page in the query string, so a search can be bookmarked, shared, and reopened
// offline from the cache. These pure functions read that state and name the call that answers it.
import type { Division } from '../../contract/content-competition';
import type { RouteInput } from '../../contract/api/define-route';
import { queryApi } from '../../contract/api/query';

export type QueryTarget = 'club' | 'player' | 'coach' | 'judge';
export type FilterName = 'name' | 'city' | 'club' | 'division' | 'level';
export type Filters = Partial<Record<FilterName, string>>;

export const DIVISIONS: readonly Division[] = ['MIX', 'MALE', 'FEMALE'];
export const QUERY_PAGE_SIZE = 12;

/** The filters each target offers, in the order the form shows them. */
export const FILTERS_OF: Record<QueryTarget, readonly FilterName[]> = {
  club: ['name', 'city', 'division'],
  player: ['name', 'club', 'city'],
  coach: ['name', 'city', 'level'],
  judge: ['name', 'city', 'level'],
};

export interface QueryState {
  target: QueryTarget;
  filters: Filters;
  page: number;
}

const isDivision = (value: string): value is Division =>
  (DIVISIONS as readonly string[]).includes(value);

/** The target and club division a path names; anything unknown is the club tab. */
export function targetOfPath(pathname: string): { target: QueryTarget; division?: Division } {
  const parts = pathname.replace(/\/+$/, '').split('/');
  const last = parts[parts.length - 1] ?? '';
  if (isDivision(last)) return { target: 'club', division: last };
  if (last === 'player' || last === 'coach' || last === 'judge') return { target: last };
  return { target: 'club' };
}

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Reads the state of a location; filters of other targets and empty values are dropped. */
export function readQueryState(pathname: string, search: string): QueryState {
  const { target, division } = targetOfPath(pathname);
  const params = new URLSearchParams(search);
  const filters: Filters = {};
  for (const name of FILTERS_OF[target]) {
    const value = name === 'division' ? division : params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return { target, filters, page: readPage(params.get('page')) };
}

/** The path and query string of a state: a division goes in the path, page 1 is left out. */
export function locationOf(state: QueryState): { pathname: string; search: string } {
  const { target, filters, page } = state;
  const division = target === 'club' ? filters.division : undefined;
  const pathname =
    target === 'club'
      ? `/query/club${division && isDivision(division) ? `/${division}` : ''}`
      : `/query/${target}`;
  const params = new URLSearchParams();
  for (const name of FILTERS_OF[target]) {
    const value = filters[name]?.trim();
    if (name !== 'division' && value) params.set(name, value);
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return { pathname, search: query ? `?${query}` : '' };
}

type QueryOf<R> = NonNullable<RouteInput<R>['query']>;

/** The API call that answers a state: the route of its target and the query it is given. */
export type QueryRequest =
  | { kind: 'club'; route: typeof queryApi.clubs; query: QueryOf<typeof queryApi.clubs> }
  | { kind: 'player'; route: typeof queryApi.players; query: QueryOf<typeof queryApi.players> }
  | { kind: 'master'; route: typeof queryApi.masters; query: QueryOf<typeof queryApi.masters> };

export function requestOf(state: QueryState): QueryRequest {
  const { target, filters, page } = state;
  const paging = { page, pageSize: QUERY_PAGE_SIZE };
  switch (target) {
    case 'club': {
      const { division } = filters;
      return {
        kind: 'club',
        route: queryApi.clubs,
        query: {
          ...paging,
          name: filters.name,
          city: filters.city,
          division: division && isDivision(division) ? division : undefined,
        },
      };
    }
    case 'player':
      return {
        kind: 'player',
        route: queryApi.players,
        query: { ...paging, name: filters.name, club: filters.club, city: filters.city },
      };
    default:
      return {
        kind: 'master',
        route: queryApi.masters,
        query: {
          ...paging,
          kind: target,
          name: filters.name,
          city: filters.city,
          level: filters.level,
        },
      };
  }
}
