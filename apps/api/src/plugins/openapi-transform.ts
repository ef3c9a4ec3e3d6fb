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

/** The zod transform of fastify-type-provider-zod, with parameter schemas always inline. */
export const openapiTransform: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const source = document.schema as Record<string, unknown> | undefined;
  const target = transformed.schema as Record<string, unknown> | undefined;
  if (!source || !target || target.hide) return transformed;
  for (const part of PARAMETER_PARTS) {
    const zodSchema = source[part];
    if (zodSchema instanceof z.ZodType) target[part] = toInlineParameterSchema(zodSchema);
  }
  return transformed;
};
