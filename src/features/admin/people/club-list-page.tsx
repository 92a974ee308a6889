// /admin/clubs: club registrations, pending ones first. 通过 approves after a question; 驳回 asks
// for the reason the contact will read in 俱乐部中心.
import { Stack, Text } from '@chakra-ui/react';
import type { AdminClub } from '../../../contract/admin-people';
import { adminPeopleApi } from '../../../contract/api/admin-people';
import { formatDate } from '../../../theme/components/date-format';
import { AdminListPage, type AdminColumn } from '../shell/admin-list-page';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { FormDialog } from './form-dialog';
import { ReasonDialogForm } from './reason-dialog-form';
import { approveClub, rejectClub } from './people-calls';
import { PEOPLE_MESSAGES as M } from './people-messages';

const FILTERS = [
  {
    name: 'status',
    label: M.columns.status,
    options: (['pending', 'approved', 'rejected'] as const).map((value) => ({
      value,
      label: M.clubStatus[value],
    })),
  },
];

const COLUMNS: AdminColumn<AdminClub>[] = [
  { key: 'name', label: M.columns.name, render: (club) => club.name },
  {
    key: 'place',
    label: `${M.columns.division} / ${M.columns.city}`,
    render: (club) => `${M.division[club.division]} · ${club.city}`,
  },
  {
    key: 'contact',
    label: M.columns.contact,
    render: (club) => (club.contact ? `${club.contact.name} ${club.contact.phone}` : M.none),
  },
  {
    key: 'status',
    label: M.columns.status,
    render: (club) => (
      <Stack gap="0.5">
        <Text fontWeight={club.status === 'pending' ? 'semibold' : undefined}>
          {M.clubStatus[club.status]}
        </Text>
        {club.rejectReason && (
          <Text color="fg.muted" fontSize="xs">
            {M.columns.reason}：{club.rejectReason}
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'createdAt', label: M.columns.createdAt, render: (club) => formatDate(club.createdAt) },
];

export function ClubListPage() {
  return (
    <AdminListPage
      route={adminPeopleApi.clubs}
      searchLabel={M.clubSearch}
      filters={FILTERS}
      columns={COLUMNS}
      rowKey={(club) => club.id}
      empty={M.noClubs}
      actions={(club) =>
        club.status === 'approved' ? null : (
          <>
            <ConfirmDialog
              tone="brand"
              triggerName={`${M.approve} ${club.name}`}
              triggerLabel={M.approve}
              title={M.approveTitle(club.name)}
              description={M.approveText}
              confirmLabel={M.approve}
              onConfirm={() => approveClub(club.id)}
            />
            {club.status === 'pending' && (
              <FormDialog
                triggerLabel={M.reject}
                triggerName={`${M.reject} ${club.name}`}
                triggerProps={{ colorPalette: 'red' }}
                title={M.rejectTitle(club.name)}
              >
                {(close) => (
                  <ReasonDialogForm
                    schema={() =>
                      import('../../../contract/admin-people').then((c) => c.rejectClubBody)
                    }
                    label={M.rejectReason}
                    hint={M.rejectHint}
                    submitLabel={M.reject}
                    cancelLabel={M.cancel}
                    onSubmit={(reason) => rejectClub(club.id, reason)}
                    close={close}
                  />
                )}
              </FormDialog>
            )}
          </>
        )
      }
    />
  );
}
