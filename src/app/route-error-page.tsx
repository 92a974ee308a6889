// Shown when a page throws while rendering: a Chinese message and a way out, never a stack trace.
import { Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function RouteErrorPage() {
  return (
    <Center as="main" minH="100dvh" px="4">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          页面出错了
        </Heading>
        <Text color="fg.muted">页面显示时发生错误，请刷新页面或返回首页。</Text>
        <HStack gap="3">
          <Button colorPalette="brand" size="lg" onClick={() => window.location.reload()}>
            刷新页面
          </Button>
          <Button asChild variant="outline" colorPalette="brand" size="lg">
            <RouterLink to="/home" reloadDocument>
              返回首页
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
