// The receipt a payer uploaded, for staff deciding the payment: 查看转账凭证 fetches it with the
// ticket (lib/api-file.ts; it is served only to its uploader and to staff, never cached) and shows
// an image under the row, or a link that opens a PDF in a tab of its own.
import { Box, Button, Image, Link, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { membershipPaymentsApi } from '../../../contract/api/membership-payments';
import { readApiFile } from '../../../lib/api-file';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

interface Shown {
  url: string;
  image: boolean;
}

export function ReceiptFileView({ paymentId, payer }: { paymentId: number; payer: string }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const { refusal, run } = useSubmitRefusal();
  // The object URL holds the file in memory until it is let go.
  useEffect(() => () => void (shown && URL.revokeObjectURL(shown.url)), [shown]);
  const toggle = () => {
    if (shown) return setShown(null);
    void run(async () => {
      const { blob } = await readApiFile(membershipPaymentsApi.receiptFile, { id: paymentId });
      setShown({ url: URL.createObjectURL(blob), image: blob.type.startsWith('image/') });
    });
  };
  return (
    <Stack gap="2" mt="2">
      <Button
        minH="11"
        variant="outline"
        alignSelf="flex-start"
        aria-expanded={shown !== null}
        aria-label={M.viewReceiptFileOf(payer)}
        onClick={toggle}
      >
        {M.viewReceiptFile}
      </Button>
      <FormRefusal refusal={refusal} />
      {shown && (
        <Box>
          {shown.image ? (
            <Image
              src={shown.url}
              alt={M.receiptImageOf(payer)}
              maxW="full"
              maxH="96"
              borderWidth="1px"
              borderRadius="l2"
            />
          ) : (
            <Link
              href={shown.url}
              target="_blank"
              rel="noopener"
              minH="11"
              display="inline-flex"
              alignItems="center"
            >
              {M.openReceiptPdf}
            </Link>
          )}
        </Box>
      )}
    </Stack>
  );
}
