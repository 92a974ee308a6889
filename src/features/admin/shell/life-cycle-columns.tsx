// The parts every list of published items shares (content, trainings, downloads, the sport's
// pages, competitions): the status filter, the title with its [置顶] tag, the status badge, who
// changed it last and when, and the row's 编辑 link named after the item.
import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ContentStatus } from '../../../contract/admin-life-cycle';
import { formatDate } from '../../../theme/components/date-format';
import type { AdminColumn, AdminListFilter } from './admin-list-page';
import { StatusBadge } from './status-badge';

interface LifeCycleRow {
  status: ContentStatus;
  publishedAt: string;
  pinned: boolean;
  updatedAt: string;
  updatedBy: string | null;
}

const STATUS_ORDER: readonly ContentStatus[] = ['draft', 'published', 'withdrawn'];

/** The `status` filter: 草稿, 已发布, 已撤回 in the section's own words. */
export const statusFilter = (
  label: string,
  names: Readonly<Record<ContentStatus, string>>,
): AdminListFilter => ({
  name: 'status',
  label,
  options: STATUS_ORDER.map((value) => ({ value, label: names[value] })),
});

/** The item's name, after [置顶] when pinned. */
export function pinnedTitleColumn<Row extends Pick<LifeCycleRow, 'pinned'>>(
  key: string,
  label: string,
  pinnedTag: string,
  titleOf: (row: Row) => string,
): AdminColumn<Row> {
  return {
    key,
    label,
    render: (row) => (
      <>
        {row.pinned ? (
          <Text as="span" color="brand.fg" fontWeight="semibold" me="1">
            [{pinnedTag}]
          </Text>
        ) : null}
        {titleOf(row)}
      </>
    ),
  };
}

export const statusColumn = <Row extends Pick<LifeCycleRow, 'status' | 'publishedAt'>>(
  label: string,
): AdminColumn<Row> => ({
  key: 'status',
  label,
  render: (row) => <StatusBadge status={row.status} publishedAt={Date.parse(row.publishedAt)} />,
});

/** When it was last changed and by whom; empty for a row never changed. */
export const updatedColumn = <Row extends Pick<LifeCycleRow, 'updatedAt' | 'updatedBy'>>(
  label: string,
): AdminColumn<Row> => ({
  key: 'updated',
  label,
  render: (row) =>
    row.updatedAt
      ? `${formatDate(row.updatedAt, 'datetime')}${row.updatedBy ? ` ${row.updatedBy}` : ''}`
      : '',
});

/** A row's 编辑 link; `name` tells a screen reader which row (编辑：…). */
export function EditLink({ to, label, name }: { to: string; label: string; name: string }) {
  return (
    <Button asChild size="sm" variant="outline" minH="11">
      <RouterLink to={to} aria-label={name}>
        {label}
      </RouterLink>
    </Button>
  );
}
