// The receipt a payer uploaded, for staff deciding the payment: 查看转账凭证 opens it under the row
// (an image shown there; a PDF, which an <img> cannot draw, is left to the link, which opens it in
// a tab of its own). The file is served only to its uploader and to staff, never cached.
import { Box, Button, Image, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { membershipPaymentsApi } from '../../../contract/api/membership-payments';
import { routePath } from '../../../contract/api/route-path';
import { withBase } from '../../../lib/base-url';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

export function ReceiptFileView({ paymentId, payer }: { paymentId: number; payer: string }) {
  const [open, setOpen] = useState(false);
  const [notImage, setNotImage] = useState(false);
  const href = withBase(routePath(membershipPaymentsApi.receiptFile, { id: paymentId }));
  return (
    <Stack gap="2" mt="2">
      <Button
        minH="11"
        variant="outline"
        alignSelf="flex-start"
        aria-expanded={open}
        aria-label={M.viewReceiptFileOf(payer)}
        onClick={() => setOpen((was) => !was)}
      >
        {M.viewReceiptFile}
      </Button>
      {open && (
        <Box>
          {!notImage && (
            <Image
              src={href}
              alt={M.receiptImageOf(payer)}
              maxW="full"
              maxH="96"
              borderWidth="1px"
              borderRadius="l2"
              onError={() => setNotImage(true)}
            />
          )}
          <Link
            href={href}
            target="_blank"
            rel="noopener"
            minH="11"
            display="inline-flex"
            alignItems="center"
          >
            {notImage ? M.openReceiptPdf : M.openReceiptFile}
          </Link>
        </Box>
      )}
    </Stack>
  );
}
