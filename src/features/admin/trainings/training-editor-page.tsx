// /admin/trainings/new and /admin/trainings/:id: the course's fields and its life cycle. A new
// course is saved as a draft first; 发布 saves the fields, then publishes.
import { Button, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { AdminTraining } from '../../../contract/admin-trainings';
import { adminTrainingsApi } from '../../../contract/api/admin-trainings';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import { DataState } from '../../../theme/components/data-state';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { LifeCycleBar } from '../shell/life-cycle-bar';
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
  const navigate = useNavigate();
  const [training, setTraining] = useState(initial);
  const form = useForm(TRAINING_RULES, trainingValues(initial), UNTRIMMED_TRAINING_FIELDS);
  const [busy, setBusy] = useState(false);

  const show = (saved: AdminTraining) => {
    setTraining(saved);
    if (!training) void navigate(`/admin/trainings/${saved.id}`, { replace: true });
  };
  const save = (then?: (saved: AdminTraining) => Promise<AdminTraining>) =>
    form.submit(async (values) => {
      const saved = await saveTraining(training?.id, trainingBody(values));
      show(then ? await then(saved) : saved);
    });
  // The life-cycle calls that send no fields still show their refusal next to the form.
  const act = async (action: (id: number) => Promise<AdminTraining>) => {
    if (!training) return;
    setBusy(true);
    await form.submit(async () => show(await action(training.id)));
    setBusy(false);
  };

  return (
    <Stack gap="5" maxW="56rem">
      <Stack asChild gap="5">
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <TrainingFields form={form} />
          <FormRefusal refusal={form.refusal} />
        </form>
      </Stack>
      <LifeCycleBar
        state={training}
        busy={form.submitting || busy}
        onSave={() => void save()}
        onPublish={(publishAt) => void save((saved) => publishTraining(saved.id, publishAt))}
        onWithdraw={() => void act(withdrawTraining)}
        onPin={(pinned) => void act((id) => pinTraining(id, pinned))}
      />
      {training ? (
        <Button asChild variant="outline" minH="11" alignSelf="flex-start">
          <RouterLink to={`/admin/trainings/${training.id}/signups`}>{M.signups}</RouterLink>
        </Button>
      ) : null}
    </Stack>
  );
}

export function TrainingEditorPage() {
  const { id } = useParams();
  const numeric = id === undefined ? undefined : Number(id);
  const result = useApi(
    adminTrainingsApi.detail,
    numeric === undefined ? null : { params: { id: numeric } },
  );
  return (
    <Stack gap="4">
      <Link asChild color="brand.fg" alignSelf="flex-start" minH="11">
        <RouterLink to="/admin/trainings">{M.backToList}</RouterLink>
      </Link>
      {numeric === undefined ? (
        <TrainingEditor />
      ) : (
        <DataState result={result}>
          {(training) => <TrainingEditor key={training.id} initial={training} />}
        </DataState>
      )}
    </Stack>
  );
}
