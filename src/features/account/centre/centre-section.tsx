// One titled card of the user centre; the title is an h2 under the page's h1.
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface CentreSectionProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function CentreSection({ title, actions, children }: CentreSectionProps) {
  const id = useId();
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
      bg="bg"
    >
      <Stack gap="4">
        <Stack direction="row" justify="space-between" align="center" flexWrap="wrap" gap="2">
          <Heading as="h2" id={id} size="lg" color="brand.fg">
            {title}
          </Heading>
          {actions}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

export interface FactProps {
  label: string;
  children: ReactNode;
}

/** One row of a definition list: the label muted, the value beside it (under it on a phone). */
export function Fact({ label, children }: FactProps) {
  return (
    <Box display="flex" flexWrap="wrap" columnGap="4" rowGap="0.5" py="1.5">
      <Box as="dt" color="fg.muted" minW="24">
        {label}
      </Box>
      <Box as="dd" fontWeight="medium" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}
