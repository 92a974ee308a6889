// The update prompt and the one-time "works offline" note, at the bottom of every layout.
// Uses only Box, Text, HStack and Button, so the Chakra system needs just the button recipe.
// The card's props match other boxes' in shape only (one Chakra prop a line, other values).
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useHasInteracted } from './first-interaction';
import { UPDATE_MESSAGES as T } from './update-messages';
import { useAppUpdate } from './use-app-update';
import type { UpdateState } from './update-state';

/** How long the offline-ready note stays when nobody closes it. */
const OFFLINE_NOTE_MS = 8000;

function PromptCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="status"
      aria-label={label}
      position="fixed"
      zIndex="toast"
      insetX="3"
      bottom="calc(12px + env(safe-area-inset-bottom))"
      maxW="420px"
      mx="auto"
      p="4"
      bg="bg.panel"
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor="brand.solid"
      rounded="md"
      boxShadow="lg"
    >
      {children}
    </Box>
  );
}

export interface UpdatePromptProps {
  /** Another update state than the app's (tests). */
  state?: UpdateState;
}

export function UpdatePrompt({ state }: UpdatePromptProps) {
  const { needRefresh, offlineReady, held, applyUpdate, dismissOfflineReady } = useAppUpdate(state);
  const interacted = useHasInteracted();
  // The offline note is not urgent: it waits until the person has touched, typed or scrolled.
  const showOfflineNote = offlineReady && interacted;
  const [dismissed, setDismissed] = useState(false);
  const [wasHeld, setWasHeld] = useState(held);
  // When the last hold releases, ask again even if the user chose "later" while it was held.
  if (wasHeld !== held) {
    setWasHeld(held);
    if (!held) setDismissed(false);
  }

  useEffect(() => {
    if (!showOfflineNote) return;
    const timer = setTimeout(dismissOfflineReady, OFFLINE_NOTE_MS);
    return () => clearTimeout(timer);
  }, [showOfflineNote, dismissOfflineReady]);

  if (needRefresh && !dismissed) {
    return (
      <PromptCard label={T.newVersion}>
        <Text fontWeight="semibold">{T.newVersion}</Text>
        <Text fontSize="sm" color={held ? 'fg.warning' : 'fg.muted'} mt="1">
          {held ? T.heldHint : T.newVersionHint}
        </Text>
        <HStack justify="flex-end" gap="2" mt="3">
          <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
            {T.later}
          </Button>
          <Button size="sm" colorPalette="brand" disabled={held} onClick={applyUpdate}>
            {T.applyNow}
          </Button>
        </HStack>
      </PromptCard>
    );
  }
  if (showOfflineNote) {
    return (
      <PromptCard label={T.offlineReady}>
        <HStack justify="space-between" gap="3">
          <Box>
            <Text fontWeight="semibold">{T.offlineReady}</Text>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {T.offlineReadyHint}
            </Text>
          </Box>
          <Button size="sm" variant="ghost" onClick={dismissOfflineReady}>
            {T.gotIt}
          </Button>
        </HStack>
      </PromptCard>
    );
  }
  return null;
}
