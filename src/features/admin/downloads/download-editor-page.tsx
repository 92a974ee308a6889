// /admin/downloads/new and /admin/downloads/:id: 标题, 栏目 and 文件 (an upload), and the item's
// life cycle. A new item is saved as a draft first; 发布 saves the fields, then publishes.
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminDownload } from '../../../contract/admin-downloads';
import type { UploadedFile } from '../../../contract/admin-uploads';
import { adminDownloadsApi } from '../../../contract/api/admin-downloads';
import { useForm } from '../../../lib/forms/use-form';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextField } from '../../../theme/components/form-fields';
import { SelectField } from '../shell/select-field';
import { EditorPage } from '../shell/editor-page';
import { LifeCycleBar } from '../shell/life-cycle-bar';
import { useLifeCycleEditor } from '../shell/use-life-cycle-editor';
import { UploadField } from '../uploads/upload-field';
import { pinDownload, publishDownload, saveDownload, withdrawDownload } from './download-calls';
import { DOWNLOAD_RULES, downloadBody, downloadValues, storedFile } from './download-form';
import { DOWNLOADS_MESSAGES as M } from './downloads-messages';

function DownloadEditor({ initial }: { initial?: AdminDownload }) {
  const [file, setFile] = useState<UploadedFile | null>(storedFile(initial));
  const form = useForm(DOWNLOAD_RULES, downloadValues(initial));
  const { errors, setValue, bind } = form;
  const { bar } = useLifeCycleEditor(form, initial, {
    pathOf: (id) => `/admin/downloads/${id}`,
    save: (id, sent) => saveDownload(id, downloadBody(sent)),
    publish: publishDownload,
    withdraw: withdrawDownload,
    pin: pinDownload,
    onSaved: (saved) => {
      setFile(storedFile(saved));
      setValue('uploadId', String(storedFile(saved)?.id));
    },
  });
  const chooseFile = (next: UploadedFile | null) => {
    setFile(next);
    setValue('uploadId', next ? String(next.id) : '');
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
      <LifeCycleBar {...bar} />
    </Stack>
  );
}

export function DownloadEditorPage() {
  return (
    <EditorPage
      detail={adminDownloadsApi.detail}
      backTo="/admin/downloads"
      backLabel={M.backToList}
    >
      {(item) => <DownloadEditor key={item?.id} initial={item} />}
    </EditorPage>
  );
}
