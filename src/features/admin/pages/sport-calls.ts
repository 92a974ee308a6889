// The sport page editor's writes (features/admin/shell/life-cycle-calls.ts).
import { adminPagesApi as api } from '../../../contract/api/admin-pages';
import { lifeCycleCalls } from '../shell/life-cycle-calls';
import { PAGES_MESSAGES as M } from './pages-messages';

const calls = lifeCycleCalls(
  {
    create: api.sportCreate,
    update: api.sportUpdate,
    publish: api.sportPublish,
    withdraw: api.sportWithdraw,
  },
  M.done,
);
export const saveSport = calls.save;
export const publishSport = calls.publish;
export const withdrawSport = calls.withdraw;
