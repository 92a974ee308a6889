// The association's account a transfer goes to, as the payer copies it into their bank's app.
import { Box, Heading, Text } from '@chakra-ui/react';
import type { BankAccount } from '../../../contract/membership-payments';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

export function BankAccountBox({ account }: { account: BankAccount | null }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
      <Heading as="h2" size="sm" mb="2">
        {M.bankTitle}
      </Heading>
      {account ? (
        <Box as="dl" fontSize="sm" display="grid" gridTemplateColumns="auto 1fr" columnGap="3">
          <dt>{M.accountName}</dt>
          <dd>{account.accountName}</dd>
          <dt>{M.bankName}</dt>
          <dd>{account.bankName}</dd>
          <dt>{M.accountNumber}</dt>
          <Box as="dd" fontFamily="mono" wordBreak="break-all">
            {account.accountNumber}
          </Box>
        </Box>
      ) : (
        <Text fontSize="sm">{M.noBank}</Text>
      )}
    </Box>
  );
}
