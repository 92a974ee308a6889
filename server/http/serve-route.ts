// Registers one call of the route table (src/contract/api/) with its handler: the path, method and
// schemas come from the table, so the server cannot drift from what the browser calls. Every route
// declares its answer, which /api/docs/json shows and the serializer writes (envelope-serializer.ts).
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import type { ApiRoute, RouteSchemas } from '../../src/contract/api/define-route';
import { envelopeOf, type Envelope } from '../../src/contract/common';
import { loadServerSchemas } from './schema-modules';

type Parsed<S extends RouteSchemas, K extends keyof RouteSchemas> = S[K] extends z.ZodType
  ? z.output<S[K]>
  : unknown;

export type RouteRequest<S extends RouteSchemas> = FastifyRequest<{
  Params: Parsed<S, 'params'>;
  Querystring: Parsed<S, 'query'>;
  Body: Parsed<S, 'body'>;
}>;

/** An envelope whose `data` fits the route's answer, or (for a file route) the reply itself. */
export type RouteReturn<S extends RouteSchemas> = Envelope<z.input<S['response']>> | FastifyReply;

export interface ServeOptions<S extends RouteSchemas> {
  /** Who may call it (`signedIn(...)` from server/auth/route-auth.ts); absent for a public call. */
  config?: FastifyContextConfig;
  handler: (request: RouteRequest<S>, reply: FastifyReply) => Promise<RouteReturn<S>>;
}

/**
 * Adds `route` to `app`. The path is the table's full path; a plugin registered under a prefix
 * (`/api`) gets the rest of it.
 */
export async function serve<S extends RouteSchemas>(
  app: FastifyInstance,
  route: ApiRoute<S>,
  options: ServeOptions<S>,
): Promise<void> {
  const schemas = await route.schemas(loadServerSchemas);
  if (!route.path.startsWith(app.prefix)) {
    throw new Error(`${route.path} 不在前缀 ${app.prefix} 之下`);
  }
  app.route({
    method: route.method,
    url: route.path.slice(app.prefix.length),
    config: options.config,
    // A key given as undefined makes Fastify warn that the schema is missing.
    schema: {
      ...(schemas.params && { params: schemas.params }),
      ...(schemas.query && { querystring: schemas.query }),
      ...(schemas.body && { body: schemas.body }),
      response: {
        200: route.file || route.stream ? schemas.response : envelopeOf(schemas.response),
      },
      summary: route.summary,
      ...(route.description && { description: route.description }),
      tags: [...route.tags],
    },
    handler: options.handler as unknown as RouteHandlerMethod,
  });
}
