// /user/payments (我的缴费): the registrations 待缴费 the person (or a club's contact, for the club
// and its members) may pay, the association's account, the receipt's upload, and what was sent.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { membershipPaymentsApi } from '../../../contract/api/membership-payments';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { PageShell } from '../../../theme/components/page-shell';
import { BankAccountBox } from './bank-account-box';
import { PayForm } from './pay-form';
import { PaymentHistory } from './payment-history';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

export function PaymentsPage() {
  const result = useApi(membershipPaymentsApi.mine, {});
  return (
    <PageShell>
      <DataState result={result}>
        {(mine) => (
          <Stack gap="5" maxW="2xl">
            {mine.payable.length > 0 ? (
              <>
                <BankAccountBox account={mine.bankAccount} />
                {/* A new list (after a payment) starts the form afresh. */}
                <PayForm
                  key={mine.payable.map((item) => item.registrationId).join()}
                  payable={mine.payable}
                />
              </>
            ) : (
              <Text color="fg.muted">{M.noDue}</Text>
            )}
            <Stack gap="3" as="section" aria-labelledby="payments-history">
              <Heading as="h2" size="md" id="payments-history">
                {M.history}
              </Heading>
              <PaymentHistory payments={mine.payments} />
            </Stack>
          </Stack>
        )}
      </DataState>
    </PageShell>
  );
}
