// The header's logo: the first logo of the site configuration, or the site name as text while
// there is none (first visit offline, API down) or when the image fails to load.
import { Box, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteConfig, useSiteLogo } from '../../lib/global-state';
import { SITE_NAME } from '../../theme/route-title';

export function SiteLogo() {
  const logo = useSiteLogo();
  const siteName = useSiteConfig().data?.name || SITE_NAME;
  const [failedUrl, setFailedUrl] = useState<string>();
  const showImage = logo && logo.url !== failedUrl;
  return (
    <Box
      asChild
      display="inline-flex"
      alignItems="center"
      minH="12"
      color="brand.fg"
      textDecoration="none"
    >
      <RouterLink to="/home">
        {showImage ? (
          <img
            src={logo.url}
            alt={logo.alt || siteName}
            height={44}
            style={{ height: 44, width: 'auto', maxWidth: 220, objectFit: 'contain' }}
            onError={() => setFailedUrl(logo.url)}
          />
        ) : (
          <Text
            as="span"
            fontSize={{ base: 'xl', md: '2xl' }}
            fontWeight="bold"
            letterSpacing="wide"
          >
            {siteName}
          </Text>
        )}
      </RouterLink>
    </Box>
  );
}
