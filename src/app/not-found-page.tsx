// Any path no route matches: said plainly, with a way home. Shown inside the main layout.
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }}>
      <Stack gap="5" align="flex-start">
        <Text fontSize="5xl" fontWeight="bold" color="brand.fg" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="3xl">
          页面不存在
        </Heading>
        <Text color="fg.muted">您访问的页面不存在或已被移除，请检查地址是否正确。</Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/home">返回首页</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
