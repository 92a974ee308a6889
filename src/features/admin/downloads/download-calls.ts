// The download pages' writes (features/admin/shell/life-cycle-calls.ts).
import { adminDownloadsApi as api } from '../../../contract/api/admin-downloads';
import { lifeCycleCalls, pinCall } from '../shell/life-cycle-calls';
import { DOWNLOADS_MESSAGES as M } from './downloads-messages';

const calls = lifeCycleCalls(api, M.done);
export const saveDownload = calls.save;
export const publishDownload = calls.publish;
export const withdrawDownload = calls.withdraw;
export const pinDownload = pinCall(api.pin, M.done);
