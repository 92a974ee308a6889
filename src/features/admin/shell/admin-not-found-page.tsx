// A console path no section has a page for (a mistyped address, or a section not built yet).
import { Stack, Text } from '@chakra-ui/react';
import { SHELL_MESSAGES as M } from './shell-messages';

export function AdminNotFoundPage() {
  return (
    <Stack gap="3">
      <Text color="fg.muted">{M.notFoundText}</Text>
    </Stack>
  );
}
