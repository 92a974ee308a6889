// A date shown in zh-CN inside a <time> element, so assistive technology and crawlers get the
// exact value too.
import { Box, type BoxProps } from '@chakra-ui/react';
import { formatDate, isoDateTime, type DateFormat } from './date-format';

export interface DateTextProps extends Omit<BoxProps, 'children'> {
  value: string | number | Date;
  format?: DateFormat;
}

export function DateText({ value, format = 'date', ...rest }: DateTextProps) {
  return (
    <Box asChild whiteSpace="nowrap" {...rest}>
      <time dateTime={isoDateTime(value)}>{formatDate(value, format)}</time>
    </Box>
  );
}
