// /admin/transfers: the transfers the new club has accepted, waiting for staff to approve or
// reject with a reason, then every other request with its state. A refusal (the window closed,
// the player on a roster of a competition under way) shows inside the dialog that asked.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { membershipEligibilityApi as api } from '../../../contract/api/membership-eligibility';
import { TRANSFER_STATUS_LABELS, type Transfer } from '../../../contract/membership-eligibility';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import { DataState } from '../../../theme/components/data-state';
import { DateText } from '../../../theme/components/date-text';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextAreaField } from '../../../theme/components/form-fields';
import { DialogButtons, DialogForm, FormDialog } from '../people/form-dialog';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { approveTransfer, rejectTransfer } from './transfer-calls';
import { TRANSFER_MESSAGES as M } from './transfer-messages';

function RejectForm({ transfer, close }: { transfer: Transfer; close: () => void }) {
  const form = useForm(
    {
      schema: () =>
        import('../../../contract/membership-eligibility').then((c) => c.rejectTransferBody),
    },
    { reason: '' },
  );
  return (
    <DialogForm
      onSubmit={() => {
        void form.submit(async ({ reason }) => {
          await rejectTransfer(transfer.id, reason);
          close();
        });
      }}
    >
      <TextAreaField label={M.rejectReason} name="reason" {...form.bind('reason')} />
      <Text color="fg.muted" fontSize="sm">
        {M.rejectHint}
      </Text>
      <FormRefusal refusal={form.refusal} />
      <DialogButtons
        submitLabel={M.reject}
        busy={form.submitting}
        cancelLabel={M.cancel}
        palette="red"
      />
    </DialogForm>
  );
}

function TransferRow({ transfer, onDone }: { transfer: Transfer; onDone: () => Promise<void> }) {
  const open = transfer.status === 'requested' || transfer.status === 'club_accepted';
  return (
    <Stack
      as="li"
      direction="row"
      justify="space-between"
      align="center"
      wrap="wrap"
      borderWidth="1px"
      borderRadius="l2"
      p="3"
    >
      <Box minW="0">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {transfer.userName} · {M.line(transfer.fromClubName, transfer.toClubName)}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {transfer.seasonYear} · {TRANSFER_STATUS_LABELS[transfer.status]} · {M.requestedAt}{' '}
          <DateText value={transfer.requestedAt} />
        </Text>
        {transfer.reason && (
          <Text color="fg.muted" fontSize="sm">
            {M.reason}：{transfer.reason}
          </Text>
        )}
      </Box>
      {open && (
        <Stack direction="row" gap="2">
          {transfer.status === 'club_accepted' && (
            <ConfirmDialog
              tone="brand"
              triggerName={`${M.approve} ${transfer.userName}`}
              triggerLabel={M.approve}
              title={M.approveTitle(transfer.userName)}
              description={M.approveText}
              confirmLabel={M.approve}
              onConfirm={() => approveTransfer(transfer.id)}
              onDone={onDone}
            />
          )}
          <FormDialog
            triggerLabel={M.reject}
            triggerName={`${M.reject} ${transfer.userName}`}
            triggerProps={{ colorPalette: 'red' }}
            title={M.rejectTitle(transfer.userName)}
          >
            {(close) => (
              <RejectForm
                transfer={transfer}
                close={() => {
                  close();
                  void onDone();
                }}
              />
            )}
          </FormDialog>
        </Stack>
      )}
    </Stack>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" id={id} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function TransfersPage() {
  const result = useApi(api.adminTransfers, {});
  const refresh = () => result.refresh();
  const all = result.data ?? [];
  const waiting = all.filter((t) => t.status === 'club_accepted');
  const others = all.filter((t) => t.status !== 'club_accepted');
  const list = (items: Transfer[]) => (
    <Stack as="ul" listStyleType="none" gap="3">
      {items.map((transfer) => (
        <TransferRow key={transfer.id} transfer={transfer} onDone={refresh} />
      ))}
    </Stack>
  );
  return (
    <Stack gap="8">
      <Part title={M.waiting}>
        <DataState result={result}>
          {() =>
            waiting.length === 0 ? <Text color="fg.muted">{M.noneWaiting}</Text> : list(waiting)
          }
        </DataState>
      </Part>
      {result.data && (
        <Part title={M.others}>
          {others.length === 0 ? <Text color="fg.muted">{M.noOthers}</Text> : list(others)}
        </Part>
      )}
    </Stack>
  );
}
