// /admin/trainings/:id/signups: the people signed up for a course (full phones, staff only) and
// its export as Excel or CSV, made in the browser from this list (see signup-export.ts).
// Its table and page frame match the results page's in shape only (other columns and values).
import { Box, Button, Heading, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { TrainingSignupList } from '../../../contract/admin-trainings';
import { adminTrainingsApi } from '../../../contract/api/admin-trainings';
import { useApi } from '../../../lib/api-read';
import { notify } from '../../../lib/notify';
import { DataState } from '../../../theme/components/data-state';
import { formatDate } from '../../../theme/components/date-format';
import { saveFile } from '../shell/table-export';
import { exportFileName, signupCsv, signupXlsx } from './signup-export';
import { TRAININGS_MESSAGES as M } from './trainings-messages';

function ExportButtons({ signups }: { signups: TrainingSignupList }) {
  const [busy, setBusy] = useState(false);
  const { training, list } = signups;
  const exportAs = async (extension: 'xlsx' | 'csv') => {
    setBusy(true);
    try {
      const blob =
        extension === 'xlsx'
          ? await signupXlsx(list)
          : new Blob([signupCsv(list)], { type: 'text/csv;charset=utf-8' });
      saveFile(blob, exportFileName(training.title, extension));
    } catch {
      notify.error(M.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Wrap gap="3">
      <Button colorPalette="brand" minH="11" loading={busy} onClick={() => void exportAs('xlsx')}>
        {M.exportXlsx}
      </Button>
      <Button variant="outline" minH="11" disabled={busy} onClick={() => void exportAs('csv')}>
        {M.exportCsv}
      </Button>
    </Wrap>
  );
}

// A plain table styled here: Chakra's table recipe is not in the app's system (see native-select.tsx).
const cellStyle = { px: '3', py: '2', textAlign: 'start', borderBottomWidth: '1px' } as const;

function SignupTable({ signups }: { signups: TrainingSignupList }) {
  if (signups.list.length === 0) return <Text color="fg.muted">{M.noSignups}</Text>;
  return (
    <Box overflowX="auto" bg="bg" borderWidth="1px" borderRadius="l2">
      <Box as="table" w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {M.exportColumns.map((column) => (
              <Box as="th" key={column} {...cellStyle} bg="bg.muted" whiteSpace="nowrap">
                {column}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {signups.list.map((row, index) => (
            <tr key={row.userId}>
              <Box as="td" {...cellStyle}>
                {index + 1}
              </Box>
              <Box as="td" {...cellStyle} whiteSpace="nowrap">
                {row.name}
              </Box>
              <Box as="td" {...cellStyle} whiteSpace="nowrap">
                {row.phone}
              </Box>
              <Box as="td" {...cellStyle} whiteSpace="nowrap">
                {formatDate(row.signedUpAt, 'datetime')}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

export function SignupsPage() {
  const id = Number(useParams().id);
  const result = useApi(adminTrainingsApi.signups, { params: { id } });
  return (
    <Stack gap="4">
      <Link asChild color="brand.fg" alignSelf="flex-start" minH="11">
        <RouterLink to={`/admin/trainings/${id}`}>{M.backToTraining}</RouterLink>
      </Link>
      <DataState result={result} isEmpty={() => false}>
        {(signups) => (
          <Stack gap="4">
            <Heading as="h2" size="md">
              {signups.training.title}
            </Heading>
            <Text>{M.signupCount(signups.list.length)}</Text>
            <ExportButtons signups={signups} />
            <SignupTable signups={signups} />
          </Stack>
        )}
      </DataState>
    </Stack>
  );
}
