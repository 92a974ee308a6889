// /admin/season-registrations: every registration by season, state and kind. 通过 makes a free
// registration 有效 (one with a fee becomes 有效 when its payment is confirmed); 驳回 asks for the
// reason the member reads on their 年度注册 page; 现场缴费 records money taken in person for one
// 待缴费 (payments/in-person-form.tsx).
import { Stack, Text } from '@chakra-ui/react';
import { adminMembershipSeasonApi as api } from '../../../contract/api/admin-membership-season';
import type { AdminRegistration } from '../../../contract/membership-season';
import {
  KIND_LABELS,
  REGISTRATION_KINDS,
  STATUS_LABELS,
  STORED_STATUSES,
} from '../../../contract/rules/season-registration';
import { useApi } from '../../../lib/api-read';
import { InPersonPaymentButton } from '../payments/in-person-form';
import { FormDialog } from '../people/form-dialog';
import { ReasonDialogForm } from '../people/reason-dialog-form';
import { AdminListPage, type AdminColumn } from '../shell/admin-list-page';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { approveRegistration, rejectRegistration } from './season-calls';
import { SEASON_MESSAGES as M } from './season-messages';

const COLUMNS: AdminColumn<AdminRegistration>[] = [
  { key: 'name', label: M.columns.name, render: (r) => r.name },
  { key: 'kind', label: M.columns.kind, render: (r) => `${r.year} · ${KIND_LABELS[r.kind]}` },
  {
    key: 'status',
    label: M.columns.status,
    render: (r) => (
      <Stack gap="0.5">
        <Text>{r.statusLabel}</Text>
        {r.rejectReason && (
          <Text color="fg.muted" fontSize="xs">
            {M.rejectReason}：{r.rejectReason}
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'fee', label: M.columns.fee, render: (r) => M.yuan(r.feeFen) },
  { key: 'phone', label: M.columns.phone, render: (r) => r.phone ?? '' },
  {
    key: 'guardian',
    label: M.columns.guardian,
    render: (r) =>
      r.guardian ? `${r.guardian.name}（${r.guardian.relation}）${r.guardian.phone}` : '',
  },
];

export function RegistrationsPage() {
  const seasons = useApi(api.seasons, {});
  const filters = [
    {
      name: 'seasonId',
      label: M.columns.year,
      options: (seasons.data ?? []).map((s) => ({ value: String(s.id), label: String(s.year) })),
    },
    {
      name: 'status',
      label: M.columns.status,
      options: STORED_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    },
    {
      name: 'kind',
      label: M.columns.kind,
      options: REGISTRATION_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
    },
  ];
  return (
    <AdminListPage
      route={api.registrations}
      searchLabel={M.search}
      filters={filters}
      columns={COLUMNS}
      rowKey={(r) => r.id}
      empty={M.noRegistrations}
      actions={(r) => (
        <>
          {r.status === 'awaiting_payment' && (
            <InPersonPaymentButton
              registration={{
                id: r.id,
                name: r.name,
                item: `${r.year}年度 ${KIND_LABELS[r.kind]}`,
                feeFen: r.feeFen,
              }}
            />
          )}
          {r.status === 'awaiting_review' && r.feeFen === 0 && (
            <ConfirmDialog
              tone="brand"
              triggerName={`${M.approve} ${r.name}`}
              triggerLabel={M.approve}
              title={M.approveTitle(r.name)}
              description={M.approveText}
              confirmLabel={M.approve}
              onConfirm={() => approveRegistration(r.id)}
            />
          )}
          {r.status !== 'rejected' && r.status !== 'expired' && (
            <FormDialog
              triggerLabel={M.reject}
              triggerName={`${M.reject} ${r.name}`}
              triggerProps={{ colorPalette: 'red' }}
              title={M.rejectTitle(r.name)}
            >
              {(close) => (
                <ReasonDialogForm
                  schema={() =>
                    import('../../../contract/membership-season').then(
                      (c) => c.rejectRegistrationBody,
                    )
                  }
                  label={M.rejectReason}
                  hint={M.rejectHint}
                  submitLabel={M.reject}
                  cancelLabel={M.cancel}
                  onSubmit={(reason) => rejectRegistration(r.id, reason)}
                  close={close}
                />
              )}
            </FormDialog>
          )}
        </>
      )}
    />
  );
}
