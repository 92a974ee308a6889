// The life cycle of a notice, news item, training, download or sport page (docs/console.md):
// 草稿, 已发布, 已撤回, and 定时发布 for an item published with a time still ahead. Usage:
//
//   <StatusBadge status={row.status} publishedAt={row.publishedAt} />
//
// `now` is for tests; the page passes nothing and the browser's clock decides.
import { StatusPill } from '../../../theme/components/status-pill';
import { SHELL_MESSAGES as M } from './shell-messages';

export type ContentStatus = 'draft' | 'published' | 'withdrawn';

type Shown = keyof typeof M.status;

const PALETTE: Record<Shown, string> = {
  draft: 'gray',
  published: 'green',
  withdrawn: 'orange',
  scheduled: 'blue',
};

/** What a staff member is told about an item: scheduled is published with a time ahead. */
export function shownStatus(
  status: ContentStatus,
  publishedAt: number | null | undefined,
  now: number,
): Shown {
  if (status === 'published' && publishedAt != null && publishedAt > now) return 'scheduled';
  return status;
}

export interface StatusBadgeProps {
  status: ContentStatus;
  publishedAt?: number | null;
  now?: number;
}

export function StatusBadge({ status, publishedAt, now = Date.now() }: StatusBadgeProps) {
  const shown = shownStatus(status, publishedAt, now);
  return <StatusPill palette={PALETTE[shown]}>{M.status[shown]}</StatusPill>;
}
