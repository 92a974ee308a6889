// A payer's fees (docs/membership.md, "Payments"): what they owe and where to send it, the
// transfer's receipt sent as raw bytes (only this plugin reads application/octet-stream, up to the
// receipt's limit), and the receipt read back by its owner or staff. HTTP only: the work is in
// server/domain/membership/payments/.
import type { FastifyInstance } from 'fastify';
import { membershipPaymentsApi } from '../../../src/contract/api/membership-payments';
import { RECEIPT_MAX_BYTES, receiptMessages } from '../../../src/contract/membership-payments';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { localDateString } from '../../db/local-date';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { readBankAccount } from '../../domain/membership/payments/bank-account';
import { paymentMessages } from '../../domain/membership/payments/payment-messages';
import {
  listPayments,
  payableItem,
  readPaymentView,
} from '../../domain/membership/payments/payment-queries';
import { transferWay } from '../../domain/membership/payments/payment-way';
import { readReceiptFile, receiptType } from '../../domain/membership/payments/receipt-file';
import { recordPayment } from '../../domain/membership/payments/record-payment';
import {
  payableIdsOf,
  readRegistrationFacts,
} from '../../domain/membership/payments/registration-facts';

export async function membershipPaymentRoutes(app: FastifyInstance): Promise<void> {
  const today = () => localDateString(new Date(app.now()));
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: RECEIPT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.addHook('preParsing', async (request, reply, payload) => {
    if (Number(request.headers['content-length']) > RECEIPT_MAX_BYTES) {
      reply.header('connection', 'close');
      throw new BusinessError(receiptMessages.tooLarge, ErrorCode.validation);
    }
    return payload;
  });

  await serve(app, membershipPaymentsApi.mine, {
    config: signedIn(),
    handler: async (request) => {
      const user = requireUser(request);
      const ids = await payableIdsOf(app.db, user.id, 'awaiting_payment');
      const facts = await readRegistrationFacts(app.db, ids);
      return ok({
        bankAccount: await readBankAccount(app.db),
        payable: facts
          .map((fact) => payableItem(fact, today()))
          .filter((item) => item.status === 'awaiting_payment'),
        payments: await listPayments(app.db, { concerning: user.id }, today()),
      });
    },
  });

  await serve(app, membershipPaymentsApi.submitTransfer, {
    config: signedIn(),
    handler: async (request) => {
      const user = requireUser(request);
      const { registrationIds, amountFen, fileName } = request.query;
      // The body schema let through only non-empty bytes; on the server they are a Buffer.
      const bytes = request.body as Buffer;
      const mime = await receiptType(bytes);
      const id = await recordPayment(
        app.db,
        transferWay,
        user,
        { registrationIds, amountFen, receipt: { bytes, fileName, mime } },
        app,
        today(),
      );
      return ok(await readPaymentView(app.db, id, today()), paymentMessages.submitted);
    },
  });

  await serve(app, membershipPaymentsApi.receiptFile, {
    config: signedIn(),
    handler: async (request, reply) => {
      const file = await readReceiptFile(app.db, requireUser(request), request.params.id);
      const disposition = file.mime.startsWith('image/')
        ? contentDisposition(file.fileName).replace(/^attachment;/, 'inline;')
        : contentDisposition(file.fileName);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', disposition)
        .type(file.mime)
        .send(file.bytes);
    },
  });
}
