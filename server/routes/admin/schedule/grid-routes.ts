// The schedule grid's calls (docs/competitions.md, "The schedule grid"): read it, its settings,
// moving games and 雨天顺延 with its preview. HTTP only; the work is in
// server/domain/games-and-scoring/schedule-grid/. The writes raise the content counter and tell the
// live pages like every schedule write (server/answers/content-writes.ts); the preview is a read.
import type { FastifyInstance } from 'fastify';
import { adminScheduleApi } from '../../../../src/contract/api/admin-schedule';
import type { AuthUser } from '../../../auth/auth-user';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { GRID_MSG as M } from '../../../domain/games-and-scoring/schedule-grid/grid-messages';
import {
  moveGames,
  previewShift,
  saveGridSettings,
  shiftGames,
} from '../../../domain/games-and-scoring/schedule-grid/grid-writes';
import { readGrid } from '../../../domain/games-and-scoring/schedule-grid/read-grid';

export async function gridRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');
  const by = (user: AuthUser) => ({ user, now: app.now() });

  await serve(app, adminScheduleApi.grid, {
    config,
    handler: async (request) => ok(await readGrid(app.db, request.params.id)),
  });

  await serve(app, adminScheduleApi.gridSettings, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const saved = await app.db
        .transaction()
        .execute((trx) => saveGridSettings(trx, request.params.id, request.body, by(user)));
      return ok(saved, M.settingsSaved);
    },
  });

  await serve(app, adminScheduleApi.move, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const change = await app.db
        .transaction()
        .execute((trx) => moveGames(trx, request.params.id, request.body.moves, by(user)));
      return ok(change, M.moved(change.moved.length));
    },
  });

  await serve(app, adminScheduleApi.shiftPreview, {
    config,
    handler: async (request) => ok(await previewShift(app.db, request.params.id, request.query)),
  });

  await serve(app, adminScheduleApi.shift, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const change = await app.db
        .transaction()
        .execute((trx) => shiftGames(trx, request.params.id, request.body, by(user)));
      return ok(change, M.shifted(change.moved.length));
    },
  });
}
