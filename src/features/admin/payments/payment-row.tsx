// One payment in the treasurer's list: who paid what and how, its state, and for a transfer still
// 待确认 the two decisions: 确认收款 (in a dialog) and 退回 with its reason; the uploaded receipt
// can be opened to check it against the amount.
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { paymentLabels, yuan, type Payment } from '../../../contract/membership-payments';
import { useForm } from '../../../lib/forms/use-form';
import { formatDate } from '../../../theme/components/date-format';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { PaymentStatusBadge } from '../../../theme/components/payment-status-badge';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { ReasonAction } from '../shell/reason-action';
import { confirmPayment, refusePayment } from './payment-calls';
import { ReceiptFileView } from './receipt-file-view';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

function RefuseForm({ id }: { id: number }) {
  const form = useForm(
    {
      schema: () => import('../../../contract/membership-payments').then((c) => c.refuseBody),
    },
    { reason: '' },
  );
  return (
    <Stack gap="2" mt="2">
      <ReasonAction
        label={M.refuseReason}
        form={form}
        actionLabel={M.refuse}
        palette="red"
        onAct={() => void form.submit(async ({ reason }) => void (await refusePayment(id, reason)))}
      />
      <FormRefusal refusal={form.refusal} />
    </Stack>
  );
}

export function PaymentRow({ payment }: { payment: Payment }) {
  const [refusing, setRefusing] = useState(false);
  const payer = payment.clubName
    ? `${payment.payerName}（${payment.clubName}）`
    : payment.payerName;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="l2"
      p="3"
      bg="bg"
      data-testid={`payment-${payment.id}`}
    >
      <Flex justify="space-between" gap="2" wrap="wrap" align="center">
        <Text fontWeight="semibold">
          {payer} · {yuan(payment.amountFen)}
        </Text>
        <PaymentStatusBadge status={payment.status} />
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {payment.seasonYear}年度 · {paymentLabels.method[payment.method]} ·{' '}
        {formatDate(payment.createdAt, 'datetime')}
        {payment.receiptNumber && ` · ${M.receiptNumber} ${payment.receiptNumber}`}
        {payment.hasReceiptFile && ` · ${M.receiptFile}`}
      </Text>
      <Text fontSize="sm">
        {payment.items
          .map((item) => `${paymentLabels.kind[item.kind]}·${item.name}（${yuan(item.amountFen)}）`)
          .join('；')}
      </Text>
      {payment.hasReceiptFile && <ReceiptFileView paymentId={payment.id} payer={payer} />}
      {payment.refuseReason && (
        <Text fontSize="sm" color="fg.error">
          {M.refusedBecause(payment.refuseReason)}
        </Text>
      )}
      {payment.status === 'submitted' && (
        <Flex gap="2" mt="2" wrap="wrap">
          <ConfirmDialog
            triggerLabel={M.confirm}
            triggerName={`${M.confirm}：${payer}`}
            title={M.confirmTitle}
            description={M.confirmText(yuan(payment.amountFen), payer)}
            confirmLabel={M.confirm}
            tone="brand"
            onConfirm={() => confirmPayment(payment.id)}
          />
          <Button minH="11" variant="outline" onClick={() => setRefusing((open) => !open)}>
            {M.refuse}
          </Button>
        </Flex>
      )}
      {refusing && payment.status === 'submitted' && <RefuseForm id={payment.id} />}
    </Box>
  );
}
