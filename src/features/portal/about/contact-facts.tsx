// The association's contact facts: phone, e-mail and address from the site configuration, the
// hotline and office hours from the GLOBAL_CONFIG list of values.
import { Box, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLov, useSiteConfig } from '../../../lib/global-state';
import { CacheHint } from '../../../theme/components/cache-hint';
import { ABOUT_MESSAGES as M } from './about-messages';

// Tapped on a phone to call or write: a whole 44 px target, however short the text.
const TARGET = { display: 'inline-flex', alignItems: 'center', minH: '11' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box display="grid" gridTemplateColumns={{ base: '6em 1fr', md: '8em 1fr' }} gap="3" py="3">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {children}
      </Text>
    </Box>
  );
}

export function ContactFacts() {
  const config = useSiteConfig();
  const globals = useLov('GLOBAL_CONFIG');
  const named = (name: string) => globals.find((item) => item.name === name)?.value;
  const contact = config.data?.contact;
  const hotline = named(M.hotline);
  const hours = named(M.hours);
  if (!contact && !hotline) return <Text color="fg.muted">{M.contactUnknown}</Text>;
  return (
    <Box>
      <CacheHint result={config} />
      <Box as="dl" divideY="1px" divideColor="border" maxW="40em">
        {contact?.phone ? (
          <Fact label={M.phone}>
            <Link href={`tel:${contact.phone}`} color="brand.fg" {...TARGET}>
              {contact.phone}
            </Link>
          </Fact>
        ) : null}
        {hotline && hotline !== contact?.phone ? <Fact label={M.hotline}>{hotline}</Fact> : null}
        {contact?.email ? (
          <Fact label={M.email}>
            <Link href={`mailto:${contact.email}`} color="brand.fg" {...TARGET}>
              {contact.email}
            </Link>
          </Fact>
        ) : null}
        {contact?.address ? <Fact label={M.address}>{contact.address}</Fact> : null}
        {hours ? <Fact label={M.hours}>{hours}</Fact> : null}
      </Box>
    </Box>
  );
}
