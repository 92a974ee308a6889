// 导出名单, 导出赛程与比分 and 导出球员统计, and for a championship 导出最终名次 and 导出各阶段比赛,
// each as Excel or CSV: the rows are read when asked for and written in the browser
// (shell/table-export.ts), as the training sign-up list is exported.
import { Button, Heading, Stack, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { adminResultsApi } from '../../../contract/api/admin-results';
import type { Championship } from '../../../contract/championship';
import { competitionStagesApi } from '../../../contract/api/competition-stages';
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
import { placementsTable, stageGamesTable } from './stage-export';

type ExportKind = 'rosters' | 'schedule' | 'stats' | 'placements' | 'stageGames';

/** A championship's table; a competition without a format exports the headings alone. */
async function championshipTable(
  id: number,
  table: (championship: Championship) => TextTable,
  headings: readonly string[],
): Promise<TextTable> {
  const { championship } = await callApi(competitionStagesApi.stages, { params: { id } });
  return championship ? table(championship) : [headings];
}

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
  placements: {
    label: M.exports.placements,
    suffix: M.exports.placementsSuffix,
    widths: [6, 20, 6, 60],
    table: (id) => championshipTable(id, placementsTable, M.stageExports.placementColumns),
  },
  stageGames: {
    label: M.exports.stageGames,
    suffix: M.exports.stageGamesSuffix,
    widths: [16, 6, 8, 12, 6, 12, 8, 10, 14, 20, 14, 20, 8, 8],
    table: (id) => championshipTable(id, stageGamesTable, M.stageExports.gameColumns),
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
