// The head of a record page (a club, a member): its picture beside its facts, in the facts
// panel. On a phone the picture stands above the facts.
import { Box, Image } from '@chakra-ui/react';
import { FactsList, type Fact } from './facts-list';
import { PANEL_STYLE } from './panel-style';

export interface RecordPicture {
  src: string;
  alt: string;
  /** Width and height, e.g. '96px'. */
  size: string;
  /** A round avatar rather than a square logo. */
  round?: boolean;
}

export interface RecordSummaryProps {
  picture?: RecordPicture;
  facts: readonly Fact[];
  /** Names the facts list, e.g. 「俱乐部信息」. */
  label: string;
  columns?: 1 | 2;
}

export function RecordSummary({ picture, facts, label, columns = 1 }: RecordSummaryProps) {
  return (
    <Box
      display="flex"
      flexDirection={{ base: 'column', sm: 'row' }}
      gap="5"
      alignItems={{ base: 'flex-start', sm: 'center' }}
      {...PANEL_STYLE}
    >
      {picture ? (
        <Image
          src={picture.src}
          alt={picture.alt}
          width={picture.size}
          height={picture.size}
          borderRadius={picture.round ? 'full' : 'l3'}
        />
      ) : null}
      <FactsList facts={facts} label={label} columns={columns} />
    </Box>
  );
}
