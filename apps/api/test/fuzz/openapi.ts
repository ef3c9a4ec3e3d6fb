/**
 * The part of the API's OpenAPI document the fuzzer reads: each operation's path, query and body
 * schemas. The document is generated from the routes' zod schemas, so fuzzing it covers every route.
 */

/** The subset of JSON Schema the contracts produce (fastify-type-provider-zod's output). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: ReadonlyArray<string | number | boolean | null>;
  const?: string | number | boolean | null;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `GET /api/hotel/{id}`: the key counts and findings are reported by. */
  key: string;
  method: string;
  /** OpenAPI path template, e.g. `/api/hotel/{id}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body schema, $refs resolved; undefined when the route takes no body. */
  body: JsonSchema | undefined;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, {
    parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
    requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Inlines every `#/components/schemas/X` reference (the request schemas are not recursive). */
export function resolveRefs(schema: JsonSchema, document: OpenApiDocument, depth = 0): JsonSchema {
  if (depth > 32) throw new Error('schema nesting too deep (recursive $ref?)');
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
    return resolveRefs(target, document, depth + 1);
  }
  const next = (child: JsonSchema) => resolveRefs(child, document, depth + 1);
  return {
    ...schema,
    ...(schema.properties ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, next(v)])) } : {}),
    ...(schema.items ? { items: next(schema.items) } : {}),
    ...(schema.oneOf ? { oneOf: schema.oneOf.map(next) } : {}),
    ...(schema.anyOf ? { anyOf: schema.anyOf.map(next) } : {}),
    ...(schema.allOf ? { allOf: schema.allOf.map(next) } : {}),
  };
}

/** Every operation of the document, sorted by key so that a seed always means the same requests. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!HTTP_METHODS.has(method)) continue;
      const parameters = (operation.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in as Parameter['in'],
        required: p.required ?? false,
        schema: resolveRefs(p.schema ?? {}, document),
      }));
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: bodySchema ? resolveRefs(bodySchema, document) : undefined,
      });
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}

/** Top-level names a 400 may blame for this operation (plus the containers for whole-input problems). */
export function inputNamesOf(operation: Operation): Set<string> {
  const names = new Set(['body', 'query', 'params', 'path']);
  for (const p of [...operation.pathParams, ...operation.queryParams]) names.add(p.name);
  const collect = (schema: JsonSchema | undefined) => {
    if (!schema) return;
    for (const key of Object.keys(schema.properties ?? {})) names.add(key);
    for (const variant of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) collect(variant);
  };
  collect(operation.body);
  return names;
}
