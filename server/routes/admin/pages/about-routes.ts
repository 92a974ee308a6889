// The about / join / contact text: the console's reads and writes (保存草稿 keeps the draft apart,
// 发布 replaces what visitors see and drops the draft); the public read is in server/routes/portal.
import type { FastifyInstance } from 'fastify';
import { ABOUT_PAGE_KEYS } from '../../../../src/contract/about-pages';
import { adminPagesApi } from '../../../../src/contract/api/admin-pages';
import { sanitizeHtml } from '../../../../src/contract/sanitize-html';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { readAboutPage, writeAboutPage } from '../../../domain/content/about-page-store';
import { PAGES_MESSAGES as M } from '../../../domain/content/pages-messages';

export async function aboutRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');

  await serve(app, adminPagesApi.aboutList, {
    config,
    handler: async () =>
      ok(await Promise.all(ABOUT_PAGE_KEYS.map((key) => readAboutPage(app.db, key)))),
  });

  for (const [route, publish] of [
    [adminPagesApi.aboutSaveDraft, false],
    [adminPagesApi.aboutPublish, true],
  ] as const) {
    await serve(app, route, {
      config,
      handler: async (request) => {
        const user = requireUser(request);
        const { key } = request.params;
        const version = {
          content: sanitizeHtml(request.body.content),
          at: new Date(app.now()).toISOString(),
          by: user.name,
        };
        const saved = await app.db.transaction().execute(async (trx) => {
          const before = await readAboutPage(trx, key);
          const after = publish
            ? { published: version, draft: null }
            : { published: before.published, draft: version };
          await writeAboutPage(trx, key, after);
          await recordStaffWrite(trx, user, app.now(), {
            action: publish ? 'about.publish' : 'about.draft',
            targetType: 'site_config',
            targetId: `page:${key}`,
            summary: (publish ? M.audit.aboutPublish : M.audit.aboutDraft)(M.aboutTitle[key]),
            before,
            after,
          });
          return { key, ...after };
        });
        return ok(saved, publish ? M.aboutPublished : M.draftSaved);
      },
    });
  }
}
