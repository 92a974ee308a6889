// 导出名单, 导出赛程与比分 and 导出球员统计, each as Excel or CSV: the rows are read when asked for
// and written in the browser (shell/table-export.ts), as the training sign-up list is exported.
import { Button, Heading, Stack, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { adminResultsApi } from '../../../contract/api/admin-results';
import { callApi } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import {
  csvBlob,
  exportFileName,
  saveFile,
  tableXlsx,
  type TextTable,
} from '../shell/table-export';
import { rosterTable, scheduleTable, statsTable } from './results-export';
import { RESULTS_MESSAGES as M } from './results-messages';

type ExportKind = 'rosters' | 'schedule' | 'stats';

const EXPORTS: Record<
  ExportKind,
  { label: string; suffix: string; widths: number[]; table: (id: number) => Promise<TextTable> }
> = {
  rosters: {
    label: M.exports.rosters,
    suffix: M.exports.rosterSuffix,
    widths: [20, 12, 6, 6],
    table: async (id) =>
      rosterTable((await callApi(adminResultsApi.exportRosters, { params: { id } })).list),
  },
  schedule: {
    label: M.exports.schedule,
    suffix: M.exports.scheduleSuffix,
    widths: [12, 8, 10, 8, 20, 20, 8, 8],
    table: async (id) =>
      scheduleTable((await callApi(adminResultsApi.exportSchedule, { params: { id } })).list),
  },
  stats: {
    label: M.exports.stats,
    suffix: M.exports.statsSuffix,
    widths: [12, 20, 6, 6],
    table: async (id) =>
      statsTable((await callApi(adminResultsApi.exportStats, { params: { id } })).list),
  },
};

export function ExportButtons({ competitionId, name }: { competitionId: number; name: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (kind: ExportKind, extension: 'xlsx' | 'csv') => {
    const spec = EXPORTS[kind];
    setBusy(`${kind}.${extension}`);
    try {
      const table = await spec.table(competitionId);
      const blob =
        extension === 'xlsx'
          ? await tableXlsx(table, { sheet: spec.suffix, widths: spec.widths })
          : csvBlob(table);
      saveFile(blob, exportFileName(name, spec.suffix, extension));
    } catch {
      notify.error(M.exports.failed);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack as="section" aria-labelledby="results-exports" gap="2">
      <Heading as="h2" size="sm" id="results-exports">
        {M.exports.heading}
      </Heading>
      <Wrap gap="2">
        {(Object.keys(EXPORTS) as ExportKind[]).flatMap((kind) =>
          (['xlsx', 'csv'] as const).map((extension) => (
            <Button
              key={`${kind}.${extension}`}
              variant="outline"
              minH="11"
              loading={busy === `${kind}.${extension}`}
              disabled={busy !== null}
              onClick={() => void run(kind, extension)}
            >
              {`${EXPORTS[kind].label} ${M.exports[extension]}`}
            </Button>
          )),
        )}
      </Wrap>
    </Stack>
  );
}
