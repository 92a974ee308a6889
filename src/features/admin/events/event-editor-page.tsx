// /admin/events/new and /admin/events/:id: 赛事名称 and the competitions that are its divisions
// (checkboxes; one already in another event is shown but cannot be chosen), 保存, and for a saved
// event 查看公开页面 and 删除 (after a question; its divisions stand alone again).
import { Button, chakra, Fieldset, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { adminEventsApi } from '../../../contract/api/admin-events';
import type { AdminEvent, EventChoice } from '../../../contract/events';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import { DataState } from '../../../theme/components/data-state';
import { TextField } from '../../../theme/components/form-fields';
import { AdminFormPage } from '../shell/admin-form-page';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { removeEvent, saveEvent } from './event-calls';
import { chosenIds, EVENT_RULES, eventBody, eventValues, type EventField } from './event-form';
import { EVENTS_MESSAGES as M } from './events-messages';

const Checkbox = chakra('input');
const LIST_PATH = '/admin/events';

function DivisionChoices({
  choices,
  eventId,
  chosen,
  onChange,
  error,
}: {
  choices: readonly EventChoice[];
  eventId: number | undefined;
  chosen: readonly number[];
  onChange: (next: number[]) => void;
  error?: string;
}) {
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="semibold">{M.divisions}</Fieldset.Legend>
      <Fieldset.HelperText>{M.divisionsHint}</Fieldset.HelperText>
      {choices.length === 0 ? <Text>{M.noChoices}</Text> : null}
      <Stack gap="1">
        {choices.map((c) => {
          const elsewhere = c.eventId !== null && c.eventId !== eventId;
          return (
            <Flex as="label" key={c.competitionId} align="center" gap="3" minH="11">
              <Checkbox
                type="checkbox"
                name="competitionIds"
                value={c.competitionId}
                w="5"
                h="5"
                flexShrink={0}
                checked={chosen.includes(c.competitionId)}
                disabled={elsewhere}
                onChange={(event) => toggle(c.competitionId, event.currentTarget.checked)}
              />
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {c.name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {M.choiceLine(M.divisionLabel[c.division], c.startDate, c.endDate)}
                  {elsewhere ? ` · ${M.inOther(c.eventName ?? '')}` : ''}
                </Text>
              </Stack>
            </Flex>
          );
        })}
      </Stack>
      <Fieldset.ErrorText color="red.700">{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

function EventEditor({ initial, choices }: { initial?: AdminEvent; choices: EventChoice[] }) {
  const navigate = useNavigate();
  const [event, setEvent] = useState(initial);
  const form = useForm<EventField>(EVENT_RULES, eventValues(initial));
  const save = () =>
    form.submit(async (sent) => {
      const saved = await saveEvent(event?.id, eventBody(sent));
      setEvent(saved);
      if (!event) void navigate(`${LIST_PATH}/${saved.id}`, { replace: true });
    });
  return (
    <AdminFormPage
      backTo={LIST_PATH}
      backLabel={M.backToList}
      heading={event?.name}
      refusal={form.refusal}
      onSubmit={() => void save()}
      actions={
        <Flex gap="3" wrap="wrap" align="center">
          <Button type="submit" colorPalette="brand" minH="11" loading={form.submitting}>
            {M.save}
          </Button>
          {event ? (
            <>
              <Link asChild color="brand.fg" minH="11">
                <RouterLink to={`/match/event?id=${event.id}`}>{M.publicPage}</RouterLink>
              </Link>
              <ConfirmDialog
                triggerLabel={M.remove}
                title={M.removeTitle}
                description={M.removeDescription}
                confirmLabel={M.remove}
                onConfirm={() => removeEvent(event.id)}
                onDone={() => void navigate(LIST_PATH, { replace: true })}
              />
            </>
          ) : null}
        </Flex>
      }
    >
      <Text color="fg.muted">{M.intro}</Text>
      <TextField
        label={M.name}
        name="name"
        value={form.values.name}
        onValueChange={(value) => form.setValue('name', value)}
        error={form.errors.name}
        required
      />
      <DivisionChoices
        choices={choices}
        eventId={event?.id}
        chosen={chosenIds(form.values.competitionIds)}
        onChange={(next) => form.setValue('competitionIds', next.join(','))}
        error={form.errors.competitionIds}
      />
    </AdminFormPage>
  );
}

export function EventEditorPage() {
  const { id } = useParams();
  const numeric = id === undefined ? undefined : Number(id);
  const event = useApi(
    adminEventsApi.detail,
    numeric === undefined ? null : { params: { id: numeric } },
  );
  const choices = useApi(adminEventsApi.choices, {});
  return (
    <DataState result={choices}>
      {(list) =>
        numeric === undefined ? (
          <EventEditor choices={list} />
        ) : (
          <DataState result={event}>
            {(found) => <EventEditor key={found.id} initial={found} choices={list} />}
          </DataState>
        )
      }
    </DataState>
  );
}
