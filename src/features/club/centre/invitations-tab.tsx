// Invite a registered player by phone (with an optional number), and the invitations that still
// wait for the player's answer.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { clubApi } from '../../../contract/api/club';
import type { ClubMember } from '../../../contract/club';
import { callApi } from '../../../lib/api-client';
import { useForm } from '../../../lib/forms/use-form';
import { toast } from '../../../lib/notify';
import { useAccountApi } from '../../../lib/auth/use-account-data';
import { DataState } from '../../../theme/components/data-state';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextField } from '../../../theme/components/form-fields';
import { TEXT } from '../messages';
import { MEMBER_COLUMNS } from './members-tab';
import { useOfflineRefusal } from './offline-refusal';
import { RosterTable } from './roster-table';
import { TabSection } from './tab-section';

type InviteField = 'phone' | 'number';

const inviteBody = ({ phone, number }: Record<InviteField, string>) => ({
  phone,
  number: number === '' ? null : Number(number),
});

const INVITE_RULES = {
  schema: () => import('../../../contract/club').then((contract) => contract.inviteBody),
  body: inviteBody,
};

export function InvitationsTab({ approved }: { approved: boolean }) {
  const pending = useAccountApi(clubApi.invitations, {});
  const form = useForm(INVITE_RULES, { phone: '', number: '' });
  const { setValue, bind } = form;
  const offline = useOfflineRefusal(TEXT.offlineInvite);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async (fields) => {
      const { phone, number } = inviteBody(fields);
      await offline.send(() => callApi(clubApi.invite, { body: { phone, number } }));
      toast.success(TEXT.invited);
      setValue('phone', '');
      setValue('number', '');
      await pending.refresh();
    });
  };

  return (
    <Stack gap="6">
      {approved && (
        <TabSection title={TEXT.invite}>
          <Stack asChild gap="4" maxW="md">
            <form onSubmit={onSubmit} noValidate>
              <Text color="fg.muted">{TEXT.inviteIntro}</Text>
              <TextField
                label={TEXT.invitePhone}
                name="phone"
                type="tel"
                inputMode="numeric"
                required
                {...bind('phone')}
              />
              <TextField
                label={TEXT.inviteNumber}
                name="number"
                inputMode="numeric"
                {...bind('number')}
              />
              {offline.note ?? <FormRefusal refusal={form.refusal} />}
              <Box>
                <Button
                  type="submit"
                  colorPalette="brand"
                  minH="11"
                  loading={form.submitting}
                  loadingText={TEXT.inviting}
                >
                  {TEXT.invite}
                </Button>
              </Box>
            </form>
          </Stack>
        </TabSection>
      )}
      <TabSection title={TEXT.pendingInvitations}>
        <DataState result={pending} empty={TEXT.noInvitations}>
          {(invitations) => (
            <RosterTable
              caption={TEXT.rosterCaption(invitations.length)}
              rows={invitations}
              rowKey={(m) => m.membershipId}
              columns={[
                ...MEMBER_COLUMNS,
                { header: TEXT.phone, cell: (m: ClubMember) => m.phone },
              ]}
            />
          )}
        </DataState>
      </TabSection>
    </Stack>
  );
}
