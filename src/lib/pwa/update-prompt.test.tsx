import { ChakraProvider, createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { buttonRecipe } from '@chakra-ui/react/theme';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  registerAppServiceWorker,
  type LifecycleEvent,
  type ServiceWorkerClient,
} from './register-service-worker';
import { UpdatePrompt } from './update-prompt';
import { createUpdateState, type UpdateState } from './update-state';
import { useHoldUpdates } from './use-app-update';

const system = createSystem(defaultBaseConfig, { theme: { recipes: { button: buttonRecipe } } });

type Lifecycle = 'installed' | 'waiting' | 'controlling';

/** Stands in for workbox-window's Workbox: the test fires the lifecycle events itself. */
class FakeServiceWorker implements ServiceWorkerClient {
  private listeners = new Map<Lifecycle, Array<(event: LifecycleEvent) => void>>();
  messageSkipWaiting = vi.fn();
  update = vi.fn(async () => undefined);
  register = vi.fn(async () => undefined);
  addEventListener(type: Lifecycle, listener: (event: LifecycleEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: Lifecycle, isUpdate: boolean, isExternal = false) {
    act(() => this.listeners.get(type)?.forEach((listener) => listener({ isUpdate, isExternal })));
  }
}

function ScoringScreen({ pending, state }: { pending: boolean; state: UpdateState }) {
  useHoldUpdates(pending, '记分数据待同步', state);
  return null;
}

function setup() {
  const state = createUpdateState();
  const worker = new FakeServiceWorker();
  const reload = vi.fn();
  registerAppServiceWorker({ client: worker, state, reload });
  const view = (pending: boolean) => (
    <ChakraProvider value={system}>
      <ScoringScreen pending={pending} state={state} />
      <UpdatePrompt state={state} />
    </ChakraProvider>
  );
  const rendered = render(view(false));
  return { worker, reload, setPending: (pending: boolean) => rendered.rerender(view(pending)) };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('UpdatePrompt', () => {
  test('registers the worker and shows nothing while there is no news', () => {
    const { worker } = setup();
    expect(worker.register).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('a new version asks first, then activates and reloads once the new worker controls the page', () => {
    const { worker, reload } = setup();
    worker.fire('waiting', true);
    expect(screen.getByText('发现新版本')).toBeTruthy();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '立即更新' }));
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    worker.fire('controlling', true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('"later" hides the prompt without touching the worker', () => {
    const { worker, reload } = setup();
    worker.fire('waiting', true);
    fireEvent.click(screen.getByRole('button', { name: '稍后' }));
    expect(screen.queryByText('发现新版本')).toBeNull();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  test('while scoring actions wait to sync, the update is held and says why', () => {
    const { worker, reload, setPending } = setup();
    setPending(true);
    worker.fire('waiting', true);
    expect(screen.getByText('有待同步的记分数据，同步完成后再更新')).toBeTruthy();
    const applyNow = screen.getByRole('button', { name: '立即更新' }) as HTMLButtonElement;
    expect(applyNow.disabled).toBe(true);
    fireEvent.click(applyNow);
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  test('when the last hold releases, the prompt asks again and still waits for the user', () => {
    const { worker, reload, setPending } = setup();
    setPending(true);
    worker.fire('waiting', true);
    fireEvent.click(screen.getByRole('button', { name: '稍后' }));
    expect(screen.queryByText('发现新版本')).toBeNull();

    setPending(false);
    expect(screen.getByText('发现新版本')).toBeTruthy();
    expect(screen.queryByText('有待同步的记分数据，同步完成后再更新')).toBeNull();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '立即更新' }));
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  test('an update activated elsewhere while this page holds is not followed by a reload', () => {
    const { worker, reload, setPending } = setup();
    worker.fire('waiting', true);
    fireEvent.click(screen.getByRole('button', { name: '立即更新' }));
    setPending(true);
    worker.fire('controlling', true);
    expect(reload).not.toHaveBeenCalled();

    setPending(false);
    fireEvent.click(screen.getByRole('button', { name: '立即更新' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  test('the first install shows the offline note once touched, and it closes by itself', () => {
    vi.useFakeTimers();
    const { worker, reload } = setup();
    worker.fire('installed', false);
    worker.fire('controlling', false);
    // Not over a page nobody has touched yet.
    expect(screen.queryByText('应用已可离线使用')).toBeNull();
    fireEvent.pointerDown(window);
    expect(screen.getByText('应用已可离线使用')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.queryByText('应用已可离线使用')).toBeNull();
  });

  test('an installed update is not mistaken for the first install', () => {
    const { worker } = setup();
    worker.fire('installed', true);
    expect(screen.queryByText('应用已可离线使用')).toBeNull();
  });

  test('a version deployed while a first-visit page is open is offered and applied like any update', () => {
    // workbox-window reports such a worker as external, with isUpdate false: the page had no
    // controller when it registered.
    const { worker, reload } = setup();
    worker.fire('installed', false);
    worker.fire('controlling', false);
    fireEvent.pointerDown(window);
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));

    worker.fire('installed', false, true);
    expect(screen.queryByText('应用已可离线使用')).toBeNull();
    worker.fire('waiting', false, true);
    fireEvent.click(screen.getByRole('button', { name: '立即更新' }));
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    worker.fire('controlling', false, true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
