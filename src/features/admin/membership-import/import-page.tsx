// /admin/imports: staff import the association's member or club list (docs/membership.md,
// "Importing lists"). Choosing a file previews it at once: every row with problems, and the first
// rows that would go in. Importing sends the same file again, which the server checks afresh; the
// rows left out come back as a report to download, fix and import again.
import { Box, Button, Field, Flex, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type ChangeEvent } from 'react';
import type {
  ImportList,
  ImportPreview,
  ImportResult,
} from '../../../contract/admin-membership-import';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { ChoiceField } from '../../../theme/components/form-fields';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { saveFile } from '../shell/table-export';
import { commitImport, previewImport } from './import-calls';
import { IMPORT_MESSAGES as M } from './import-messages';
import { reportFile } from './import-report';
import { ImportRowsTable } from './import-rows-table';

/** Rows without problems shown in the preview: enough to see the columns read right. */
const VALID_SHOWN = 50;

const LIST_OPTIONS = (['members', 'clubs'] as const).map((value) => ({
  value,
  label: M.listNames[value],
}));

export function ImportPage() {
  const [list, setList] = useState<ImportList>('members');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const refusals = useSubmitRefusal([list]);
  const hintId = useId();

  const reset = () => {
    setFile(null);
    setPreview(null);
    setResult(null);
  };

  const check = async (chosen: File, of: ImportList) => {
    setPreview(null);
    setResult(null);
    setBusy('checking');
    await refusals.run(async () => setPreview(await previewImport(of, chosen)));
    setBusy(null);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) checks it again.
    input.value = '';
    if (!chosen) return;
    setFile(chosen);
    void check(chosen, list);
  };

  const importRows = async () => {
    if (!file) return;
    setBusy('importing');
    await refusals.run(async () => setResult(await commitImport(list, file)));
    setBusy(null);
  };

  const download = async () => {
    if (!result || !file) return;
    const { blob, name } = await reportFile(result, file.name);
    saveFile(blob, name);
  };

  const problemRows = preview?.rows.filter((row) => row.problems.length > 0) ?? [];
  const validRows = preview?.rows.filter((row) => row.problems.length === 0) ?? [];

  return (
    <Stack gap="4" maxW="full">
      <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '5' }}>
        <ChoiceField
          label={M.list}
          name="list"
          value={list}
          onValueChange={(value) => {
            setList(value as ImportList);
            reset();
          }}
          options={LIST_OPTIONS}
          required
        />
        <Field.Root>
          <Field.Label>{M.file}</Field.Label>
          <Input
            type="file"
            accept=".xlsx,.csv"
            onChange={choose}
            disabled={busy !== null}
            aria-describedby={hintId}
            p="1.5"
            minH="11"
            maxW="full"
          />
          <Field.HelperText id={hintId}>
            {M.fileHint}
            <br />
            {M.headersHint[list]}
          </Field.HelperText>
        </Field.Root>
        <Box aria-live="polite">
          {file && !busy && <Text fontSize="sm">{M.chosen(file.name)}</Text>}
          {busy && (
            <Flex align="center" gap="2" color="fg.muted" fontSize="sm">
              <Spinner size="sm" />
              {busy === 'checking' ? M.checking : M.importing}
            </Flex>
          )}
        </Box>
        <FormRefusal refusal={refusals.refusal} />
      </Stack>

      {preview && !result && (
        <Stack gap="3">
          <Text fontWeight="medium" data-testid="import-summary">
            {M.summary(preview.total, preview.valid, preview.existing)}
          </Text>
          {preview.valid === 0 && preview.existing === preview.total && <Text>{M.allExist}</Text>}
          <Flex gap="2" wrap="wrap">
            <Button
              colorPalette="brand"
              minH="11"
              disabled={preview.valid === 0 || busy !== null}
              loading={busy === 'importing'}
              onClick={() => void importRows()}
            >
              {M.importRows(preview.valid)}
            </Button>
          </Flex>
          <ImportRowsTable
            caption={M.problemRows(problemRows.length)}
            columns={preview.columns}
            rows={problemRows}
          />
          <ImportRowsTable
            caption={M.validRows(Math.min(VALID_SHOWN, validRows.length), validRows.length)}
            columns={preview.columns}
            rows={validRows.slice(0, VALID_SHOWN)}
          />
        </Stack>
      )}

      {result && (
        <Stack gap="3" bg="bg" borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '5' }}>
          <Text fontWeight="medium" role="status">
            {M.imported(result.created, result.leftOut.length)}
          </Text>
          <Flex gap="2" wrap="wrap">
            {result.leftOut.length > 0 && (
              <Button colorPalette="brand" minH="11" onClick={() => void download()}>
                {M.report}
              </Button>
            )}
            <Button variant="outline" minH="11" onClick={reset}>
              {M.again}
            </Button>
          </Flex>
          <ImportRowsTable
            caption={M.problemRows(result.leftOut.length)}
            columns={result.columns}
            rows={result.leftOut}
          />
        </Stack>
      )}
    </Stack>
  );
}
