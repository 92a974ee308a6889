// What the console shows while it does not know yet who is signed in, or while a visitor is on
// the way to the login page.
import { Center, Spinner } from '@chakra-ui/react';
import { SHELL_MESSAGES as M } from './shell-messages';

export function AdminLoading() {
  return (
    <Center minH="100dvh" role="status" aria-label={M.loading}>
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
    </Center>
  );
}
