// One pending request in a list, with its yes/no pair of buttons: an invitation the player
// answers, a leave application the club contact decides. Each button names its subject for
// screen readers ("接受：上海浦江"), and every button waits while any answer is on its way. A
// refused answer says why inside the item, under its buttons.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Refusal } from '../../lib/forms/refusal';
import { FormRefusal } from './form-refusal';

export interface DecisionItemProps {
  title: ReactNode;
  detail: ReactNode;
  /** Who or what the decision is about, appended to each button's accessible name. */
  subject: string;
  yesLabel: string;
  noLabel: string;
  /** This item's answer is on its way. */
  busy: boolean;
  /** Some answer in the list is on its way. */
  anyBusy: boolean;
  onDecide: (yes: boolean) => void;
  /** Why the last answer to this item was refused. */
  refusal?: Refusal | null;
}

export function DecisionItem(props: DecisionItemProps) {
  const { title, detail, subject, yesLabel, noLabel, busy, anyBusy, onDecide, refusal } = props;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="l2"
      p="3"
      display="flex"
      flexWrap="wrap"
      gap="3"
      alignItems="center"
      justifyContent="space-between"
    >
      <Box>
        <Text fontWeight="semibold">{title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      </Box>
      <Stack direction="row" gap="2">
        <Button
          colorPalette="brand"
          minH="11"
          disabled={anyBusy}
          loading={busy}
          aria-label={`${yesLabel}：${subject}`}
          onClick={() => onDecide(true)}
        >
          {yesLabel}
        </Button>
        <Button
          variant="outline"
          minH="11"
          disabled={anyBusy}
          aria-label={`${noLabel}：${subject}`}
          onClick={() => onDecide(false)}
        >
          {noLabel}
        </Button>
      </Stack>
      {refusal ? (
        <Box flexBasis="full">
          <FormRefusal refusal={refusal} />
        </Box>
      ) : null}
    </Box>
  );
}
