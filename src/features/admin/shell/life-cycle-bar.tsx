// The editor's life-cycle controls (docs/console.md): where the item stands, 保存草稿 (保存修改
// once published), 发布 now or at a chosen time, 撤回 a published item, and 置顶 where the
// section has it. Every console editor uses it (content, trainings, downloads, pages,
// competitions); a section's own actions, such as a competition's 删除, come after as children.
// The page runs the calls; this only says what was asked.
import { Button, Field, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { ContentStatus } from '../../../contract/admin-life-cycle';
import { formatDate } from '../../../theme/components/date-format';
import { LIFE_CYCLE_MESSAGES as M } from './life-cycle-messages';
import { StatusBadge } from './status-badge';

export interface LifeCycleState {
  status: ContentStatus;
  publishedAt: string;
  pinned?: boolean;
  updatedAt: string;
  updatedBy: string | null;
}

export interface LifeCycleBarProps {
  /** The saved item's state; absent while creating one. */
  state?: LifeCycleState;
  busy: boolean;
  onSave: () => void;
  /** `publishAt` is an ISO time, or '' for now. */
  onPublish: (publishAt: string) => void;
  onWithdraw?: () => void;
  onPin?: (pinned: boolean) => void;
  /** The save button's text where the section has its own (保存); else 保存草稿 / 保存修改. */
  saveLabel?: string;
  /** The section's further actions, after the shared ones. */
  children?: ReactNode;
}

/** The local time typed in a datetime-local field as an ISO time; '' stays '' (now). */
const isoOf = (local: string) => (local === '' ? '' : new Date(local).toISOString());

export function LifeCycleBar({
  state,
  busy,
  onSave,
  onPublish,
  onWithdraw,
  onPin,
  saveLabel,
  children,
}: LifeCycleBarProps) {
  const [publishAt, setPublishAt] = useState('');
  const published = state?.status === 'published';
  return (
    <Stack
      as="section"
      aria-label={M.actions}
      gap="4"
      p="4"
      bg="bg"
      borderWidth="1px"
      borderRadius="l2"
    >
      {state ? (
        <Stack gap="1">
          <Wrap gap="2" align="center">
            <Text>{M.statusLabel}</Text>
            <StatusBadge status={state.status} publishedAt={Date.parse(state.publishedAt)} />
            {published && state.publishedAt ? (
              <Text color="fg.muted" fontSize="sm">
                {M.shownFrom(formatDate(state.publishedAt, 'datetime'))}
              </Text>
            ) : null}
          </Wrap>
          {state.updatedAt ? (
            <Text color="fg.muted" fontSize="sm">
              {M.updated(formatDate(state.updatedAt, 'datetime'), state.updatedBy)}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <Field.Root>
        <Field.Label>{M.publishAt}</Field.Label>
        <Input
          type="datetime-local"
          minH="11"
          maxW="20rem"
          value={publishAt}
          onChange={(event) => setPublishAt(event.target.value)}
        />
        <Field.HelperText>{M.publishAtHint}</Field.HelperText>
      </Field.Root>
      <Wrap gap="3">
        <Button variant="outline" minH="11" disabled={busy} onClick={onSave}>
          {saveLabel ?? (published ? M.saveChanges : M.saveDraft)}
        </Button>
        <Button
          colorPalette="brand"
          minH="11"
          loading={busy}
          onClick={() => onPublish(isoOf(publishAt))}
        >
          {M.publish}
        </Button>
        {published && onWithdraw ? (
          <Button
            variant="outline"
            colorPalette="orange"
            minH="11"
            disabled={busy}
            onClick={onWithdraw}
          >
            {M.withdraw}
          </Button>
        ) : null}
        {state && onPin ? (
          <Button variant="ghost" minH="11" disabled={busy} onClick={() => onPin(!state.pinned)}>
            {state.pinned ? M.unpin : M.pin}
          </Button>
        ) : null}
        {children}
      </Wrap>
    </Stack>
  );
}
