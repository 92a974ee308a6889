// The event editor's values as strings (the chosen competitions as a comma list), the body they
// send, and the contract's rules that check it, so the form refuses what the server would.
import type { AdminEvent, EventBody } from '../../../contract/events';
import type { FormRules } from '../../../lib/forms/validate-form';

export type EventField = 'name' | 'competitionIds';

export const eventValues = (event?: AdminEvent): Record<EventField, string> => ({
  name: event?.name ?? '',
  competitionIds: (event?.divisions ?? []).map((d) => d.competitionId).join(','),
});

export const chosenIds = (text: string) => (text === '' ? [] : text.split(',').map(Number));

export const eventBody = (values: Record<EventField, string>): EventBody => ({
  name: values.name,
  competitionIds: chosenIds(values.competitionIds),
});

export const EVENT_RULES: FormRules<EventField> = {
  schema: () => import('../../../contract/events').then((c) => c.eventBody),
  body: eventBody,
};
