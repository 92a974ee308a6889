// A titled block of a page (schedule, standings, roster, how to sign up…): a section landmark
// named by its h2.
import { Box, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface TitledSectionProps {
  title: string;
  /**
   * Makes the section a link target (/contactUs → #contact-us): the section gets this id, its
   * heading `<id>-title`, and room above it for the sticky header when scrolled to.
   */
  id?: string;
  /** Space between the heading and the content, and within the content (Chakra spacing). */
  gap?: '3' | '4';
  children: ReactNode;
}

export function TitledSection({ title, id, gap = '4', children }: TitledSectionProps) {
  const generatedId = useId();
  const headingId = id ? `${id}-title` : generatedId;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      display="grid"
      gap={gap}
      scrollMarginTop={id ? '24' : undefined}
    >
      <Heading as="h2" id={headingId} size="xl" color="brand.fg">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
