import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../../src/contract/site-config';
import type { SiteSettings } from '../../../../src/contract/admin-site';
import {
  CHINESE_REFUSAL,
  siteFixture,
  type SiteFixture,
} from '../../../test-support/site-test-fixture';

let f: SiteFixture;
beforeEach(async () => {
  f = await siteFixture();
});
afterEach(() => f.t.close());

const basic = {
  name: '城市飞盘联合会',
  logo: '/uploads/7/logo.png',
  slogan: '一起飞',
  icp: '京ICP备00000000号',
};

describe('GET /api/admin/site/settings', () => {
  it('answers the demo site configuration, the header logo first', async () => {
    const answer = await f.staff<SiteSettings>('GET', '/api/admin/site/settings');
    expect(answer).toMatchObject({
      code: 0,
      data: {
        name: '飞盘运动协会',
        logo: '/demo/logo.svg',
        contact: { phone: '400-800-2025' },
      },
    });
  });
});

describe('POST /api/admin/site/basic', () => {
  it('saves, shows on the public config at once, and records before and after', async () => {
    // The public answer is cached: warm it, so the test proves the write clears it.
    expect((await f.visit<SiteConfig>('/api/site/config')).data.name).toBe('飞盘运动协会');
    const answer = await f.staff<SiteSettings>('POST', '/api/admin/site/basic', basic);
    expect(answer).toMatchObject({ code: 0, data: basic });

    const config = (await f.visit<SiteConfig>('/api/site/config')).data;
    expect(config.name).toBe('城市飞盘联合会');
    expect(config.logos[0]).toEqual({ url: '/uploads/7/logo.png', alt: '城市飞盘联合会标志' });
    expect(config.logos[1]?.url).toBe('/demo/logo-mark.svg');
    expect(config.icp).toBe('京ICP备00000000号');

    const audit = await f.t.db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'site.basic', target_type: 'site_config' });
    expect(JSON.parse(audit.before ?? '')).toMatchObject({ name: '飞盘运动协会' });
    expect(JSON.parse(audit.after ?? '')).toMatchObject({ name: '城市飞盘联合会' });
  });

  it('leaves the header without a logo when it is cleared', async () => {
    await f.staff('POST', '/api/admin/site/basic', { ...basic, logo: '' });
    expect((await f.visit<SiteConfig>('/api/site/config')).data.logos).toEqual([]);
  });

  it.each([
    ['empty name', { ...basic, name: '  ' }, '请输入站点名称'],
    ['a name too long', { ...basic, name: '飞'.repeat(51) }, '站点名称不能超过 50 个字'],
    ['a name of the wrong type', { ...basic, name: 42 }, '站点名称必须是文字'],
    ['a javascript: logo', { ...basic, logo: 'javascript:alert(1)' }, '标志图片必须是站内路径'],
    ['a logo on another scheme-less host', { ...basic, logo: '//evil.example/x.png' }, '标志图片'],
    ['a missing slogan', { name: 'x', logo: '', icp: '' }, '口号必须是文字'],
  ])('refuses %s in Chinese and changes nothing', async (_, body, message) => {
    const answer = await f.staff('POST', '/api/admin/site/basic', body);
    expect(answer.code).not.toBe(0);
    expect(answer.message).toContain(message);
    expect(answer.message).toMatch(CHINESE_REFUSAL);
    expect((await f.visit<SiteConfig>('/api/site/config')).data.name).toBe('飞盘运动协会');
    expect(await f.auditCount()).toBe(0);
  });
});

describe('POST /api/admin/site/contact', () => {
  const contact = { phone: '010-8888 6666', email: '', address: '上海市徐汇区运动路 1 号' };

  it('saves the contact details the about page reads', async () => {
    await f.visit('/api/site/config');
    const answer = await f.staff<SiteSettings>('POST', '/api/admin/site/contact', contact);
    expect(answer).toMatchObject({ code: 0, data: { contact } });
    expect((await f.visit<SiteConfig>('/api/site/config')).data.contact).toEqual(contact);
    const audit = await f.t.db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(audit.action).toBe('site.contact');
    expect(JSON.parse(audit.before ?? '')).toMatchObject({ phone: '400-800-2025' });
  });

  it.each([
    ['an empty phone', { ...contact, phone: '' }, '请输入联系电话'],
    ['letters in the phone', { ...contact, phone: 'call me' }, '联系电话只能包含'],
    ['a bad email', { ...contact, email: 'not-an-email' }, '电子邮箱格式不正确'],
    ['an address too long', { ...contact, address: '路'.repeat(201) }, '地址不能超过 200 个字'],
    ['a phone of the wrong type', { ...contact, phone: ['1'] }, '联系电话必须是文字'],
  ])('refuses %s', async (_, body, message) => {
    const answer = await f.staff('POST', '/api/admin/site/contact', body);
    expect(answer.message).toContain(message);
    expect((await f.visit<SiteConfig>('/api/site/config')).data.contact.phone).toBe('400-800-2025');
    expect(await f.auditCount()).toBe(0);
  });
});
