// The console's events of several divisions (under 赛事管理 in the menu): the list and the editor.
import type { RouteObject } from 'react-router-dom';
import { EventEditorPage } from './event-editor-page';
import { EventListPage } from './event-list-page';
import { EVENTS_MESSAGES as M } from './events-messages';

export const eventsRoutes: RouteObject[] = [
  { path: 'events', element: <EventListPage />, handle: { title: M.listTitle } },
  { path: 'events/new', element: <EventEditorPage />, handle: { title: M.newTitle } },
  { path: 'events/:id', element: <EventEditorPage />, handle: { title: M.editTitle } },
];
