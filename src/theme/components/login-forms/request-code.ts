// Asks the server for a check code (through the page's `send`, so the theme makes no API call of
// its own) and says how long the button must wait: a full minute after a code was sent, or what
// the server's rate limit still asks for (its data, not its text). Any other refusal (the phone
// is not registered…) is thrown for the form to show.
import type { SmsScene } from '../../../contract/account';
import { isApiError } from '../../../lib/api-error';
import { RESEND_SECONDS } from '../../../lib/auth/use-countdown';
import { toast } from '../../../lib/notify';
import { LOGIN_TEXT } from './login-messages';

const RATE_LIMITED = 1029;

/** Sends a check code to the phone for the scene (the account calls' `sendCheckCode`). */
export type SendCode = (phone: string, scene: SmsScene) => Promise<unknown>;

function retryAfter(error: unknown): number {
  if (!isApiError(error) || error.code !== RATE_LIMITED) return 0;
  const data = error.data as { retryAfterSeconds?: unknown } | null | undefined;
  return typeof data?.retryAfterSeconds === 'number' ? data.retryAfterSeconds : 0;
}

export async function requestCode(send: SendCode, phone: string, scene: SmsScene): Promise<number> {
  try {
    await send(phone, scene);
    toast.success(LOGIN_TEXT.codeSent);
    return RESEND_SECONDS;
  } catch (error) {
    // 「请 45 秒后再试」: the button counts those seconds down.
    const wait = retryAfter(error);
    if (wait > 0) return wait;
    throw error;
  }
}
