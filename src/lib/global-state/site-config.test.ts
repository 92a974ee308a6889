import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import type { SiteConfig } from '../../contract/site-config';
import { envelope, requestOf, stubFetch } from '../test-support/fake-fetch';
import { resetLib } from '../test-support/reset-lib';
import { useSiteConfig, useSiteLogo } from './site-config';

const config: SiteConfig = {
  name: '中国飞盘协会',
  logos: [
    { url: '/logo-main.svg', alt: '协会标志' },
    { url: '/logo-old.png', alt: '旧标志' },
  ],
  slogan: '飞盘，让运动更纯粹',
  icp: '京ICP备00000000号',
  contact: { phone: '010-00000000', email: 'info@example.cn', address: '北京市' },
};

beforeEach(resetLib);

it('reads the site configuration and uses the first logo of its list', async () => {
  const fetchMock = stubFetch(() => envelope(config));
  const { result } = renderHook(() => ({ config: useSiteConfig(), logo: useSiteLogo() }));
  await waitFor(() =>
    expect(result.current.logo).toEqual({ url: '/logo-main.svg', alt: '协会标志' }),
  );
  expect(result.current.config.data?.name).toBe('中国飞盘协会');
  expect(new URL(requestOf(fetchMock).url).pathname).toBe('/api/site/config');
});

it('has no logo while the configuration lists none', async () => {
  stubFetch(() => envelope({ ...config, logos: [] }));
  const { result } = renderHook(() => ({ config: useSiteConfig(), logo: useSiteLogo() }));
  await waitFor(() => expect(result.current.config.data).toBeDefined());
  expect(result.current.logo).toBeUndefined();
});
