// The schedule grid's calls: a move, 雨天顺延 with its preview, and the settings. A write confirms
// with a toast; a refusal is thrown for the page to keep beside what the person did.
import { adminScheduleApi } from '../../../contract/api/admin-schedule';
import type { Placement } from '../../../contract/rules/schedule-clashes';
import type { GridSettingsBody, ShiftGamesBody } from '../../../contract/schedule-grid';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { GRID_MESSAGES as M } from './grid-messages';

export async function moveGames(competitionId: number, moves: Placement[]) {
  const change = await callApi(adminScheduleApi.move, {
    params: { id: competitionId },
    body: { moves },
  });
  toast.success(M.moved);
  return change;
}

export const previewShift = (competitionId: number, block: ShiftGamesBody) =>
  callApi(adminScheduleApi.shiftPreview, {
    params: { id: competitionId },
    query: { ...block, field: block.field ?? undefined },
  });

export async function shiftGames(competitionId: number, block: ShiftGamesBody) {
  const change = await callApi(adminScheduleApi.shift, {
    params: { id: competitionId },
    body: block,
  });
  toast.success(M.shifted(change.moved.length));
  return change;
}

export async function saveGridSettings(competitionId: number, body: GridSettingsBody) {
  const saved = await callApi(adminScheduleApi.gridSettings, {
    params: { id: competitionId },
    body,
  });
  toast.success(M.settingsSaved);
  return saved;
}
