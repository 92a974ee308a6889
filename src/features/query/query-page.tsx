// One query page for clubs (all or by division), players, coaches and judges: tabs by route, the
// filters in the query string, results from the matching endpoint; a link to the season ranking
// (a club's history and head-to-head are on its page, each card's link).
import { useLocation, useNavigate } from 'react-router-dom';
import { PageShell } from '../../theme/components/page-shell';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { SubNav } from '../../theme/components/sub-nav';
import { usePageMeta } from '../../theme/use-page-meta';
import { QUERY_MESSAGES as M, TAB_LABELS } from './messages';
import { locationOf, readQueryState, type Filters } from './query-filters';
import { QueryFilterForm } from './query-filter-form';
import { QueryResults } from './query-results';

/** The season ranking of the division a club tab shows (mixed otherwise). */
const rankingPathOf = (pathname: string) =>
  `/records/ranking?division=${/\/(MALE|FEMALE)$/.exec(pathname)?.[1] ?? 'MIX'}`;

export function QueryPage() {
  usePageMeta(M.description);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const state = readQueryState(pathname, search);
  const tabs = TAB_LABELS.map((tab) => ({
    ...tab,
    active: pathname.replace(/\/+$/, '') === tab.to,
  }));

  const go = (filters: Filters, page: number) =>
    navigate(locationOf({ target: state.target, filters, page }));

  return (
    <PageShell>
      <SubNav label={M.tabsLabel} items={tabs} />
      {state.target === 'player' ? (
        <StandaloneLink to="/records/leaders">{M.seasonLeaders}</StandaloneLink>
      ) : null}
      <StandaloneLink to={rankingPathOf(pathname)}>{M.ranking}</StandaloneLink>
      <QueryFilterForm
        // A new location starts the fields again from the URL (back, forward, tab change).
        key={pathname + search}
        state={state}
        onSearch={(filters) => go(filters, 1)}
        onReset={() => go({}, 1)}
      />
      <QueryResults state={state} onPage={(page) => go(state.filters, page)} />
    </PageShell>
  );
}
