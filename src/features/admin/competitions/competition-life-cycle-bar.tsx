// The competition editor's life cycle (docs/competitions.md, "Published like content"): where it
// stands, 保存 (a new one is saved as a draft), 发布 now or at a chosen time, 撤回 once published,
// 置顶, and 删除 for a draft after a question. The page runs the calls; this only says what was asked.
import { Button, Field, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminCompetition } from '../../../contract/admin-competitions';
import { formatDate } from '../../../theme/components/date-format';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { StatusBadge } from '../shell/status-badge';
import { LIFE_CYCLE_MESSAGES as L } from '../trainings/life-cycle-messages';
import { COMPETITIONS_MESSAGES as M } from './competitions-messages';

export interface CompetitionLifeCycleBarProps {
  /** The saved competition; absent while creating one. */
  competition?: AdminCompetition;
  busy: boolean;
  onSave: () => void;
  /** `publishAt` is an ISO time, or '' for now. */
  onPublish: (publishAt: string) => void;
  onWithdraw: () => void;
  onPin: (pinned: boolean) => void;
  onRemove: () => Promise<unknown>;
  onRemoved: () => void;
}

/** The local time typed in a datetime-local field as an ISO time; '' stays '' (now). */
const isoOf = (local: string) => (local === '' ? '' : new Date(local).toISOString());

export function CompetitionLifeCycleBar({
  competition: c,
  busy,
  onSave,
  onPublish,
  onWithdraw,
  onPin,
  onRemove,
  onRemoved,
}: CompetitionLifeCycleBarProps) {
  const [publishAt, setPublishAt] = useState('');
  const published = c?.status === 'published';
  return (
    <Stack
      as="section"
      aria-label={L.actions}
      gap="4"
      p="4"
      bg="bg"
      borderWidth="1px"
      borderRadius="l2"
    >
      {c ? (
        <Stack gap="1">
          <Wrap gap="2" align="center">
            <Text>{L.statusLabel}</Text>
            <StatusBadge status={c.status} publishedAt={Date.parse(c.publishedAt)} />
            {published && c.publishedAt ? (
              <Text color="fg.muted" fontSize="sm">
                {L.shownFrom(formatDate(c.publishedAt, 'datetime'))}
              </Text>
            ) : null}
          </Wrap>
          {c.updatedAt ? (
            <Text color="fg.muted" fontSize="sm">
              {L.updated(formatDate(c.updatedAt, 'datetime'), c.updatedBy)}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <Field.Root>
        <Field.Label>{L.publishAt}</Field.Label>
        <Input
          type="datetime-local"
          minH="11"
          maxW="20rem"
          value={publishAt}
          onChange={(event) => setPublishAt(event.target.value)}
        />
        <Field.HelperText>{L.publishAtHint}</Field.HelperText>
      </Field.Root>
      <Wrap gap="3">
        <Button variant="outline" minH="11" disabled={busy} onClick={onSave}>
          {M.save}
        </Button>
        <Button
          colorPalette="brand"
          minH="11"
          loading={busy}
          onClick={() => onPublish(isoOf(publishAt))}
        >
          {L.publish}
        </Button>
        {published ? (
          <Button
            variant="outline"
            colorPalette="orange"
            minH="11"
            disabled={busy}
            onClick={onWithdraw}
          >
            {L.withdraw}
          </Button>
        ) : null}
        {c ? (
          <Button variant="ghost" minH="11" disabled={busy} onClick={() => onPin(!c.pinned)}>
            {c.pinned ? L.unpin : L.pin}
          </Button>
        ) : null}
        {c?.status === 'draft' ? (
          <ConfirmDialog
            triggerLabel={M.remove}
            title={M.removeTitle}
            description={M.removeDescription}
            confirmLabel={M.remove}
            onConfirm={onRemove}
            onDone={onRemoved}
          />
        ) : null}
      </Wrap>
    </Stack>
  );
}
