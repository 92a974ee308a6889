// /admin/competitions/new and /admin/competitions/:id (the 基本信息 tab): the competition's fields
// and its life cycle (the console's LifeCycleBar with 保存 and, for a draft, 删除 after a
// question). A new competition is saved as a draft first; 发布 saves the fields, then publishes.
// Below, the finished games whose teams have not given their spirit score.
import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { AdminCompetition } from '../../../contract/admin-competitions';
import { adminCompetitionsApi } from '../../../contract/api/admin-competitions';
import { useForm } from '../../../lib/forms/use-form';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { CompetitionTabs } from '../shell/competition-tabs';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { EditorPage } from '../shell/editor-page';
import { LifeCycleBar } from '../shell/life-cycle-bar';
import { useLifeCycleEditor } from '../shell/use-life-cycle-editor';
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
  const form = useForm(COMPETITION_RULES, competitionValues(initial), UNTRIMMED_COMPETITION_FIELDS);
  const { item: competition, bar } = useLifeCycleEditor(form, initial, {
    pathOf: (id) => `${LIST_PATH}/${id}`,
    save: (id, values) => saveCompetition(id, competitionBody(values)),
    publish: publishCompetition,
    withdraw: withdrawCompetition,
    pin: pinCompetition,
  });

  return (
    <Stack gap="5" maxW="56rem">
      {competition ? <CompetitionTabs competitionId={competition.id} current="details" /> : null}
      <Stack asChild gap="5">
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <CompetitionFields form={form} />
          <FormRefusal refusal={form.refusal} />
        </form>
      </Stack>
      <LifeCycleBar {...bar} saveLabel={M.save}>
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
  return (
    <EditorPage detail={adminCompetitionsApi.detail} backTo={LIST_PATH} backLabel={M.backToList}>
      {(competition) => <CompetitionEditor key={competition?.id} initial={competition} />}
    </EditorPage>
  );
}
