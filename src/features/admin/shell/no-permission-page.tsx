// A signed-in user who is not staff opened /admin: said plainly, with a way home.
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { documentTitleOf } from '../../../theme/route-title';
import { SHELL_MESSAGES as M } from './shell-messages';

export function NoPermissionPage() {
  useEffect(() => {
    document.title = documentTitleOf(M.noPermissionTitle);
  }, []);
  return (
    <Container as="main" maxW="3xl" py={{ base: '12', md: '20' }}>
      <Stack gap="5" align="flex-start">
        <Heading as="h1" size="3xl">
          {M.noPermissionTitle}
        </Heading>
        <Text color="fg.muted">{M.noPermissionText}</Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/home">{M.goHome}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
