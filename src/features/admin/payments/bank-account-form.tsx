// 协会收款账户: the account payers see beside the amount they owe (户名, 开户行, 账号).
import { Button, Heading, Stack } from '@chakra-ui/react';
import type { BankAccount } from '../../../contract/membership-payments';
import { useForm } from '../../../lib/forms/use-form';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextField } from '../../../theme/components/form-fields';
import { saveBankAccount } from './payment-calls';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

export function BankAccountForm({ account }: { account: BankAccount | null }) {
  const form = useForm(
    {
      schema: () =>
        import('../../../contract/membership-payments').then((c) => c.bankAccountSchema),
    },
    {
      accountName: account?.accountName ?? '',
      bankName: account?.bankName ?? '',
      accountNumber: account?.accountNumber ?? '',
    },
  );
  return (
    <Stack as="section" aria-labelledby="bank-account" gap="3" maxW="md">
      <Heading as="h2" size="sm" id="bank-account">
        {M.bankTitle}
      </Heading>
      <TextField label={M.accountName} name="accountName" {...form.bind('accountName')} required />
      <TextField label={M.bankName} name="bankName" {...form.bind('bankName')} required />
      <TextField
        label={M.accountNumber}
        name="accountNumber"
        {...form.bind('accountNumber')}
        required
      />
      <FormRefusal refusal={form.refusal} />
      <Button
        alignSelf="flex-start"
        minH="11"
        colorPalette="brand"
        loading={form.submitting}
        onClick={() => void form.submit(async (values) => void (await saveBankAccount(values)))}
      >
        {M.saveBank}
      </Button>
    </Stack>
  );
}
