// What a page shows while its bundle loads, and when loading failed.
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';

export function PageLoading() {
  return (
    <Center minH="40vh" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">页面加载中…</Text>
      </Stack>
    </Center>
  );
}

export interface PageLoadFailedProps {
  onRetry: () => void;
}

export function PageLoadFailed({ onRetry }: PageLoadFailedProps) {
  return (
    <Center minH="40vh" px="4">
      <Stack align="center" gap="4" role="alert" textAlign="center">
        <Text fontSize="lg" fontWeight="semibold">
          页面加载失败，请检查网络后重试
        </Text>
        <Button colorPalette="brand" size="lg" minH="12" onClick={onRetry}>
          重试
        </Button>
      </Stack>
    </Center>
  );
}
