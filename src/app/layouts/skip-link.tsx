// Lets keyboard users jump past the header and menu straight to the page.
import { Box } from '@chakra-ui/react';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <Box
      asChild
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipNav"
      bg="brand.solid"
      color="white"
      px="4"
      py="3"
      borderRadius="l2"
      _focusVisible={{ top: '2' }}
    >
      <a href={`#${MAIN_CONTENT_ID}`}>跳到主要内容</a>
    </Box>
  );
}
