// The /records section: the season leaders (docs/records.md).
export { PlayerLeadersPage } from './player-leaders-page';
