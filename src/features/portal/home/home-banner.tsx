// The banner: the /api/index banners side by side in a row that scrolls and snaps (no carousel
// script); the next one peeks in at the edge, so it is plain there is more. Each image has its
// size set (3:1), so nothing below moves when it arrives; the first loads at once as the likely
// largest paint, the others lazily.
import { Box } from '@chakra-ui/react';
import type { Home } from '../../../contract/content-home';
import { AppLink } from '../../../theme/components/app-link';
import { HOME_MESSAGES as M } from './home-messages';

const WIDTH = 1200;
const HEIGHT = 400;

export function HomeBanner({ banners }: { banners: Home['banners'] }) {
  if (banners.length === 0) return null;
  return (
    <Box
      as="ul"
      aria-label={M.bannerLabel}
      listStyleType="none"
      display="flex"
      gap="3"
      overflowX="auto"
      scrollSnapType="x mandatory"
      borderRadius="l3"
    >
      {banners.map((banner, index) => (
        <Box
          as="li"
          key={banner.image + banner.url}
          flex={banners.length > 1 ? { base: '0 0 88%', md: '0 0 72%' } : '0 0 100%'}
          scrollSnapAlign="start"
        >
          <AppLink to={banner.url} display="block" borderRadius="l3" overflow="hidden">
            <img
              src={banner.image}
              alt={banner.title}
              width={WIDTH}
              height={HEIGHT}
              loading={index === 0 ? 'eager' : 'lazy'}
              // The first banner is the page's largest paint: fetch it ahead of everything else,
              // and show it in the same frame as the text rather than a later one.
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
              style={{ display: 'block', width: '100%', height: 'auto' }}
            />
          </AppLink>
        </Box>
      ))}
    </Box>
  );
}
