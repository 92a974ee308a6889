// The membership season's pages in the user centre (docs/membership.md).
export { SeasonPage } from './season-page';
export { TransfersPage } from './transfers/transfers-page';
