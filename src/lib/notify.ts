// The three toasters of the original client, created once and rendered by
// <Notifications />: plain messages (3 s), notifications (1.5 s, 65 px from the top, centred)
// and long notifications (4.5 s, 24 px from the top, at the end of the line).
import { createToaster, type CreateToasterReturn } from '@chakra-ui/react';
import { noteToastAsked } from './toasts-shown';

export const TOAST_DURATION = 3000;
export const NOTIFICATION_DURATION = 1500;
export const LONG_NOTIFICATION_DURATION = 4500;

const sideOffsets = { left: '16px', right: '16px', bottom: '16px' };

export const messageToaster = createToaster({
  placement: 'top',
  duration: TOAST_DURATION,
  offsets: { ...sideOffsets, top: '8px' },
});

export const notificationToaster = createToaster({
  placement: 'top',
  duration: NOTIFICATION_DURATION,
  offsets: { ...sideOffsets, top: '65px' },
});

export const longNotificationToaster = createToaster({
  placement: 'top-end',
  duration: LONG_NOTIFICATION_DURATION,
  offsets: { ...sideOffsets, top: '24px', right: '24px' },
});

export const ALL_TOASTERS: readonly CreateToasterReturn[] = [
  messageToaster,
  notificationToaster,
  longNotificationToaster,
];

export type NotifyType = 'success' | 'error' | 'info' | 'warning';

export interface Notifier {
  success(title: string, description?: string): string;
  error(title: string, description?: string): string;
  info(title: string, description?: string): string;
  warning(title: string, description?: string): string;
}

function notifierOf(toaster: CreateToasterReturn, closable: boolean): Notifier {
  const show = (type: NotifyType) => (title: string, description?: string) => {
    noteToastAsked();
    return toaster.create({ type, title, description: description || undefined, closable });
  };
  return {
    success: show('success'),
    error: show('error'),
    info: show('info'),
    warning: show('warning'),
  };
}

/** Notifications of 1.5 s: what the API client uses for errors. */
export const notify: Notifier = notifierOf(notificationToaster, true);

/** The second notification style: 4.5 s, for messages people need time to read. */
export const notifyLong: Notifier = notifierOf(longNotificationToaster, true);

/** Short 3 s messages without a close button, like the original's `message`. */
export const toast: Notifier = notifierOf(messageToaster, false);

// The notification the API client showed for an error, so a form that shows the same refusal
// next to itself can take the toast back instead of saying it twice.
const noticeOf = new WeakMap<object, string>();

export function noteShown(error: object, toastId: string): void {
  noticeOf.set(error, toastId);
}

/** Removes the notification shown for `error`, if there was one. */
export function withdrawNotice(error: unknown): void {
  const id = typeof error === 'object' && error !== null ? noticeOf.get(error) : undefined;
  if (id !== undefined) notificationToaster.remove(id);
}

/** Removes every visible toast of every style (logout, tests). */
export function dismissAllNotifications(): void {
  for (const toaster of ALL_TOASTERS) toaster.remove();
}
