// The /match section: one chunk for every match page.
export {
  MatchApplyPage,
  MatchDetailPage,
  MatchListPage,
  MatchMembersPage,
  NationalMatchPage,
} from './match-pages';
