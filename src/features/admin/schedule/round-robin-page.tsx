// /admin/competitions/:id/schedule/round-robin (生成循环赛): a pool's entries, its fields, the first
// start and the slot length; 预览 lays out every pairing with the same function the server runs
// (src/contract/rules/round-robin.ts), then 创建 makes them. Staff adjust the games afterwards.
import { Box, Button, chakra, Fieldset, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { CompetitionSchedule } from '../../../contract/admin-schedule';
import { adminScheduleApi } from '../../../contract/api/admin-schedule';
import { planRoundRobin } from '../../../contract/rules/round-robin';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import { DataState } from '../../../theme/components/data-state';
import { TextAreaField, TextField } from '../../../theme/components/form-fields';
import { AdminFormPage } from '../shell/admin-form-page';
import {
  ROUND_ROBIN_RULES,
  roundRobinBody,
  roundRobinValues,
  type RoundRobinField,
} from './game-form';
import { GameRuleFields } from '../shell/game-rule-fields';
import { createRoundRobin } from './schedule-calls';
import { schedulePath } from './schedule-paths';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';

const Checkbox = chakra('input');

function RoundRobinForm({ schedule }: { schedule: CompetitionSchedule }) {
  const navigate = useNavigate();
  const competitionId = schedule.competition.id;
  const form = useForm<RoundRobinField>(ROUND_ROBIN_RULES, roundRobinValues(), ['fields']);
  const [preview, setPreview] = useState(false);
  const chosen = form.values.entryIds === '' ? [] : form.values.entryIds.split(',');
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((c) => c !== id);
    form.setValue('entryIds', next.join(','));
    setPreview(false);
  };
  const body = roundRobinBody(form.values);
  const names = new Map(schedule.entries.map((e) => [e.id, e.name]));
  const planned = preview
    ? planRoundRobin(body.entryIds, {
        fields: body.fields,
        firstStart: body.firstStart,
        slotMinutes: body.slotMinutes,
      })
    : [];
  const submit = () =>
    form.submit(async (values) => {
      if (!preview) {
        setPreview(true);
        return;
      }
      await createRoundRobin(competitionId, roundRobinBody(values));
      void navigate(schedulePath(competitionId));
    });
  const text = (name: RoundRobinField) => ({
    label: M.fields[name],
    name,
    value: form.values[name],
    onValueChange: (value: string) => {
      form.setValue(name, value);
      setPreview(false);
    },
    error: form.errors[name],
  });
  return (
    <AdminFormPage
      backTo={schedulePath(competitionId)}
      backLabel={M.backToSchedule}
      heading={schedule.competition.name}
      refusal={form.refusal}
      onSubmit={() => void submit()}
      actions={
        <Button type="submit" colorPalette="brand" minH="11" loading={form.submitting}>
          {preview ? M.create(planned.length) : M.preview}
        </Button>
      }
    >
      <TextField {...text('pool')} required />
      <Fieldset.Root invalid={Boolean(form.errors.entryIds)}>
        <Fieldset.Legend fontWeight="semibold">{M.fields.entryIds}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="1">
          {schedule.entries.map((entry) => (
            <Flex as="label" key={entry.id} align="center" gap="2" minH="11">
              <Checkbox
                type="checkbox"
                w="5"
                h="5"
                checked={chosen.includes(String(entry.id))}
                onChange={(event) => toggle(String(entry.id), event.currentTarget.checked)}
              />
              {entry.name}
            </Flex>
          ))}
        </SimpleGrid>
        <Fieldset.ErrorText color="red.700">{form.errors.entryIds}</Fieldset.ErrorText>
      </Fieldset.Root>
      <TextAreaField {...text('fields')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField {...text('firstStart')} type="datetime-local" required />
        <TextField {...text('slotMinutes')} inputMode="numeric" required />
      </SimpleGrid>
      <GameRuleFields form={form} />
      {preview ? (
        <Box as="section" aria-label={M.previewHeading(planned.length)}>
          <Text fontWeight="semibold" mb="2">
            {M.previewHeading(planned.length)}
          </Text>
          <Stack as="ol" gap="1" ps="5">
            {planned.map((game, index) => (
              <li key={index}>
                {M.previewLine(game, names.get(game.home) ?? '', names.get(game.away) ?? '')}
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
    </AdminFormPage>
  );
}

export function RoundRobinPage() {
  const id = Number(useParams().id);
  const result = useApi(adminScheduleApi.schedule, { params: { id } });
  return (
    <DataState result={result}>{(schedule) => <RoundRobinForm schedule={schedule} />}</DataState>
  );
}
