// The 消息 link with the unread count (src/features/inbox/unread-link.tsx) as both layouts load it:
// its own chunk, fetched once someone is signed in, so a visitor's first load carries none of it.
// Offline the chunk may not load (a phone that lost its signal before it came): the bar then shows
// no count, rather than the failed import taking the whole page with it.
import { lazy, type ComponentType } from 'react';

type UnreadLinkProps = { to: string; color: string };

const NoUnreadLink: ComponentType<UnreadLinkProps> = () => null;

export const UnreadLink = lazy<ComponentType<UnreadLinkProps>>(() =>
  import('../../features/inbox/unread-link').catch(() => ({ default: NoUnreadLink })),
);
