// How a 站点设置 list shows one item: its name, the address it leads to under it (broken anywhere,
// so a long address never widens a phone's screen), and its picture before them where it has one.
import { Box, HStack, Stack, Text, type BoxProps, type StackProps } from '@chakra-ui/react';

export interface ItemSummaryProps {
  name: string;
  url?: string | null;
  /** The picture's address (a banner's image, a cooperator's logo). */
  image?: string;
  /** Its size and fit in the list. */
  imageLook?: BoxProps;
  /** How the picture sits beside the text. */
  align?: StackProps['align'];
}

export function ItemSummary({ name, url, image, imageLook, align = 'center' }: ItemSummaryProps) {
  const text = (
    <Stack gap="0" minW="0">
      <Text fontWeight="semibold">{name}</Text>
      {url && (
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {url}
        </Text>
      )}
    </Stack>
  );
  if (image === undefined) return text;
  return (
    <HStack gap="3" align={align}>
      <Box as="img" {...{ src: image, alt: '' }} flexShrink="0" {...imageLook} />
      {text}
    </HStack>
  );
}
