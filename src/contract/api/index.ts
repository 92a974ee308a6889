// The whole route table, group by group (one file per feature of src/features), for the checks
// that hold the server to it (server/route-table.test.ts). Pages import their group's file, not
// this one, so a page carries only the routes it calls.
import { accountApi } from './account';
import type { ApiRoute } from './define-route';
import { downloadApi } from './download';
import { matchApi } from './match';
import { queryApi } from './query';
import { trainingApi } from './training';

export const API_TABLE: Record<string, Record<string, ApiRoute>> = {
  account: accountApi,
  download: downloadApi,
  match: matchApi,
  query: queryApi,
  training: trainingApi,
};
