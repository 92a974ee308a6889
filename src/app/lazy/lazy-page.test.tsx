import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appSystem } from '../../theme/system';
import { lazyPage } from './lazy-page';
import { PAGE_LOAD_TIMEOUT_MS } from './load-with-timeout';
import { markPageLoaded } from './stale-deploy';

const FAILED = '页面加载失败，请检查网络后重试';

function HelloPage() {
  return <h1>你好</h1>;
}
const helloModule = { HelloPage };

function renderPage(Page: ReturnType<typeof lazyPage>) {
  return render(
    <ChakraProvider value={appSystem()}>
      <Page />
    </ChakraProvider>,
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  markPageLoaded();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('lazyPage', () => {
  it('shows a loading state, then the page', async () => {
    const Page = lazyPage(
      () => Promise.resolve(helloModule),
      (m) => m.HelloPage,
    );
    renderPage(Page);
    expect(screen.getByRole('status').textContent).toContain('页面加载中');
    expect(await screen.findByRole('heading', { name: '你好' })).toBeTruthy();
  });

  it('shows the retry message when the chunk fails, and 重试 loads it again', async () => {
    const load = vi
      .fn<() => Promise<typeof helloModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(helloModule);
    const Page = lazyPage(load, (m) => m.HelloPage);
    renderPage(Page);

    expect((await screen.findByRole('alert')).textContent).toContain(FAILED);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));

    expect(await screen.findByRole('heading', { name: '你好' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a load that hangs for 120 s, and 重试 starts a fresh one', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<typeof helloModule>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValueOnce(helloModule);
    const Page = lazyPage(load, (m) => m.HelloPage);
    renderPage(Page);

    await act(() => vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toContain(FAILED);

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: '你好' })).toBeTruthy();
  });

  it('renders at once, without loading again, once a section has loaded', async () => {
    const load = vi.fn(() => Promise.resolve(helloModule));
    const Page = lazyPage(load, (m) => m.HelloPage);
    renderPage(Page);
    await screen.findByRole('heading', { name: '你好' });
    cleanup();

    renderPage(Page);
    expect(screen.getByRole('heading', { name: '你好' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
