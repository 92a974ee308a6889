// /admin/site: the six parts of the site's settings as section links above the part shown, each
// its own address (so a part can be bookmarked and the browser's back button works).
import { Stack } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { SubNav } from '../../../theme/components/sub-nav';
import { SITE_MESSAGES as M } from './site-messages';

export const SITE_SECTIONS = [
  { path: '', label: M.basic },
  { path: 'banners', label: M.banners },
  { path: 'cooperators', label: M.cooperators },
  { path: 'links', label: M.links },
  { path: 'contact', label: M.contact },
  { path: 'lovs', label: M.lovs },
] as const;

const BASE = '/admin/site';

export function SiteLayout() {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '');
  const items = SITE_SECTIONS.map((section) => {
    const to = section.path === '' ? BASE : `${BASE}/${section.path}`;
    return { label: section.label, to, active: current === to };
  });
  return (
    <Stack gap="5">
      <SubNav label={M.sections} items={items} />
      <Outlet />
    </Stack>
  );
}
