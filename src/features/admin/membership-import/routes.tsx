// The console's 名单导入 section: importing the association's member and club lists.
import type { RouteObject } from 'react-router-dom';
import { ImportPage } from './import-page';
import { IMPORT_MESSAGES as M } from './import-messages';

export const membershipImportRoutes: RouteObject[] = [
  { path: 'imports', element: <ImportPage />, handle: { title: M.title } },
];
