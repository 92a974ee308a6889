// The payer's one write: the transfer's receipt sent as raw bytes with what it pays for. Sent as
// application/octet-stream whatever the browser thinks the file is: the server judges the bytes.
import { membershipPaymentsApi } from '../../../contract/api/membership-payments';
import { RECEIPT_MAX_BYTES, receiptMessages } from '../../../contract/membership-payments';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/notify';

/** A 5 MB receipt on a slow line takes longer than the client's usual 30 s. */
const UPLOAD_TIMEOUT_MS = 2 * 60_000;

export async function submitTransfer(registrationIds: number[], amountFen: number, file: File) {
  if (file.size > RECEIPT_MAX_BYTES) {
    throw new ApiError('business', receiptMessages.tooLarge, { code: 1001 });
  }
  const answer = await callApi(
    membershipPaymentsApi.submitTransfer,
    {
      query: { registrationIds: registrationIds.join(','), amountFen, fileName: file.name },
      body: new Blob([file], { type: 'application/octet-stream' }),
    },
    { timeout: UPLOAD_TIMEOUT_MS },
  );
  toast.success('转账凭证已提交，等待协会确认');
  return answer;
}
