// Email through the mail server SMTP_URL names (nodemailer). An SMTP 5xx answer is a refusal that
// sending again will not change (permanent); a 4xx, a dropped connection or a timeout is retried.
// Neither the address nor the server's own words go into the reason: both may name the person.
import nodemailer, { type Transporter } from 'nodemailer';
import { DeliveryError } from '../delivery-error';
import { DELIVERY_MESSAGES as M } from '../delivery-messages';
import type { SmtpSettings } from '../delivery-env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

const TIMEOUT_MS = 10_000;

function reasonOf(error: unknown): DeliveryError {
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') {
    return responseCode >= 500
      ? new DeliveryError(M.mailRefused(responseCode), true)
      : new DeliveryError(M.mailBusy(responseCode), false);
  }
  return new DeliveryError(M.mailUnreachable(code ?? 'ERROR'), false);
}

export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const transport: Transporter = nodemailer.createTransport(
    {
      url: settings.url,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    },
    { from: settings.from },
  );
  return {
    async send(mail) {
      try {
        await transport.sendMail(mail);
      } catch (error) {
        throw reasonOf(error);
      }
    },
    close: () => transport.close(),
  };
}
