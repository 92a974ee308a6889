// The console's payments (docs/membership.md, "Payments"): the treasurer's list, confirming or
// refusing a transfer, money taken in person, and the account transfers go to. HTTP only: the work
// is in server/domain/membership/payments/, each write in one transaction with its audit row.
import type { FastifyInstance } from 'fastify';
import { adminPaymentsApi } from '../../../../src/contract/api/admin-payments';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { localDateString } from '../../../db/local-date';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { readBankAccount, saveBankAccount } from '../../../domain/membership/payments/bank-account';
import { confirmPayment, refusePayment } from '../../../domain/membership/payments/decide-payment';
import { paymentMessages } from '../../../domain/membership/payments/payment-messages';
import { listPayments, readPaymentView } from '../../../domain/membership/payments/payment-queries';
import { inPersonWay } from '../../../domain/membership/payments/payment-way';
import { recordPayment } from '../../../domain/membership/payments/record-payment';

export async function adminPaymentRoutes(app: FastifyInstance): Promise<void> {
  const staffOnly = signedIn('staff');
  const today = () => localDateString(new Date(app.now()));

  await serve(app, adminPaymentsApi.list, {
    config: staffOnly,
    handler: async (request) => ok({ list: await listPayments(app.db, request.query, today()) }),
  });

  await serve(app, adminPaymentsApi.confirm, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const { id } = request.params;
      await confirmPayment(app.db, staff, id, app.now(), today());
      return ok(await readPaymentView(app.db, id, today()), paymentMessages.confirmed);
    },
  });

  await serve(app, adminPaymentsApi.refuse, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const { id } = request.params;
      await refusePayment(app.db, staff, id, request.body.reason, app.now());
      return ok(await readPaymentView(app.db, id, today()), paymentMessages.refused);
    },
  });

  await serve(app, adminPaymentsApi.inPerson, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const id = await recordPayment(app.db, inPersonWay, staff, request.body, app, today());
      return ok(await readPaymentView(app.db, id, today()), paymentMessages.recorded);
    },
  });

  await serve(app, adminPaymentsApi.bankAccount, {
    config: staffOnly,
    handler: async () => ok(await readBankAccount(app.db)),
  });

  await serve(app, adminPaymentsApi.saveBankAccount, {
    config: staffOnly,
    handler: async (request) =>
      ok(
        await saveBankAccount(app.db, requireUser(request, 'staff'), request.body, app.now()),
        paymentMessages.bankAccountSaved,
      ),
  });
}
