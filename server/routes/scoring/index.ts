// The server half of the scoring app (src/features/scoring; docs/scoring-model.md): the login, the
// reads and the actions of src/contract/api/scoring.ts.
import type { FastifyInstance } from 'fastify';
import { scoringActionRoutes } from './action-routes';
import { scoringBatchRoute } from './batch-route';
import { scoringCalendarRoutes } from './calendar-routes';
import { scoringHandoffRoutes } from './handoff-routes';
import { scoringLoginRoute } from './login-route';
import { scoringReadRoutes } from './read-routes';

export async function scoringRoutes(app: FastifyInstance): Promise<void> {
  await scoringLoginRoute(app);
  await scoringReadRoutes(app);
  await scoringActionRoutes(app);
  await scoringBatchRoute(app);
  await scoringHandoffRoutes(app);
  await scoringCalendarRoutes(app);
}
