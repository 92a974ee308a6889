// The OpenAPI document built from the routes' zod schemas (JSON at /api/docs/json) and a plain,
// script-free page listing every endpoint (/api/docs), which the strict CSP allows.
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './escape-html';
import { API_DOCS_JSON_PATH, API_DOCS_PATH } from '../../src/contract/api/docs';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface OperationLike {
  summary?: string;
  tags?: string[];
}

type PathItem = Partial<Record<(typeof METHODS)[number], OperationLike>>;

function renderDocsPage(document: { paths?: object }): string {
  const rows: string[] = [];
  const paths = Object.entries(document.paths ?? {}) as [string, PathItem | undefined][];
  for (const [route, operations] of paths) {
    for (const method of METHODS) {
      const operation = operations?.[method];
      if (!operation) continue;
      rows.push(
        `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(route)}</code></td>` +
          `<td>${escapeHtml(operation.summary ?? '')}</td></tr>`,
      );
    }
  }
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>接口文档</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>飞盘协会接口文档</h1>
<p>完整的 OpenAPI 文档：<a href="${API_DOCS_JSON_PATH}">${API_DOCS_JSON_PATH}</a></p>
<table border="1" cellpadding="6"><thead><tr><th>方法</th><th>路径</th><th>说明</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></body></html>`;
}

export function registerApiDocs(app: FastifyInstance): void {
  app.get(API_DOCS_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
  app.get(API_DOCS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger())),
  );
}
