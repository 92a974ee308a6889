// /admin/competitions/new and /admin/competitions/:id (the 基本信息 tab): the competition's fields
// and its life cycle (the console's LifeCycleBar with 保存 and, for a draft, 删除 after a
// question). A new competition is saved as a draft first; 发布 saves the fields, then publishes.
// Below, the finished games whose teams have not given their spirit score.
import { Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { AdminCompetition } from '../../../contract/admin-competitions';
import { adminCompetitionsApi } from '../../../contract/api/admin-competitions';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import { DataState } from '../../../theme/components/data-state';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { CompetitionTabs } from '../shell/competition-tabs';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { LifeCycleBar } from '../shell/life-cycle-bar';
import {
  pinCompetition,
  publishCompetition,
  removeCompetition,
  saveCompetition,
  withdrawCompetition,
} from './competition-calls';
import { CompetitionFields } from './competition-fields';
import {
  COMPETITION_RULES,
  competitionBody,
  competitionValues,
  UNTRIMMED_COMPETITION_FIELDS,
} from './competition-form';
import { COMPETITIONS_MESSAGES as M } from './competitions-messages';
import { SpiritMissingSection } from './spirit-missing-section';

const LIST_PATH = '/admin/competitions';

function CompetitionEditor({ initial }: { initial?: AdminCompetition }) {
  const navigate = useNavigate();
  const [competition, setCompetition] = useState(initial);
  const form = useForm(COMPETITION_RULES, competitionValues(initial), UNTRIMMED_COMPETITION_FIELDS);
  const [busy, setBusy] = useState(false);

  const show = (saved: AdminCompetition) => {
    setCompetition(saved);
    if (!competition) void navigate(`${LIST_PATH}/${saved.id}`, { replace: true });
  };
  const save = (then?: (saved: AdminCompetition) => Promise<AdminCompetition>) =>
    form.submit(async (values) => {
      const saved = await saveCompetition(competition?.id, competitionBody(values));
      show(then ? await then(saved) : saved);
    });
  // The life-cycle calls that send no fields still show their refusal next to the form.
  const act = async (action: (id: number) => Promise<AdminCompetition>) => {
    if (!competition) return;
    setBusy(true);
    await form.submit(async () => show(await action(competition.id)));
    setBusy(false);
  };

  return (
    <Stack gap="5" maxW="56rem">
      {competition ? <CompetitionTabs competitionId={competition.id} current="details" /> : null}
      <Stack asChild gap="5">
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <CompetitionFields form={form} />
          <FormRefusal refusal={form.refusal} />
        </form>
      </Stack>
      <LifeCycleBar
        state={competition}
        busy={form.submitting || busy}
        saveLabel={M.save}
        onSave={() => void save()}
        onPublish={(publishAt) => void save((saved) => publishCompetition(saved.id, publishAt))}
        onWithdraw={() => void act(withdrawCompetition)}
        onPin={(pinned) => void act((id) => pinCompetition(id, pinned))}
      >
        {competition?.status === 'draft' ? (
          <ConfirmDialog
            triggerLabel={M.remove}
            title={M.removeTitle}
            description={M.removeDescription}
            confirmLabel={M.remove}
            onConfirm={() => removeCompetition(competition.id)}
            onDone={() => void navigate(LIST_PATH, { replace: true })}
          />
        ) : null}
      </LifeCycleBar>
      {competition ? <SpiritMissingSection competitionId={competition.id} /> : null}
    </Stack>
  );
}

export function CompetitionEditorPage() {
  const { id } = useParams();
  const numeric = id === undefined ? undefined : Number(id);
  const result = useApi(
    adminCompetitionsApi.detail,
    numeric === undefined ? null : { params: { id: numeric } },
  );
  return (
    <Stack gap="4">
      <Link asChild color="brand.fg" alignSelf="flex-start" minH="11">
        <RouterLink to={LIST_PATH}>{M.backToList}</RouterLink>
      </Link>
      {numeric === undefined ? (
        <CompetitionEditor />
      ) : (
        <DataState result={result}>
          {(competition) => <CompetitionEditor key={competition.id} initial={competition} />}
        </DataState>
      )}
    </Stack>
  );
}
