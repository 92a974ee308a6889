// The placeholder of a page whose content comes with a later issue: it says so plainly and
// offers the links a visitor most likely wants instead.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppLink } from './app-link';

export interface PlaceholderLink {
  label: string;
  to: string;
}

const DEFAULT_LINKS: readonly PlaceholderLink[] = [{ label: '返回首页', to: '/home' }];

export interface UnderConstructionProps {
  links?: readonly PlaceholderLink[];
  children?: ReactNode;
}

export function UnderConstruction({ links = DEFAULT_LINKS, children }: UnderConstructionProps) {
  return (
    <Box
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.subtle"
      p={{ base: '5', md: '8' }}
    >
      <Stack gap="4">
        <Text fontSize="lg">本栏目内容正在建设中，敬请期待。</Text>
        {children}
        {links.length > 0 ? (
          <Box as="ul" listStyleType="none" display="flex" flexWrap="wrap" gap="4">
            {links.map((link) => (
              <li key={link.to}>
                <AppLink
                  to={link.to}
                  color="brand.fg"
                  fontWeight="medium"
                  textDecoration="underline"
                >
                  {link.label}
                </AppLink>
              </li>
            ))}
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
