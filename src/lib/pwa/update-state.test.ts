import { describe, expect, test, vi } from 'vitest';
import { createUpdateState } from './update-state';

function stateWithUpdate() {
  const state = createUpdateState();
  const activate = vi.fn();
  state.setActivator(activate);
  state.markNeedRefresh();
  return { state, activate };
}

describe('applying an update', () => {
  test('does nothing when no update is waiting', () => {
    const state = createUpdateState();
    const activate = vi.fn();
    state.setActivator(activate);
    expect(state.applyUpdate()).toBe('no-update');
    expect(activate).not.toHaveBeenCalled();
  });

  test('activates the waiting version when nothing holds it', () => {
    const { state, activate } = stateWithUpdate();
    expect(state.applyUpdate()).toBe('started');
    expect(activate).toHaveBeenCalledTimes(1);
  });
});

describe('holding updates', () => {
  test('an active hold refuses to activate', () => {
    const { state, activate } = stateWithUpdate();
    state.holdUpdates('记分数据待同步');
    expect(state.getSnapshot().held).toBe(true);
    expect(state.applyUpdate()).toBe('held');
    expect(activate).not.toHaveBeenCalled();
  });

  test('every hold must be released, in any order, before an update may start', () => {
    const { state, activate } = stateWithUpdate();
    const releaseGame1 = state.holdUpdates('比赛 1');
    const releaseGame2 = state.holdUpdates('比赛 2');
    expect(state.holdReasons()).toEqual(['比赛 1', '比赛 2']);
    releaseGame1();
    expect(state.getSnapshot().held).toBe(true);
    expect(state.applyUpdate()).toBe('held');
    releaseGame2();
    expect(state.getSnapshot().held).toBe(false);
    expect(activate).not.toHaveBeenCalled();
    expect(state.applyUpdate()).toBe('started');
    expect(activate).toHaveBeenCalledTimes(1);
  });

  test('releasing the last hold never activates by itself', () => {
    const { state, activate } = stateWithUpdate();
    const release = state.holdUpdates('记分数据待同步');
    state.applyUpdate();
    release();
    expect(activate).not.toHaveBeenCalled();
    expect(state.getSnapshot()).toEqual({ needRefresh: true, offlineReady: false, held: false });
  });

  test('releasing twice does not drop another hold', () => {
    const { state } = stateWithUpdate();
    const first = state.holdUpdates('a');
    state.holdUpdates('b');
    first();
    first();
    expect(state.getSnapshot().held).toBe(true);
    expect(state.applyUpdate()).toBe('held');
  });
});

describe('subscribers', () => {
  test('are told of each change once, and the snapshot stays the same object otherwise', () => {
    const state = createUpdateState();
    const listener = vi.fn();
    const unsubscribe = state.subscribe(listener);
    const before = state.getSnapshot();
    state.markOfflineReady();
    state.markOfflineReady();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(state.getSnapshot()).not.toBe(before);
    const after = state.getSnapshot();
    state.dismissOfflineReady();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    state.markNeedRefresh();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(after.offlineReady).toBe(true);
  });
});
