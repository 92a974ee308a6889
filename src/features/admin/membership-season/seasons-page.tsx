// /admin/seasons: the seasons (dates, fees, transfer window), the waiver's versions (publishing a
// new one; old ones read-only), and the certificates that expire within 60 days.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { adminMembershipSeasonApi as api } from '../../../contract/api/admin-membership-season';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import { DataState } from '../../../theme/components/data-state';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextAreaField } from '../../../theme/components/form-fields';
import { DialogButtons, DialogForm, FormDialog } from '../people/form-dialog';
import { publishWaiver } from './season-calls';
import { SeasonForm } from './season-form';
import { SEASON_MESSAGES as M } from './season-messages';

function Part({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Stack direction="row" justify="space-between" align="center" wrap="wrap">
        <Heading as="h2" id={id} size="md">
          {title}
        </Heading>
        {action}
      </Stack>
      {children}
    </Stack>
  );
}

const rowStyle = { borderWidth: '1px', borderRadius: 'l2', p: '3' } as const;

function WaiverForm({ close }: { close: () => void }) {
  const form = useForm(
    { schema: () => import('../../../contract/membership-season').then((c) => c.waiverBody) },
    { text: '' },
  );
  return (
    <DialogForm
      onSubmit={() => {
        void form.submit(async ({ text }) => {
          await publishWaiver(text);
          close();
        });
      }}
    >
      <TextAreaField label={M.waiverText} name="text" {...form.bind('text')} />
      <Text color="fg.muted" fontSize="sm">
        {M.waiverHint}
      </Text>
      <FormRefusal refusal={form.refusal} />
      <DialogButtons submitLabel={M.publishWaiver} busy={form.submitting} cancelLabel={M.cancel} />
    </DialogForm>
  );
}

export function SeasonsPage() {
  const seasons = useApi(api.seasons, {});
  const waivers = useApi(api.waivers, {});
  const expiring = useApi(api.expiringCertificates, {});
  return (
    <Stack gap="8">
      <Part
        title={M.seasons}
        action={
          <FormDialog
            triggerLabel={M.newSeason}
            title={M.newSeason}
            triggerProps={{ colorPalette: 'brand', variant: 'solid' }}
          >
            {(close) => <SeasonForm close={close} />}
          </FormDialog>
        }
      >
        <DataState result={seasons} empty={M.noSeasons}>
          {(list) =>
            list.map((season) => (
              <Stack
                key={season.id}
                direction="row"
                justify="space-between"
                align="center"
                wrap="wrap"
                {...rowStyle}
              >
                <Box minW="0">
                  <Text fontWeight="semibold">
                    {season.year} · {M.seasonLine(season)}
                  </Text>
                  <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                    {M.feesLine(season.fees)}
                  </Text>
                </Box>
                <FormDialog
                  triggerLabel={M.edit}
                  triggerName={M.editSeason(season.year)}
                  title={M.editSeason(season.year)}
                >
                  {(close) => <SeasonForm season={season} close={close} />}
                </FormDialog>
              </Stack>
            ))
          }
        </DataState>
      </Part>
      <Part
        title={M.waivers}
        action={
          <FormDialog triggerLabel={M.publishWaiver} title={M.publishWaiver}>
            {(close) => <WaiverForm close={close} />}
          </FormDialog>
        }
      >
        <DataState result={waivers} empty={M.noWaivers}>
          {(list) =>
            list.map((waiver) => (
              <Box key={waiver.id} {...rowStyle}>
                <Text fontWeight="semibold">
                  {M.version(waiver.version)} · {waiver.publishedAt.slice(0, 10)}
                </Text>
                <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={3}>
                  {waiver.text}
                </Text>
              </Box>
            ))
          }
        </DataState>
      </Part>
      <Part title={M.expiring}>
        <DataState result={expiring} empty={M.noExpiring}>
          {(list) =>
            list.map((c) => (
              <Text key={c.id} {...rowStyle}>
                {c.name} · {M.certificateKind[c.kind]} {c.number} · {c.validUntil}
              </Text>
            ))
          }
        </DataState>
      </Part>
    </Stack>
  );
}
