// The payer's payments, newest first: each one's state, what it covers (and each registration's
// own state: 有效, or 待审核 with what it still waits for), a refusal's reason, and the receipt.
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paymentLabels, yuan, type Payment } from '../../../contract/membership-payments';
import { formatDate } from '../../../theme/components/date-format';
import { PaymentStatusBadge } from '../../../theme/components/payment-status-badge';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

function PaymentCard({ payment }: { payment: Payment }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3" data-testid={`payment-${payment.id}`}>
      <Flex justify="space-between" gap="2" wrap="wrap" align="center">
        <Text fontWeight="semibold">
          {payment.seasonYear}年度 · {paymentLabels.method[payment.method]} ·{' '}
          {yuan(payment.amountFen)}
        </Text>
        <PaymentStatusBadge status={payment.status} />
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {formatDate(payment.createdAt, 'datetime')}
        {payment.receiptNumber && ` · ${M.receiptNumber(payment.receiptNumber)}`}
      </Text>
      <Stack as="ul" listStyleType="none" gap="1" mt="2" fontSize="sm">
        {payment.items.map((item) => (
          <li key={item.registrationId}>
            {paymentLabels.kind[item.kind]} · {item.name}：
            <strong>{paymentLabels.registration[item.status]}</strong>
            {item.waitingFor && `（${item.waitingFor}）`}
          </li>
        ))}
      </Stack>
      {payment.refuseReason && (
        <Text fontSize="sm" color="fg.error" mt="1">
          {M.refusedBecause(payment.refuseReason)}
        </Text>
      )}
      {payment.status === 'confirmed' && (
        <Button asChild size="sm" variant="outline" minH="11" mt="2">
          <RouterLink to={`/user/payments/receipt/${payment.id}`}>{M.viewReceipt}</RouterLink>
        </Button>
      )}
    </Box>
  );
}

export function PaymentHistory({ payments }: { payments: Payment[] }) {
  if (payments.length === 0) return <Text color="fg.muted">{M.noHistory}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {payments.map((payment) => (
        <PaymentCard key={payment.id} payment={payment} />
      ))}
    </Stack>
  );
}
