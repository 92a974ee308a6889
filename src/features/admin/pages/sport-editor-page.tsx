// /admin/sport/new and /admin/sport/:id: one of the sport's pages (飞盘运动) and its life cycle.
import { Stack } from '@chakra-ui/react';
import type { AdminSport } from '../../../contract/admin-pages';
import { adminPagesApi } from '../../../contract/api/admin-pages';
import { useForm } from '../../../lib/forms/use-form';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextField } from '../../../theme/components/form-fields';
import { BodyField } from '../trainings/body-field';
import { EditorPage } from '../shell/editor-page';
import { LifeCycleBar } from '../shell/life-cycle-bar';
import { useLifeCycleEditor } from '../shell/use-life-cycle-editor';
import { UploadField } from '../uploads/upload-field';
import { publishSport, saveSport, withdrawSport } from './sport-calls';
import {
  SPORT_RULES,
  sportBody,
  sportValues,
  UNTRIMMED_SPORT_FIELDS,
  type SportField,
} from './sport-form';
import { PAGES_MESSAGES as M } from './pages-messages';

function SportEditor({ initial }: { initial?: AdminSport }) {
  const form = useForm(SPORT_RULES, sportValues(initial), UNTRIMMED_SPORT_FIELDS);
  const { values, errors, setValue } = form;
  const { bar } = useLifeCycleEditor(form, initial, {
    pathOf: (id) => `/admin/sport/${id}`,
    save: (id, sent) => saveSport(id, sportBody(sent)),
    publish: publishSport,
    withdraw: withdrawSport,
  });
  const field = (name: SportField) => ({
    label: M.fields[name],
    name,
    ...form.bind(name),
  });
  return (
    <Stack gap="5" maxW="56rem">
      <Stack asChild gap="4">
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <TextField {...field('name')} required />
          <TextField {...field('summary')} />
          <TextField {...field('image')} hint={M.fields.imageHint} inputMode="url" />
          {/* Holds nothing itself: the uploaded image's address goes into the field above. */}
          <UploadField
            label={M.fields.uploadImage}
            kind="image"
            value={null}
            onChange={(file) => {
              if (file) setValue('image', file.url);
            }}
          />
          <TextField {...field('sort')} inputMode="numeric" required />
          <BodyField
            label={M.fields.content}
            value={values.content}
            onChange={(html) => setValue('content', html)}
            error={errors.content}
          />
          <FormRefusal refusal={form.refusal} />
        </form>
      </Stack>
      <LifeCycleBar {...bar} />
    </Stack>
  );
}

export function SportEditorPage() {
  return (
    <EditorPage detail={adminPagesApi.sportDetail} backTo="/admin/sport" backLabel={M.backToSport}>
      {(page) => <SportEditor key={page?.id} initial={page} />}
    </EditorPage>
  );
}
