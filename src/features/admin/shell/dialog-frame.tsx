// What every console dialog looks like around its content (ConfirmDialog, FormDialog): Chakra's
// Dialog parts styled with style props, since its recipe is not in the app's system
// (docs/where-changes-go.md), centred over a dimmed page with the title on top.
import { Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function DialogFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Portal>
      <Dialog.Backdrop position="fixed" inset="0" bg="blackAlpha.600" zIndex="overlay" />
      <Dialog.Positioner
        position="fixed"
        inset="0"
        display="flex"
        alignItems="center"
        justifyContent="center"
        p="4"
        zIndex="modal"
      >
        <Dialog.Content bg="bg" borderRadius="l3" boxShadow="lg" p="5" w="full" maxW="md">
          <Stack gap="4">
            <Dialog.Title fontSize="lg" fontWeight="semibold">
              {title}
            </Dialog.Title>
            {children}
          </Stack>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}
