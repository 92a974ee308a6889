// bench:day --import: staff import 10,000 members from an XLSX (preview, then import) in the middle
// of the day, as the association might on a championship weekend, and what it did to the phones:
// the import's time and its write transaction's (on SQLite the phones' writes wait for that one),
// and the phones' batch writes under way while it ran (their p99 against the whole day's). The sheet is made before the day begins, so making it costs the day nothing.
import { percentile } from './day-report.mjs';
import { importSheet, signInStaff } from './import-run.mjs';
import { membersSheet, runTag } from './import-sheet.mjs';

export const IMPORT_MEMBERS = 10_000;

export async function prepareImport(base) {
  return {
    base,
    sheet: await membersSheet(IMPORT_MEMBERS, runTag()),
    ticket: await signInStaff(base),
  };
}

export const runImportNow = ({ base, ticket, sheet }) => importSheet(base, ticket, sheet);

export function importReport(run, batches) {
  const during = batches
    .filter(({ endedAt, ms }) => endedAt >= run.began && endedAt - ms <= run.ended)
    .map(({ ms }) => ms);
  const all = batches.map(({ ms }) => ms);
  const p99 = (values) => (values.length ? `${Math.round(percentile(values, 99))} ms` : '–');
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const ms = (value) => (value === undefined ? '–' : `${Math.round(value)} ms`);
  return [
    `- import of ${IMPORT_MEMBERS} members in the middle of the day: preview ${seconds(run.previewMs)}, import ${seconds(run.commitMs)} (${run.created} stored), of which the write transaction ${ms(run.commit.write)}`,
    `- phones' batch write p99 while it ran: ${p99(during)} (${during.length} batches); whole day: ${p99(all)} (${all.length})`,
  ].join('\n');
}
