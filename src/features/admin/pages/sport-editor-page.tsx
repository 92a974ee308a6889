// /admin/sport/new and /admin/sport/:id: one of the sport's pages (飞盘运动) and its life cycle.
import { Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { AdminSport } from '../../../contract/admin-pages';
import { adminPagesApi } from '../../../contract/api/admin-pages';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import { DataState } from '../../../theme/components/data-state';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextField } from '../../../theme/components/form-fields';
import { BodyField } from '../trainings/body-field';
import { LifeCycleBar } from '../shell/life-cycle-bar';
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
  const navigate = useNavigate();
  const [page, setPage] = useState(initial);
  const form = useForm(SPORT_RULES, sportValues(initial), UNTRIMMED_SPORT_FIELDS);
  const { values, errors, setValue } = form;
  const show = (saved: AdminSport) => {
    setPage(saved);
    if (!page) void navigate(`/admin/sport/${saved.id}`, { replace: true });
  };
  const save = (then?: (saved: AdminSport) => Promise<AdminSport>) =>
    form.submit(async (sent) => {
      const saved = await saveSport(page?.id, sportBody(sent));
      show(then ? await then(saved) : saved);
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
      <LifeCycleBar
        state={page}
        busy={form.submitting}
        onSave={() => void save()}
        onPublish={(publishAt) => void save((saved) => publishSport(saved.id, publishAt))}
        onWithdraw={() =>
          void form.submit(async () => {
            if (page) show(await withdrawSport(page.id));
          })
        }
      />
    </Stack>
  );
}

export function SportEditorPage() {
  const { id } = useParams();
  const numeric = id === undefined ? undefined : Number(id);
  const result = useApi(
    adminPagesApi.sportDetail,
    numeric === undefined ? null : { params: { id: numeric } },
  );
  return (
    <Stack gap="4">
      <Link asChild color="brand.fg" alignSelf="flex-start" minH="11">
        <RouterLink to="/admin/sport">{M.backToSport}</RouterLink>
      </Link>
      {numeric === undefined ? (
        <SportEditor />
      ) : (
        <DataState result={result}>{(page) => <SportEditor initial={page} />}</DataState>
      )}
    </Stack>
  );
}
