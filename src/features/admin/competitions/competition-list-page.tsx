// /admin/competitions: every competition whatever its status, searched by name, city or venue and
// filtered by life-cycle status, phase and year; each row opens the competition's pages.
import type { AdminCompetitionRow } from '../../../contract/admin-competitions';
import { adminCompetitionsApi } from '../../../contract/api/admin-competitions';
import { AdminListPage, type AdminColumn } from '../shell/admin-list-page';
import { competitionPagePath } from '../shell/competition-tabs';
import {
  EditLink,
  pinnedTitleColumn,
  statusColumn,
  statusFilter,
  updatedColumn,
} from '../shell/life-cycle-columns';
import { COMPETITIONS_MESSAGES as M } from './competitions-messages';

/** The years a list is most often narrowed to: next year and the five before this one. */
const yearOptions = (thisYear: number) =>
  Array.from({ length: 7 }, (_, index) => String(thisYear + 1 - index)).map((year) => ({
    value: year,
    label: year,
  }));

const FILTERS = [
  statusFilter(M.columns.status, M.status),
  {
    name: 'phase',
    label: M.columns.phase,
    options: (['upcoming', 'registering', 'ongoing', 'finished'] as const).map((value) => ({
      value,
      label: M.phase[value],
    })),
  },
  { name: 'year', label: M.columns.year, options: yearOptions(new Date().getFullYear()) },
];

const COLUMNS: AdminColumn<AdminCompetitionRow>[] = [
  pinnedTitleColumn('name', M.columns.name, M.pinnedTag, (row) => row.name),
  {
    key: 'level',
    label: M.columns.level,
    render: (row) => M.levelDivision(row.levelName, M.division[row.division]),
  },
  {
    key: 'dates',
    label: M.columns.dates,
    render: (row) => M.dateRange(row.startDate, row.endDate, row.city),
  },
  {
    key: 'phase',
    label: M.columns.phase,
    render: (row) => `${M.phase[row.phase]}${row.phaseOverride ? M.phaseSet : ''}`,
  },
  statusColumn(M.columns.status),
  {
    key: 'entries',
    label: M.columns.entries,
    render: (row) => M.counts(row.entries, row.games),
  },
  updatedColumn(M.columns.updated),
];

export function CompetitionListPage() {
  return (
    <AdminListPage
      route={adminCompetitionsApi.list}
      createTo="/admin/competitions/new"
      createLabel={M.create}
      searchLabel={M.search}
      filters={FILTERS}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      empty={M.empty}
      actions={(row) => (
        <EditLink
          to={competitionPagePath(row.id, 'details')}
          label={M.edit}
          name={M.editOf(row.name)}
        />
      )}
    />
  );
}
