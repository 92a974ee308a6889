// /admin/downloads/new and /admin/downloads/:id: 标题, 栏目 and 文件 (an upload), and the item's
// life cycle. A new item is saved as a draft first; 发布 saves the fields, then publishes.
import { Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { AdminDownload } from '../../../contract/admin-downloads';
import type { UploadedFile } from '../../../contract/admin-uploads';
import { adminDownloadsApi } from '../../../contract/api/admin-downloads';
import { useApi } from '../../../lib/api-read';
import { useForm } from '../../../lib/forms/use-form';
import { DataState } from '../../../theme/components/data-state';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextField } from '../../../theme/components/form-fields';
import { SelectField } from '../shell/select-field';
import { LifeCycleBar } from '../shell/life-cycle-bar';
import { UploadField } from '../uploads/upload-field';
import { pinDownload, publishDownload, saveDownload, withdrawDownload } from './download-calls';
import { DOWNLOAD_RULES, downloadBody, downloadValues, storedFile } from './download-form';
import { DOWNLOADS_MESSAGES as M } from './downloads-messages';

function DownloadEditor({ initial }: { initial?: AdminDownload }) {
  const navigate = useNavigate();
  const [item, setItem] = useState(initial);
  const [file, setFile] = useState<UploadedFile | null>(storedFile(initial));
  const form = useForm(DOWNLOAD_RULES, downloadValues(initial));
  const [busy, setBusy] = useState(false);
  const { errors, setValue, bind } = form;

  const show = (saved: AdminDownload) => {
    setItem(saved);
    setFile(storedFile(saved));
    setValue('uploadId', String(storedFile(saved)?.id));
    if (!item) void navigate(`/admin/downloads/${saved.id}`, { replace: true });
  };
  const chooseFile = (next: UploadedFile | null) => {
    setFile(next);
    setValue('uploadId', next ? String(next.id) : '');
  };
  const save = (then?: (saved: AdminDownload) => Promise<AdminDownload>) =>
    form.submit(async (sent) => {
      const saved = await saveDownload(item?.id, downloadBody(sent));
      show(then ? await then(saved) : saved);
    });
  // The life-cycle calls that send no fields still show their refusal next to the form.
  const act = async (action: (id: number) => Promise<AdminDownload>) => {
    if (!item) return;
    setBusy(true);
    await form.submit(async () => show(await action(item.id)));
    setBusy(false);
  };

  return (
    <Stack gap="5" maxW="56rem">
      <Stack asChild gap="4" p={{ base: '3', md: '5' }} bg="bg" borderWidth="1px" borderRadius="l2">
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <TextField label={M.fields.name} name="name" {...bind('name')} required />
          <SelectField
            label={M.fields.category}
            name="category"
            {...bind('category')}
            placeholder={M.chooseCategory}
            options={Object.entries(M.category).map(([value, label]) => ({ value, label }))}
            required
          />
          <UploadField
            label={M.fields.file}
            kind="file"
            value={file}
            onChange={chooseFile}
            error={errors.uploadId}
            required
          />
          <FormRefusal refusal={form.refusal} />
        </form>
      </Stack>
      <LifeCycleBar
        state={item}
        busy={form.submitting || busy}
        onSave={() => void save()}
        onPublish={(publishAt) => void save((saved) => publishDownload(saved.id, publishAt))}
        onWithdraw={() => void act(withdrawDownload)}
        onPin={(pinned) => void act((id) => pinDownload(id, pinned))}
      />
    </Stack>
  );
}

export function DownloadEditorPage() {
  const { id } = useParams();
  const numeric = id === undefined ? undefined : Number(id);
  const result = useApi(
    adminDownloadsApi.detail,
    numeric === undefined ? null : { params: { id: numeric } },
  );
  return (
    <Stack gap="4">
      <Link asChild color="brand.fg" alignSelf="flex-start" minH="11">
        <RouterLink to="/admin/downloads">{M.backToList}</RouterLink>
      </Link>
      {numeric === undefined ? (
        <DownloadEditor />
      ) : (
        <DataState result={result}>
          {(item) => <DownloadEditor key={item.id} initial={item} />}
        </DataState>
      )}
    </Stack>
  );
}
