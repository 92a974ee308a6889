// /user/payments/receipt/:id (收据): a confirmed payment's receipt as a page to print, with its
// number, what it paid for and who took it. Read from the payer's own payments, so nobody else's
// receipt can be opened here. It prints as the receipt alone (the browser's 存为 PDF makes the PDF:
// docs/membership.md, "The receipt as PDF").
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { membershipPaymentsApi } from '../../../contract/api/membership-payments';
import { paymentLabels, yuan, type Payment } from '../../../contract/membership-payments';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { PageShell } from '../../../theme/components/page-shell';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

/** Printed: only the receipt, black on white, without the site around it. */
const PRINT_STYLES = {
  '@media print': {
    'header, nav, footer, [data-print-hidden], [data-scope="toast"]': {
      display: 'none !important',
    },
    body: { background: 'white' },
    main: { padding: '0 !important' },
  },
};

function Receipt({ payment }: { payment: Payment }) {
  const facts: [string, string][] = [
    [M.payer, payment.clubName ? `${payment.payerName}（${payment.clubName}）` : payment.payerName],
    [M.method, paymentLabels.method[payment.method]],
    [M.paidOn, payment.paidOn ?? ''],
    [M.amount, yuan(payment.amountFen)],
    [M.decidedBy, payment.decidedByName ?? ''],
  ];
  return (
    <Box borderWidth="2px" borderRadius="l2" p={{ base: '4', md: '8' }} bg="bg" maxW="2xl">
      <Heading as="h2" size="xl" textAlign="center">
        {M.receiptTitle}
      </Heading>
      <Text textAlign="center" fontFamily="mono" mb="4">
        No. {payment.receiptNumber}
      </Text>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
        {facts.map(([label, value]) => (
          <Box key={label} display="contents">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      <Box as="table" w="full" mt="4" fontSize="sm" borderTopWidth="1px">
        <thead>
          <tr>
            <Box as="th" textAlign="start" py="1">
              {M.receiptFor}
            </Box>
            <Box as="th" textAlign="end" py="1">
              {M.amount}
            </Box>
          </tr>
        </thead>
        <tbody>
          {payment.items.map((item) => (
            <Box as="tr" key={item.registrationId} borderTopWidth="1px">
              <Box as="td" py="1">
                {payment.seasonYear}年度{paymentLabels.kind[item.kind]}会费 · {item.name}
              </Box>
              <Box as="td" py="1" textAlign="end" whiteSpace="nowrap">
                {yuan(item.amountFen)}
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
      <Text mt="6" textAlign="end">
        {M.issuer}：{M.association}
      </Text>
    </Box>
  );
}

export function ReceiptPage() {
  const id = Number(useParams().id);
  const result = useApi(membershipPaymentsApi.mine, {});
  return (
    <PageShell>
      <DataState result={result}>
        {(mine) => {
          const payment = mine.payments.find((p) => p.id === id && p.status === 'confirmed');
          return (
            <Stack gap="4" css={PRINT_STYLES}>
              {payment ? <Receipt payment={payment} /> : <Text>{M.receiptMissing}</Text>}
              <Stack direction="row" gap="3" data-print-hidden>
                {payment && (
                  <Button minH="11" colorPalette="brand" onClick={() => window.print()}>
                    {M.print}
                  </Button>
                )}
                <Button asChild minH="11" variant="outline">
                  <RouterLink to="/user/payments">{M.back}</RouterLink>
                </Button>
              </Stack>
            </Stack>
          );
        }}
      </DataState>
    </PageShell>
  );
}
