// 选择赛制 for a competition without one: a template for its number of approved teams, the options
// staff may change (pool sizes, places played out, crossovers or not), the seed order (by hand, or
// from an earlier championship's final placements: seeding-from-placements.tsx), and where and
// when the rounds go. The preview under it is rebuilt at every change; 保存赛制 sends what the
// preview shows. A format that does not fit says why, in Chinese, in place of the preview.
import { Box, Button, chakra, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { ConsoleStages } from '../../../contract/competition-stages';
import { buildFormat } from '../../../contract/rules/build-format';
import { FORMAT_TEMPLATES, templatesFor } from '../../../contract/rules/format-templates';
import { useForm } from '../../../lib/forms/use-form';
import { TextAreaField, TextField } from '../../../theme/components/form-fields';
import { AdminFormPage } from '../shell/admin-form-page';
import { GameRuleFields } from '../shell/game-rule-fields';
import { SelectField } from '../shell/select-field';
import { FormatPreviewPanel } from './format-preview-panel';
import { FORMAT_RULES, formatBody, formatValues, optionsOf, type FormatField } from './format-form';
import { SeedingFromPlacements } from './seeding-from-placements';
import { SeedingList, type SeedTeam } from './seeding-list';
import { createFormat } from './stage-calls';
import { STAGES_MESSAGES as M } from './stages-messages';

const Checkbox = chakra('input');

export function FormatBuilder({ stages, backTo }: { stages: ConsoleStages; backTo: string }) {
  const competition = stages.competition;
  const [teams, setTeams] = useState<SeedTeam[]>(() => [...stages.entries]);
  const form = useForm<FormatField>(FORMAT_RULES, formatValues(teams.map((t) => t.clubId)), [
    'fields',
  ]);
  const { values } = form;
  const choices = templatesFor(teams.length);
  const template = FORMAT_TEMPLATES.find((t) => t.id === values.templateId);
  const hasCrossovers = template?.stages.some((s) => s.kind === 'crossover') ?? false;
  const built = useMemo(
    () =>
      values.templateId === ''
        ? null
        : buildFormat(values.templateId, teams.length, optionsOf(values)),
    [values, teams.length],
  );
  const reorder = (next: SeedTeam[]) => {
    setTeams(next);
    form.setValue('seeds', next.map((t) => t.clubId).join(','));
  };
  const text = (name: keyof typeof M.fields) => ({
    label: M.fields[name],
    name,
    value: values[name],
    onValueChange: (value: string) => form.setValue(name, value),
    error: form.errors[name],
  });
  const save = () =>
    form.submit(async (sent) => {
      await createFormat(competition.id, formatBody(sent));
    });
  if (teams.length < 4) return <Text>{M.tooFewTeams}</Text>;
  return (
    <AdminFormPage
      backTo={backTo}
      heading={competition.name}
      refusal={form.refusal}
      onSubmit={() => void save()}
      actions={
        <Button
          type="submit"
          colorPalette="brand"
          minH="11"
          loading={form.submitting}
          disabled={!built?.ok}
        >
          {M.save}
        </Button>
      }
    >
      <Text>{M.teamsCount(teams.length)}</Text>
      {choices.length === 0 ? <Text color="red.700">{M.noTemplate(teams.length)}</Text> : null}
      <SelectField
        {...text('templateId')}
        options={choices.map((t) => ({ value: t.id, label: t.name }))}
        placeholder={M.chooseTemplate}
        required
      />
      {template ? (
        <Text fontSize="sm" color="fg.muted">
          {M.basis(template.basis)}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField {...text('poolSizes')} inputMode="numeric" />
        <TextField {...text('playOut')} inputMode="numeric" />
      </SimpleGrid>
      {template?.crossoverSibling ? (
        <Flex as="label" align="center" gap="2" minH="11">
          <Checkbox
            type="checkbox"
            name="crossovers"
            w="5"
            h="5"
            checked={values.crossovers === '' ? hasCrossovers : values.crossovers === 'yes'}
            onChange={(event) =>
              form.setValue('crossovers', event.currentTarget.checked ? 'yes' : 'no')
            }
          />
          {M.crossoversOn}
        </Flex>
      ) : null}
      <SeedingFromPlacements competitionId={competition.id} teams={teams} onChange={reorder} />
      <SeedingList teams={teams} onChange={reorder} error={form.errors.seeds} />
      <SelectField
        {...text('tieBreakRules')}
        options={[{ value: 'usau', label: M.rulesLabel.usau }]}
        placeholder={M.rulesLabel.wfdf}
      />
      <TextAreaField {...text('fields')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField {...text('firstStart')} type="datetime-local" required />
        <TextField {...text('slotMinutes')} inputMode="numeric" required />
      </SimpleGrid>
      <GameRuleFields form={form} />
      {built && !built.ok ? (
        <Box role="alert" color="red.700">
          <Text fontWeight="semibold">{M.notBuilt}</Text>
          <Stack as="ul" ps="5" listStyleType="disc" gap="0">
            {built.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Stack>
        </Box>
      ) : null}
      {built?.ok ? <FormatPreviewPanel format={built.format} teams={teams} /> : null}
    </AdminFormPage>
  );
}
