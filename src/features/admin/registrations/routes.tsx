// The console's 报名 section: a competition's entries (under its tabs) and one entry's page.
import type { RouteObject } from 'react-router-dom';
import { RegistrationListPage } from './registration-list-page';
import { RegistrationPage } from './registration-page';
import { REGISTRATIONS_MESSAGES as M } from './registrations-messages';

export const registrationsRoutes: RouteObject[] = [
  {
    path: 'competitions/:id/registrations',
    element: <RegistrationListPage />,
    handle: { title: M.listTitle },
  },
  { path: 'registrations/:id', element: <RegistrationPage />, handle: { title: M.entryTitle } },
];
