// The training editor's values as strings, the body they send, and the contract's rules that
// check it (trainingBody), so the form refuses exactly what the server would.
import type { AdminTraining, TrainingBody } from '../../../contract/admin-trainings';
import type { FormRules } from '../../../lib/forms/validate-form';

export type TrainingField =
  | 'title'
  | 'kind'
  | 'level'
  | 'city'
  | 'place'
  | 'startDate'
  | 'endDate'
  | 'fee'
  | 'capacity'
  | 'signupDeadline'
  | 'signup'
  | 'content';

export const trainingValues = (training?: AdminTraining): Record<TrainingField, string> => ({
  title: training?.title ?? '',
  kind: training?.kind ?? '',
  level: training?.level ?? '',
  city: training?.city ?? '',
  place: training?.place ?? '',
  startDate: training?.startDate ?? '',
  endDate: training?.endDate ?? '',
  fee: training === undefined ? '' : String(training.fee),
  capacity: training === undefined ? '' : String(training.capacity),
  signupDeadline: training?.signupDeadline ?? '',
  signup: training?.signup ?? '',
  content: training?.content ?? '',
});

/** An empty number field is left out, so the rule asks for it; anything else is sent as typed. */
const numberOf = (text: string) => (text === '' ? undefined : Number(text));

export function trainingBody(values: Record<TrainingField, string>): TrainingBody {
  return {
    ...values,
    kind: values.kind as TrainingBody['kind'],
    fee: numberOf(values.fee) as number,
    capacity: numberOf(values.capacity) as number,
  };
}

export const TRAINING_RULES: FormRules<TrainingField> = {
  schema: () => import('../../../contract/admin-trainings').then((c) => c.trainingBody),
  body: trainingBody,
};

/** Kept as typed: the body's markup is the editor's, not the person's spaces. */
export const UNTRIMMED_TRAINING_FIELDS: readonly TrainingField[] = ['content'];
