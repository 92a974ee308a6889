// The 会员与俱乐部 pages' writes, by the route table. Each confirms with a toast; refusals are shown
// next to the form or dialog that asked (useSubmitRefusal), so they are thrown on.
import type {
  AdminMember,
  AdminMemberDetail,
  CertificateBody,
  CreateAccountBody,
} from '../../../contract/admin-people';
import type { UserType } from '../../../contract/account';
import { adminPeopleApi } from '../../../contract/api/admin-people';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { PEOPLE_MESSAGES as M } from './people-messages';

const confirmed = <T>(answer: T, message: string): T => {
  toast.success(message);
  return answer;
};

export const approveClub = async (id: number) =>
  confirmed(await callApi(adminPeopleApi.approveClub, { params: { id } }), M.approved);

export const rejectClub = async (id: number, reason: string) =>
  confirmed(
    await callApi(adminPeopleApi.rejectClub, { params: { id }, body: { reason } }),
    M.rejected,
  );

export const setDisabled = async (id: number, disabled: boolean): Promise<AdminMember> => {
  const route = disabled ? adminPeopleApi.disable : adminPeopleApi.enable;
  const answer = await callApi(route, { params: { id } });
  return confirmed(answer, disabled ? M.disableDone : M.enableDone);
};

/** Answers the temporary password, to be shown once. */
export const resetPassword = async (id: number, password: string): Promise<string> => {
  const body = password === '' ? {} : { password };
  const { temporaryPassword } = await callApi(adminPeopleApi.resetPassword, {
    params: { id },
    body,
  });
  return temporaryPassword;
};

export const changeType = async (id: number, type: UserType) =>
  confirmed(
    await callApi(adminPeopleApi.changeType, { params: { id }, body: { type } }),
    M.typeChanged,
  );

export const grantCertificate = async (
  userId: number,
  body: CertificateBody,
): Promise<AdminMemberDetail> =>
  confirmed(
    await callApi(adminPeopleApi.grantCertificate, { params: { id: userId }, body }),
    M.granted,
  );

export const changeCertificate = async (
  id: number,
  body: CertificateBody,
): Promise<AdminMemberDetail> =>
  confirmed(await callApi(adminPeopleApi.changeCertificate, { params: { id }, body }), M.changed);

export const revokeCertificate = async (id: number): Promise<AdminMemberDetail> =>
  confirmed(await callApi(adminPeopleApi.revokeCertificate, { params: { id } }), M.revoked);

export const createAccount = async (body: CreateAccountBody): Promise<AdminMember> =>
  confirmed(await callApi(adminPeopleApi.createAccount, { body }), M.created);
