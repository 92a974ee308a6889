// 站点设置's pages under /admin/site, gathered by admin-routes.tsx.
import type { RouteObject } from 'react-router-dom';
import { BannersSection } from './banners-section';
import { BasicSection } from './basic-section';
import { ContactSection } from './contact-section';
import { CooperatorsSection } from './cooperators-section';
import { LinksSection } from './links-section';
import { LovsSection } from './lovs-section';
import { SiteLayout } from './site-layout';
import { SITE_MESSAGES as M } from './site-messages';

const title = (part: string) => ({ title: `${M.title}·${part}` });

export const siteRoutes: RouteObject[] = [
  {
    path: 'site',
    element: <SiteLayout />,
    children: [
      { index: true, element: <BasicSection />, handle: title(M.basic) },
      { path: 'banners', element: <BannersSection />, handle: title(M.banners) },
      { path: 'cooperators', element: <CooperatorsSection />, handle: title(M.cooperators) },
      { path: 'links', element: <LinksSection />, handle: title(M.links) },
      { path: 'contact', element: <ContactSection />, handle: title(M.contact) },
      { path: 'lovs', element: <LovsSection />, handle: title(M.lovs) },
    ],
  },
];
