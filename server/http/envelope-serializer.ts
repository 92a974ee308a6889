// Routes may declare `response: { 200: envelopeOf(schema) }` (for the OpenAPI document and to strip
// any field the schema does not name). A business error is also HTTP 200 but carries another
// shape, so failure envelopes (code ≠ 0) bypass the route's schema.
import { serializerCompiler } from 'fastify-type-provider-zod';

function isFailureEnvelope(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'code' in data && data.code !== 0;
}

export const envelopeSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  return (data) => (isFailureEnvelope(data) ? JSON.stringify(data) : serialize(data));
};
