// The club records' calls (docs/records.md), HTTP only: the work is in
// server/domain/records/clubs/. The public pages are kept per version (docs/public-answers.md):
// what they show changes with console writes (corrections, forfeits, cancellations, spirit
// scores, the ranking's rules: the content counter, always part of the key) and with a game
// finishing (a stored event: the `scores` counter).
import type { FastifyInstance } from 'fastify';
import { adminRankingApi, clubRecordsApi } from '../../../src/contract/api/club-records';
import { SCORES } from '../../answers/answer-versions';
import { createPublicAnswerCache } from '../../answers/public-answer-cache';
import { auditedWrite } from '../../audit/audited-write';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { found } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { nowIso } from '../../http/now-iso';
import { serve } from '../../http/serve-route';
import { CLUB_RECORDS_MSG as M } from '../../domain/records/clubs/club-records-messages';
import { findClubHistory } from '../../domain/records/clubs/club-history-query';
import { findHeadToHead } from '../../domain/records/clubs/head-to-head-query';
import { findSeasonRanking } from '../../domain/records/clubs/season-ranking-query';
import {
  readRankingRules,
  writeRankingRules,
} from '../../domain/records/clubs/ranking-rules-store';

export async function clubRecordRoutes(app: FastifyInstance): Promise<void> {
  const cache = createPublicAnswerCache(app);
  const scopes = [SCORES];

  await serve(app, clubRecordsApi.history, {
    handler: async (request, reply) => {
      const { id } = request.params;
      return cache.send(request, reply, {
        key: `club-history:${id}`,
        scopes,
        load: async () => found(await findClubHistory(app.db, id, nowIso(app)), M.club),
      });
    },
  });
  await serve(app, clubRecordsApi.headToHead, {
    handler: async (request, reply) => {
      const { clubId, otherId } = request.query;
      return cache.send(request, reply, {
        key: `head-to-head:${clubId}:${otherId}`,
        scopes,
        load: async () =>
          found(await findHeadToHead(app.db, clubId, otherId, nowIso(app)), M.clubs),
      });
    },
  });
  await serve(app, clubRecordsApi.ranking, {
    handler: async (request, reply) => {
      const { division, season } = request.query;
      return cache.send(request, reply, {
        key: `ranking:${division}:${season}`,
        scopes,
        load: () => findSeasonRanking(app.db, { division, season }, nowIso(app)),
      });
    },
  });

  const config = signedIn('staff');
  await serve(app, adminRankingApi.rules, {
    config,
    handler: async () => ok(await readRankingRules(app.db)),
  });
  await serve(app, adminRankingApi.saveRules, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const target = { type: 'ranking_rules', read: (trx: typeof app.db) => readRankingRules(trx) };
      const saved = await auditedWrite(app, user, target, async (trx) => {
        const before = await readRankingRules(trx);
        await writeRankingRules(trx, request.body, { userId: user.id, at: nowIso(app) });
        return {
          id: 1,
          audit: { action: 'ranking.rules', summary: M.auditSummary(request.body.bestOf), before },
        };
      });
      return ok(saved, M.saved);
    },
  });
}
