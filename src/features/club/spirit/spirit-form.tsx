// The five WFDF categories, each a 0–4 choice, and an optional comment. Every mark starts at 2,
// WFDF's "good", the mark of a normal game, so a captain changes only what stood out. Giving the
// score writes it to the phone first (spirit-queue.ts); the card says whether it has reached the
// server.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { SPIRIT_COMMENT_MAX, type SubmitSpiritBody } from '../../../contract/spirit';
import { SPIRIT_CATEGORY_LABEL, SPIRIT_MARK_LABEL } from '../../../contract/rules/spirit-messages';
import {
  SPIRIT_CATEGORIES,
  totalOf,
  type SpiritMarks,
} from '../../../contract/rules/spirit-standings';
import { ChoiceField, TextAreaField } from '../../../theme/components/form-fields';
import { SPIRIT_TEXT } from '../messages';

const MARK_OPTIONS = SPIRIT_MARK_LABEL.map((word, mark) => ({
  value: String(mark),
  label: SPIRIT_TEXT.markOption(mark, word),
}));

export const DEFAULT_MARKS: SpiritMarks = {
  rules: 2,
  fouls: 2,
  fairness: 2,
  attitude: 2,
  communication: 2,
};

export interface SpiritFormProps {
  gameId: number;
  initial: { marks: SpiritMarks; comment: string };
  onGive: (body: Omit<SubmitSpiritBody, 'id' | 'at'>) => void;
  onCancel: () => void;
}

export function SpiritForm({ gameId, initial, onGive, onCancel }: SpiritFormProps) {
  const [marks, setMarks] = useState<SpiritMarks>(initial.marks);
  const [comment, setComment] = useState(initial.comment);
  const tooLong = comment.trim().length > SPIRIT_COMMENT_MAX;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    onGive({ gameId, ...marks, comment: comment.trim() });
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate>
        {SPIRIT_CATEGORIES.map((category) => (
          <ChoiceField
            key={category}
            label={SPIRIT_CATEGORY_LABEL[category]}
            name={`spirit-${gameId}-${category}`}
            value={String(marks[category])}
            options={MARK_OPTIONS}
            onValueChange={(value) => setMarks({ ...marks, [category]: Number(value) })}
          />
        ))}
        <Text fontWeight="semibold" aria-live="polite">
          {SPIRIT_TEXT.total(totalOf(marks))}
        </Text>
        <TextAreaField
          label={SPIRIT_TEXT.comment}
          name={`spirit-${gameId}-comment`}
          value={comment}
          onValueChange={setComment}
          error={tooLong ? SPIRIT_TEXT.commentTooLong(SPIRIT_COMMENT_MAX) : undefined}
        />
        <Box display="flex" gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" minH="11">
            {SPIRIT_TEXT.submit}
          </Button>
          <Button type="button" variant="outline" minH="11" onClick={onCancel}>
            {SPIRIT_TEXT.cancel}
          </Button>
        </Box>
      </form>
    </Stack>
  );
}
