import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Request parts that OpenAPI lists as `parameters`, one per property. */
const PARAMETER_PARTS = ['querystring', 'params', 'headers'] as const;

/**
 * A parameter schema written inline. @fastify/swagger expands a query/params/headers schema into one
 * parameter per property, but cannot follow a `$ref` to a component; a contract schema registered
 * with `.meta({ id })` would become such a `$ref`. Converting against an empty registry inlines it.
 */
export function toInlineParameterSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    metadata: z.registry(),
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return json;
}

/**
 * OpenAPI lists query parameters one by one and has no place for `additionalProperties` there, so
 * a strict query schema (unknown parameters are a 400) says it in the operation's description.
 */
export const UNKNOWN_QUERY_PARAMETERS_NOTE = 'Unknown query parameters are refused: 400 naming the parameter.';

/** The zod transform of fastify-type-provider-zod, with parameter schemas always inline. */
export const openapiTransform: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const source = document.schema as Record<string, unknown> | undefined;
  const target = transformed.schema as Record<string, unknown> | undefined;
  if (!source || !target || target.hide) return transformed;
  for (const part of PARAMETER_PARTS) {
    const zodSchema = source[part];
    if (!(zodSchema instanceof z.ZodType)) continue;
    const inline = toInlineParameterSchema(zodSchema);
    target[part] = inline;
    if (part === 'querystring' && inline.additionalProperties === false) {
      const description = typeof target.description === 'string' ? `${target.description}\n\n` : '';
      target.description = `${description}${UNKNOWN_QUERY_PARAMETERS_NOTE}`;
    }
  }
  return transformed;
};
