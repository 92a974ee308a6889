// What the payer owes, chosen by registration, and the transfer's receipt sent for the sum.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  paymentLabels,
  receiptMessages,
  yuan,
  type PayableItem,
} from '../../../contract/membership-payments';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { submitTransfer } from './payment-calls';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

export function PayForm({ payable }: { payable: PayableItem[] }) {
  const [chosen, setChosen] = useState<number[]>(() => payable.map((item) => item.registrationId));
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitRefusal([chosen, file]);
  const total = payable
    .filter((item) => chosen.includes(item.registrationId))
    .reduce((sum, item) => sum + item.amountFen, 0);

  const toggle = (id: number) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  const send = async () => {
    setProblem(null);
    if (chosen.length === 0) return setProblem(M.chooseOne);
    if (!file) return setProblem(M.chooseFile);
    setSending(true);
    await submit.run(() => submitTransfer(chosen, total, file));
    setSending(false);
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="payments-due">
      <Heading as="h2" size="md" id="payments-due">
        {M.due}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {M.chooseHint}
      </Text>
      <Stack as="ul" listStyleType="none" gap="2">
        {payable.map((item) => (
          <Box as="li" key={item.registrationId} borderWidth="1px" borderRadius="l2" p="3">
            <label style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
              <input
                type="checkbox"
                checked={chosen.includes(item.registrationId)}
                onChange={() => toggle(item.registrationId)}
                style={{ width: '1.25rem', height: '1.25rem' }}
              />
              <span>
                {item.seasonYear}年度 · {paymentLabels.kind[item.kind]} · {item.name} ·{' '}
                <strong>{yuan(item.amountFen)}</strong>
              </span>
            </label>
          </Box>
        ))}
      </Stack>
      <Text fontWeight="semibold">{M.total(yuan(total))}</Text>
      <Box>
        <Box asChild fontSize="sm" display="block" mb="1">
          <label htmlFor="receipt-file">{M.receiptFile}</label>
        </Box>
        <input
          id="receipt-file"
          type="file"
          accept="image/png,image/jpeg,image/webp,application/pdf"
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          style={{ maxWidth: '100%' }}
        />
        <Text fontSize="xs" color="fg.muted">
          {receiptMessages.hint}
        </Text>
      </Box>
      {problem && (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      )}
      <FormRefusal refusal={submit.refusal} />
      <Button
        alignSelf="flex-start"
        minH="11"
        colorPalette="brand"
        loading={sending}
        onClick={send}
      >
        {M.submit}
      </Button>
    </Stack>
  );
}
