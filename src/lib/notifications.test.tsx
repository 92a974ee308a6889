import { ChakraProvider, createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { act, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Notifications } from './notifications';
import {
  LONG_NOTIFICATION_DURATION,
  longNotificationToaster,
  messageToaster,
  notificationToaster,
  notify,
  notifyLong,
  toast,
} from './notify';
import { resetLib } from './test-support/reset-lib';

// The app builds its system the same way: the base config plus only the recipes in use.
const system = createSystem(defaultBaseConfig, {
  theme: { slotRecipes: { toast: toastSlotRecipe } },
});

function renderNotifications() {
  return render(
    <ChakraProvider value={system}>
      <Notifications />
    </ChakraProvider>,
  );
}

beforeEach(resetLib);

describe('the three styles of the original', () => {
  it('notifications last 1.5 s, 65 px from the top, centred', () => {
    expect(notificationToaster.attrs).toMatchObject({ duration: 1500, placement: 'top' });
    expect(notificationToaster.attrs.offsets).toMatchObject({ top: '65px' });
  });

  it('the second notification style lasts 4.5 s, 24 px from the top', () => {
    expect(longNotificationToaster.attrs).toMatchObject({ duration: LONG_NOTIFICATION_DURATION });
    expect(LONG_NOTIFICATION_DURATION).toBe(4500);
    expect(longNotificationToaster.attrs.offsets).toMatchObject({ top: '24px' });
  });

  it('toasts last 3 s', () => {
    expect(messageToaster.attrs.duration).toBe(3000);
  });

  it('each helper goes to its own toaster with its type', () => {
    notify.warning('注意', '即将超时');
    notifyLong.success('保存成功');
    toast.info('已复制');
    expect(notificationToaster.getVisibleToasts()).toMatchObject([
      { type: 'warning', title: '注意', description: '即将超时' },
    ]);
    expect(longNotificationToaster.getVisibleToasts()).toMatchObject([
      { type: 'success', title: '保存成功' },
    ]);
    expect(messageToaster.getVisibleToasts()).toMatchObject([{ type: 'info', title: '已复制' }]);
  });
});

describe('<Notifications />', () => {
  it(
    'shows a notification with its title and description, then closes it after 1.5 s',
    { timeout: 20_000 },
    async () => {
      renderNotifications();
      const started = Date.now();
      act(() => {
        notify.error('操作失败', '比赛已结束');
      });
      expect(await screen.findByText('操作失败')).toBeTruthy();
      expect(screen.getByText('比赛已结束')).toBeTruthy();
      expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
      // A generous ceiling: the machines are shared; only the lower bound is the behaviour under test.
      await waitForElementToBeRemoved(() => screen.queryByText('操作失败'), { timeout: 15_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    },
  );

  it('shows a toast without a close button', async () => {
    renderNotifications();
    act(() => {
      toast.success('已保存');
    });
    expect(await screen.findByText('已保存')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
  });
});
