// A titled block of the home page with an optional 「更多」 link to the full list.
import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppLink } from '../../../theme/components/app-link';
import { HOME_MESSAGES as M } from './home-messages';

export interface HomeSectionProps {
  title: string;
  moreTo?: string;
  children: ReactNode;
}

export function HomeSection({ title, moreTo, children }: HomeSectionProps) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="3">
        <Heading as="h2" size={{ base: 'lg', md: 'xl' }} color="brand.fg">
          {title}
        </Heading>
        {moreTo ? (
          <AppLink
            to={moreTo}
            display="inline-flex"
            alignItems="center"
            minH="11"
            px="2"
            color="brand.fg"
            aria-label={M.moreOf(title)}
          >
            {M.more}
          </AppLink>
        ) : null}
      </Box>
      {children}
    </Stack>
  );
}
