// /admin/trainings/new and /admin/trainings/:id: the course's fields and its life cycle. A new
// course is saved as a draft first; 发布 saves the fields, then publishes.
import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminTraining } from '../../../contract/admin-trainings';
import { adminTrainingsApi } from '../../../contract/api/admin-trainings';
import { useForm } from '../../../lib/forms/use-form';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { EditorPage } from '../shell/editor-page';
import { LifeCycleBar } from '../shell/life-cycle-bar';
import { useLifeCycleEditor } from '../shell/use-life-cycle-editor';
import { pinTraining, publishTraining, saveTraining, withdrawTraining } from './training-calls';
import { TrainingFields } from './training-fields';
import {
  TRAINING_RULES,
  trainingBody,
  trainingValues,
  UNTRIMMED_TRAINING_FIELDS,
} from './training-form';
import { TRAININGS_MESSAGES as M } from './trainings-messages';

function TrainingEditor({ initial }: { initial?: AdminTraining }) {
  const form = useForm(TRAINING_RULES, trainingValues(initial), UNTRIMMED_TRAINING_FIELDS);
  const { item: training, bar } = useLifeCycleEditor(form, initial, {
    pathOf: (id) => `/admin/trainings/${id}`,
    save: (id, values) => saveTraining(id, trainingBody(values)),
    publish: publishTraining,
    withdraw: withdrawTraining,
    pin: pinTraining,
  });

  return (
    <Stack gap="5" maxW="56rem">
      <Stack asChild gap="5">
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <TrainingFields form={form} />
          <FormRefusal refusal={form.refusal} />
        </form>
      </Stack>
      <LifeCycleBar {...bar} />
      {training ? (
        <Button asChild variant="outline" minH="11" alignSelf="flex-start">
          <RouterLink to={`/admin/trainings/${training.id}/signups`}>{M.signups}</RouterLink>
        </Button>
      ) : null}
    </Stack>
  );
}

export function TrainingEditorPage() {
  return (
    <EditorPage
      detail={adminTrainingsApi.detail}
      backTo="/admin/trainings"
      backLabel={M.backToList}
    >
      {(training) => <TrainingEditor key={training?.id} initial={training} />}
    </EditorPage>
  );
}
