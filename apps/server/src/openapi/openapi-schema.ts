import { z } from 'zod';

/** A JSON Schema (the OpenAPI 3.1 dialect) as zod writes it. */
export type JsonSchema = { [keyword: string]: unknown };

/** The JSON Schema of a zod schema: `input` for what a client sends, `output` for what it receives. */
export function schemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const full: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  // OpenAPI 3.1 schemas share the document's dialect; a per-schema $schema would be noise.
  const { $schema: _dialect, ...rest } = full;
  return rest;
}

/** One OpenAPI parameter per property of an object schema. */
export function parametersOf(schema: z.ZodObject, where: 'query' | 'path' | 'header') {
  const json = schemaOf(schema, 'input');
  const required = new Set(Array.isArray(json.required) ? json.required : []);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

/** A JSON body or answer described by a schema of `components.schemas`. */
export const jsonContent = (ref: string) => ({
  'application/json': { schema: { $ref: `#/components/schemas/${ref}` } },
});

/**
 * A request body a route reads as JSON or as an HTML form (`@fastify/formbody` parses every route's
 * form-encoded body into the same object).
 */
export const jsonOrFormBody = (ref: string) => ({
  required: true,
  content: {
    ...jsonContent(ref),
    'application/x-www-form-urlencoded': { schema: { $ref: `#/components/schemas/${ref}` } },
  },
});

export const errorSchema = z.object({ error: z.string(), field: z.string().optional(), message: z.string() });

export const errorResponses = {
  '400': {
    description: 'Invalid input; `field` names the first invalid field.',
    content: jsonContent('Error'),
  },
  '404': { description: 'Unknown locale, or nothing published yet.', content: jsonContent('Error') },
  '413': { description: 'The body is larger than the limit of its route.', content: jsonContent('Error') },
  '429': { description: 'Too many requests from this address; retry after `Retry-After` seconds.' },
};
