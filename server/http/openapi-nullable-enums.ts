// The OpenAPI document's nullable enums, made to admit null. zod's `z.enum([...]).nullable()`
// reaches the document as `{ nullable: true, enum: [...] }` without null in the list, and OpenAPI
// 3.0.3 says `nullable` does not extend an `enum`: a client generated from the document would
// refuse the null every such field answers. This adds null to the enum of every nullable schema
// in the finished document, wherever the schema sits (parameters, bodies, answers, components).
import type { SwaggerTransformObject } from '@fastify/swagger';
import type { OpenAPIV3 } from 'openapi-types';

function withNullInEnums(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withNullInEnums);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = withNullInEnums(child);
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) {
    copy.enum = [...copy.enum, null];
  }
  return copy;
}

/** For @fastify/swagger's `transformObject`: the document with its nullable enums admitting null. */
export const nullableEnumsAdmitNull: SwaggerTransformObject = (document) =>
  'openapiObject' in document
    ? (withNullInEnums(document.openapiObject) as Partial<OpenAPIV3.Document>)
    : document.swaggerObject;
