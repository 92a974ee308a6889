// The training pages' writes (features/admin/shell/life-cycle-calls.ts).
import { adminTrainingsApi as api } from '../../../contract/api/admin-trainings';
import { lifeCycleCalls, pinCall } from '../shell/life-cycle-calls';
import { TRAININGS_MESSAGES as M } from './trainings-messages';

const calls = lifeCycleCalls(api, M.done);
export const saveTraining = calls.save;
export const publishTraining = calls.publish;
export const withdrawTraining = calls.withdraw;
export const pinTraining = pinCall(api.pin, M.done);
