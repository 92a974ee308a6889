// The refusal of what the person just did, shown next to the form or the item it refuses and kept
// until they act again (useSubmitRefusal). role="alert": a screen reader says it at once.
import { Box, Text } from '@chakra-ui/react';
import type { Refusal } from '../../lib/forms/refusal';

export function FormRefusal({ refusal }: { refusal: Refusal | null }) {
  if (!refusal) return null;
  return (
    <Box
      role="alert"
      borderWidth="1px"
      borderColor="red.muted"
      borderInlineStartWidth="4px"
      borderInlineStartColor="red.solid"
      bg="red.subtle"
      color="red.fg"
      borderRadius="l2"
      px="3"
      py="2"
    >
      <Text fontWeight="semibold">{refusal.title}</Text>
      {refusal.description ? <Text fontSize="sm">{refusal.description}</Text> : null}
    </Box>
  );
}
