// A player's record and the season leaders (src/features/records), kept per version
// (docs/public-answers.md): both read the summaries every stored event (SCORES) and every console
// write (content: a cancel, a forfeit, a record hidden) may change. Staff see hidden records, so
// their answer is built for them alone, never kept. And the member's own choice to hide theirs.
import type { FastifyInstance } from 'fastify';
import { playerRecordsApi } from '../../../src/contract/api/player-records';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { found } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { createPublicAnswerCache } from '../../answers/public-answer-cache';
import { SCORES } from '../../answers/answer-versions';
import {
  findPlayerRecord,
  findSeasonLeaders,
  setRecordHidden,
} from '../../domain/records/players/player-record-queries';

export async function playerRecordRoutes(app: FastifyInstance): Promise<void> {
  const cache = createPublicAnswerCache(app);

  await serve(app, playerRecordsApi.record, {
    handler: async (request, reply) => {
      const { id } = request.params;
      const load = async (staff: boolean) =>
        found(await findPlayerRecord(app.db, id, staff), '球员');
      if (request.user?.type === 'staff') return ok(await load(true));
      return cache.send(request, reply, {
        key: `player-record:${id}`,
        scopes: [SCORES],
        load: () => load(false),
      });
    },
  });

  await serve(app, playerRecordsApi.leaders, {
    handler: async (request, reply) => {
      const { season, division } = request.query;
      return cache.send(request, reply, {
        key: `season-leaders:${season}:${division}`,
        scopes: [SCORES],
        load: () => findSeasonLeaders(app.db, season, division),
      });
    },
  });

  await serve(app, playerRecordsApi.privacy, {
    config: signedIn('player'),
    handler: async (request) => {
      const caller = requireUser(request, 'player');
      await setRecordHidden(app.db, caller.id, request.body.hidden);
      return ok(
        { hidden: request.body.hidden },
        request.body.hidden ? '已隐藏个人战绩' : '已公开个人战绩',
      );
    },
  });
}
