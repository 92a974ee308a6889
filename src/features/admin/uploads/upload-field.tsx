// A form's image or file: a real <input type="file"> labelled by `label`, which uploads the chosen
// file at once (uploadFile) and hands the form { id, url, fileName, mime, size }. It shows what the
// field holds (a preview for an image, the name and size for a file), a busy line while the bytes
// travel, and the server's Chinese refusal next to itself until the next choice. A value without a
// url (a stored file that came from no upload) is named without a link. Usage:
//
//   <UploadField label="文件" kind="file" value={file} onChange={setFile} error={errors.uploadId} />
import { Box, Button, Field, Flex, Image, Input, Link, Spinner, Text } from '@chakra-ui/react';
import { useId, useState, type ChangeEvent } from 'react';
import {
  UPLOAD_EXTENSIONS,
  uploadMessages,
  type UploadedFile,
  type UploadKind,
} from '../../../contract/admin-uploads';
import { withBase } from '../../../lib/base-url';
import { formatFileSize } from '../../../lib/format-file-size';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { uploadFile } from './upload-file';
import { UPLOADS_MESSAGES as M } from './uploads-messages';

export interface UploadFieldProps {
  label: string;
  kind: UploadKind;
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  /** The form's own error for this field (say, that a file is required). */
  error?: string;
  required?: boolean;
}

const acceptOf = (kind: UploadKind) =>
  UPLOAD_EXTENSIONS[kind].map((extension) => `.${extension}`).join(',');

export function UploadField({ label, kind, value, onChange, error, required }: UploadFieldProps) {
  const [busy, setBusy] = useState(false);
  const refusals = useSubmitRefusal();
  const statusId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    await refusals.run(async () => onChange(await uploadFile(file, kind)));
    setBusy(false);
    // Cleared, so choosing the same file again (after fixing it) uploads it again.
    input.value = '';
  };

  return (
    <Field.Root invalid={Boolean(error) || refusals.refusal !== null} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator aria-hidden="true" />
      </Field.Label>
      <Input
        type="file"
        accept={acceptOf(kind)}
        onChange={choose}
        disabled={busy}
        aria-describedby={statusId}
        p="1.5"
        minH="11"
        maxW="full"
      />
      <Field.HelperText>{uploadMessages.hint(kind)}</Field.HelperText>
      <Box id={statusId} aria-live="polite" w="full">
        {busy ? (
          <Flex align="center" gap="2" color="fg.muted" fontSize="sm">
            <Spinner size="sm" />
            {M.uploading}
          </Flex>
        ) : (
          value && <CurrentUpload kind={kind} value={value} onRemove={() => onChange(null)} />
        )}
      </Box>
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
      <Box w="full">
        <FormRefusal refusal={refusals.refusal} />
      </Box>
    </Field.Root>
  );
}

function CurrentUpload({
  kind,
  value,
  onRemove,
}: {
  kind: UploadKind;
  value: UploadedFile;
  onRemove: () => void;
}) {
  return (
    <Flex gap="3" align="center" wrap="wrap" borderWidth="1px" borderRadius="l2" p="2" bg="bg">
      {kind === 'image' && value.url && (
        <Image
          src={withBase(value.url)}
          alt={M.preview(value.fileName)}
          maxH="24"
          maxW="40"
          objectFit="contain"
          borderRadius="l1"
        />
      )}
      <Box flex="1" minW="0" fontSize="sm">
        <Text color="fg.muted">{M.current}</Text>
        {value.url ? (
          <Link href={withBase(value.url)} target="_blank" rel="noopener" overflowWrap="anywhere">
            {value.fileName}
          </Link>
        ) : (
          <Text overflowWrap="anywhere">{value.fileName}</Text>
        )}
        <Text color="fg.muted">{formatFileSize(value.size)}</Text>
      </Box>
      <Button size="sm" variant="outline" minH="11" onClick={onRemove}>
        {M.remove}
      </Button>
    </Flex>
  );
}
