// The writes of every console item with a life cycle (a competition, a course, a download, a sport
// page): save it as a draft or save its edit, publish it now or at a time, withdraw it, pin it.
// Each answers the item as saved and confirms with a toast; callApi has every page on screen read
// what the write changed (src/lib/stale-answers.ts). A kind's calls file names its routes and its
// toasts once, so the five kinds cannot drift apart in what a write does.
import type { ApiRoute, RouteAnswer, RouteInput } from '../../../contract/api/define-route';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';

/** The routes of one kind: each answers the item as saved. */
export interface LifeCycleRoutes {
  create: ApiRoute;
  update: ApiRoute;
  publish: ApiRoute;
  withdraw: ApiRoute;
}

export interface LifeCycleToasts {
  saved: string;
  published: string;
  scheduled: string;
  withdrawn: string;
}

export interface PinToasts {
  pinned: string;
  unpinned: string;
}

// The routes reach this file as a type parameter, whose inputs TypeScript cannot work out inside
// it; each kind's calls get their exact types from RouteAnswer and RouteInput of its own routes.
type LooseInput = { params?: { id: number }; body?: unknown };
const call = callApi as (route: ApiRoute, input: LooseInput) => Promise<unknown>;

export function lifeCycleCalls<R extends LifeCycleRoutes>(routes: R, toasts: LifeCycleToasts) {
  type Item = RouteAnswer<R['create']>;
  type Body = RouteInput<R['create']>['body'];
  const done = async (sent: Promise<unknown>, message: string) => {
    const item = (await sent) as Item;
    toast.success(message);
    return item;
  };
  return {
    /** Creates the item (a draft) or saves the edited one; answers it as saved. */
    save: (id: number | undefined, body: Body) =>
      done(
        id === undefined
          ? call(routes.create, { body })
          : call(routes.update, { params: { id }, body }),
        toasts.saved,
      ),
    /** `publishAt` is an ISO time, or '' for now. */
    publish: (id: number, publishAt: string) =>
      done(
        call(routes.publish, { params: { id }, body: { publishAt } }),
        publishAt ? toasts.scheduled : toasts.published,
      ),
    withdraw: (id: number) => done(call(routes.withdraw, { params: { id } }), toasts.withdrawn),
  };
}

/** Pins the item on its list's first page, or takes the pin off; answers it as saved. */
export function pinCall<R extends ApiRoute>(route: R, toasts: PinToasts) {
  return async (id: number, pinned: boolean) => {
    const item = (await call(route, { params: { id }, body: { pinned } })) as RouteAnswer<R>;
    toast.success(pinned ? toasts.pinned : toasts.unpinned);
    return item;
  };
}
