// The console's 年度注册 section: seasons and the waiver (with the certificates about to expire),
// and reviewing registrations (docs/membership.md).
import type { RouteObject } from 'react-router-dom';
import { RegistrationsPage } from './registrations-page';
import { SeasonsPage } from './seasons-page';
import { SEASON_MESSAGES as M } from './season-messages';

export const membershipSeasonRoutes: RouteObject[] = [
  { path: 'seasons', element: <SeasonsPage />, handle: { title: M.seasonsTitle } },
  {
    path: 'season-registrations',
    element: <RegistrationsPage />,
    handle: { title: M.registrationsTitle },
  },
];
