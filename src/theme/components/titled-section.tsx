// A titled block of a page (schedule, standings, roster, how to sign up…): a section landmark
// named by its h2.
import { Box, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface TitledSectionProps {
  title: string;
  /** Space between the heading and the content, and within the content (Chakra spacing). */
  gap?: '3' | '4';
  children: ReactNode;
}

export function TitledSection({ title, gap = '4', children }: TitledSectionProps) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} display="grid" gap={gap}>
      <Heading as="h2" id={id} size="xl" color="brand.fg">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
