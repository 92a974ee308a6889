// An OpenAPI 3.0 schema object as the JSON Schema (draft-07) a standard validator such as Ajv
// reads, which knows neither of the two keywords that differ: `nullable: true` adds null to the
// schema's `type` (OpenAPI 3.0.3: it does not extend an `enum`, so a nullable enum must list null
// itself, and this keeps that), and a boolean `exclusiveMinimum`/`exclusiveMaximum` makes
// `minimum`/`maximum` exclusive. Everything else is copied as it is.
type Schema = { [keyword: string]: unknown };

const SUBSCHEMA = ['items', 'additionalProperties', 'not'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function toJsonSchema(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const { nullable, ...rest } = schema;
  const out: Schema = {};
  for (const [keyword, value] of Object.entries(rest)) {
    if (keyword === 'properties' && isSchema(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [name, toJsonSchema(property)]),
      );
    } else if (SUBSCHEMA.includes(keyword)) {
      out[keyword] = toJsonSchema(value);
    } else if (SUBSCHEMA_LISTS.includes(keyword) && Array.isArray(value)) {
      out[keyword] = value.map(toJsonSchema);
    } else {
      out[keyword] = value;
    }
  }
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[exclusive] === true) {
      out[exclusive] = out[bound];
      delete out[bound];
    } else if (out[exclusive] === false) {
      delete out[exclusive];
    }
  }
  // OpenAPI 3.0.3: nullable adds null to the types `type` names, and does nothing without one.
  return nullable === true && typeof out.type === 'string'
    ? { ...out, type: [out.type, 'null'] }
    : out;
}
