// An article's body from the content API, sanitized (src/contract/sanitize-html.ts) and set in
// readable type: a comfortable line length and spacing, tables that scroll on phones.
import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../contract/sanitize-html';

export interface ArticleHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
}

const ARTICLE_CSS: BoxProps['css'] = {
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.9',
  maxWidth: '46em',
  overflowWrap: 'anywhere',
  '& > * + *': { marginTop: '4' },
  '& h2, & h3, & h4': { fontWeight: 'semibold', lineHeight: '1.4', marginTop: '8' },
  '& h2': { fontSize: { base: 'xl', md: '2xl' } },
  '& h3': { fontSize: { base: 'lg', md: 'xl' } },
  '& h4': { fontSize: { base: 'md', md: 'lg' } },
  '& ul, & ol': { paddingInlineStart: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '1' },
  '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'l2' },
  '& blockquote': {
    borderInlineStartWidth: '4px',
    borderColor: 'brand.muted',
    paddingInlineStart: '4',
    color: 'fg.muted',
  },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', fontSize: 'md' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', paddingX: '3', paddingY: '2' },
  '& th': { bg: 'bg.muted', fontWeight: 'semibold', textAlign: 'start' },
  '& hr': { borderColor: 'border' },
};

export function ArticleHtml({ html, ...rest }: ArticleHtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <Box css={ARTICLE_CSS} {...rest} dangerouslySetInnerHTML={{ __html: safe }} />;
}
