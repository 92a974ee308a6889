// 站点设置 in the staff console (src/features/admin/site, docs/console.md): the site's name, logo,
// slogan, ICP line and contact details; the home banners, cooperators and quick links; the lists
// of values. Every call is for staff only; the ordered sets are read and saved whole.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台·站点设置'];
const site = (load: SchemaLoad) => load('admin-site');

export const adminSiteApi = {
  settings: {
    method: 'GET',
    path: '/api/admin/site/settings',
    summary: '站点基本信息与联系方式',
    tags,
    schemas: async (load) => ({ response: (await site(load)).siteSettingsSchema }),
  },
  saveBasic: {
    method: 'POST',
    path: '/api/admin/site/basic',
    summary: '保存站点名称、标志、口号和备案信息',
    tags,
    schemas: async (load) => {
      const c = await site(load);
      return { body: c.basicSettingsSchema, response: c.siteSettingsSchema };
    },
  },
  saveContact: {
    method: 'POST',
    path: '/api/admin/site/contact',
    summary: '保存联系方式',
    tags,
    schemas: async (load) => {
      const c = await site(load);
      return { body: c.contactSchema, response: c.siteSettingsSchema };
    },
  },
  banners: {
    method: 'GET',
    path: '/api/admin/site/banners',
    summary: '首页横幅（按顺序）',
    tags,
    schemas: async (load) => ({ response: (await site(load)).bannerListSchema }),
  },
  saveBanners: {
    method: 'POST',
    path: '/api/admin/site/banners',
    summary: '保存首页横幅（整组，按顺序）',
    tags,
    schemas: async (load) => {
      const c = await site(load);
      return { body: c.bannerListSchema, response: c.bannerListSchema };
    },
  },
  cooperators: {
    method: 'GET',
    path: '/api/admin/site/cooperators',
    summary: '合作伙伴与合作类型',
    tags,
    schemas: async (load) => ({ response: (await site(load)).adminCooperatorsSchema }),
  },
  saveCooperators: {
    method: 'POST',
    path: '/api/admin/site/cooperators',
    summary: '保存合作伙伴（整组，按顺序；未列出的删除）',
    tags,
    schemas: async (load) => {
      const c = await site(load);
      return { body: c.cooperatorListInputSchema, response: c.adminCooperatorsSchema };
    },
  },
  links: {
    method: 'GET',
    path: '/api/admin/site/links',
    summary: '首页快捷链接',
    tags,
    schemas: async (load) => ({ response: (await site(load)).adminQuickLinksSchema }),
  },
  saveLinks: {
    method: 'POST',
    path: '/api/admin/site/links',
    summary: '保存首页快捷链接（整组，按顺序；未列出的删除）',
    tags,
    schemas: async (load) => {
      const c = await site(load);
      return { body: c.quickLinkListInputSchema, response: c.adminQuickLinksSchema };
    },
  },
  lovs: {
    method: 'GET',
    path: '/api/admin/site/lovs',
    summary: '数据字典：一种类型的取值',
    tags,
    schemas: async (load) => {
      const c = await site(load);
      return { query: c.lovTypeQuery, response: c.adminLovEntriesSchema };
    },
  },
  saveLovs: {
    method: 'POST',
    path: '/api/admin/site/lovs',
    summary: '保存一种类型的数据字典（整组，按顺序；在用的取值不能删除或修改）',
    tags,
    schemas: async (load) => {
      const c = await site(load);
      return { body: c.lovEntryListInputSchema, response: c.adminLovEntriesSchema };
    },
  },
} satisfies RouteGroup;
