import fc from 'fast-check';
import {
  HOSTILE_CONTENT_TYPES, hostileBodyText, hostileJsonValue, hostileUrlValue, HOSTILE_STRINGS, RawUrl, WRONG_METHODS,
} from './hostile';
import type { JsonSchema, Operation, Parameter } from './openapi';
import { encodeUrlValue, toJsonText, type FuzzRequest } from './request';
import { boundsByNameOf, recordArb, validValue, type GeneratorContext } from './values';

/**
 * Requests generated from each operation's own schemas: valid values (values.ts) with one hostile
 * change (hostile.ts), so a request passes the fields before the hostile one and reaches deep code.
 */

export type { GeneratorContext };


type QueryPair = [name: string, value: string | RawUrl];

interface Parts {
  path: Record<string, string | RawUrl>;
  query: QueryPair[];
  body: unknown;
}

/** Query values as a browser sends them: arrays either repeated or comma-joined, as the contracts accept both. */
function queryPairsOf(values: Record<string, unknown>, joinArrays: boolean): QueryPair[] {
  return Object.entries(values).flatMap(([name, value]): QueryPair[] => {
    if (!Array.isArray(value)) return [[name, String(value)]];
    if (joinArrays) return value.length ? [[name, value.map(String).join(',')]] : [];
    return value.map((v) => [name, String(v)]);
  });
}

function urlOf(operation: Operation, parts: Parts): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeUrlValue(parts.path[name] ?? '1'));
  const query = parts.query.map(([name, value]) => `${encodeUrlValue(name)}=${encodeUrlValue(value)}`).join('&');
  return query ? `${path}?${query}` : path;
}

function objectOf(params: Parameter[], operation: Operation, context: GeneratorContext): fc.Arbitrary<Record<string, unknown>> {
  const schema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
  return recordArb(schema, operation, context);
}

function validParts(operation: Operation, context: GeneratorContext): fc.Arbitrary<Parts> {
  return fc.record({
    path: objectOf(operation.pathParams, operation, context),
    query: objectOf(operation.queryParams, operation, context),
    joinArrays: fc.boolean(),
    body: operation.body ? validValue(operation.body, 'body', operation, context) : fc.constant(undefined),
  }).map(({ path, query, joinArrays, body }) => ({
    path: Object.fromEntries(Object.entries(path).map(([k, v]) => [k, String(v)])),
    query: queryPairsOf(query, joinArrays),
    body,
  }));
}

type Path = Array<string | number>;

/** Every position of a body, present or not (absent optional properties too): the targets of a mutation. */
function positionsOf(value: unknown, schema: JsonSchema | undefined, at: Path = []): Path[] {
  const positions: Path[] = [at];
  if (Array.isArray(value)) value.forEach((item, i) => positions.push(...positionsOf(item, schema?.items, [...at, i])));
  else if (value && typeof value === 'object') {
    const keys = new Set([...Object.keys(value), ...Object.keys(schema?.properties ?? {})]);
    for (const key of keys) positions.push(...positionsOf((value as Record<string, unknown>)[key], schema?.properties?.[key], [...at, key]));
  }
  return positions;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: unknown = structuredClone(root);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== 'object') node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  // defineProperty: a key named __proto__ must become an own property that JSON.stringify sends.
  Object.defineProperty(node, path[path.length - 1]!, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const UNKNOWN_KEYS = ['unknownField', '__proto__', 'constructor', '', 'a.b', 'locale\u0000', 'LOCALE', '$where'];
const ASCII_HEADER_VALUES = HOSTILE_STRINGS.filter((s) => /^[\x20-\x7e]*$/.test(s) && s.trim() === s);
const JSON_HEADERS = { 'content-type': 'application/json' };

const oversizeBodies = new Map<number, string>();
/** One shared string per size: a run sends many, and each is over a megabyte. */
function oversizeBody(bytes: number): string {
  let body = oversizeBodies.get(bytes);
  if (!body) oversizeBodies.set(bytes, (body = `{"locale":"fr_FR","padding":"${'x'.repeat(bytes)}"}`));
  return body;
}

function request(operation: Operation, label: string, parts: Parts, overrides: Partial<FuzzRequest> = {}): FuzzRequest {
  const hasBody = operation.body !== undefined && parts.body !== undefined;
  return {
    route: operation.key,
    label,
    method: operation.method,
    url: urlOf(operation, parts),
    headers: hasBody ? { ...JSON_HEADERS } : {},
    ...(hasBody ? { body: toJsonText(parts.body) } : {}),
    ...overrides,
  };
}

/** The arbitrary of one operation's requests: valid ones, and valid ones with one hostile change. */
export function requestArbitrary(operation: Operation, context: GeneratorContext): fc.Arbitrary<FuzzRequest> {
  const valid = validParts(operation, context);
  const modes: Array<{ weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }> = [
    { weight: 3, arbitrary: valid.map((parts) => request(operation, 'valid', parts)) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...WRONG_METHODS.filter((m) => m !== operation.method))).map(([parts, method]) =>
        // fetch cannot send a GET with a body; any other method carries the JSON body.
        request(operation, `method.${method}`, parts, method === 'GET' ? { method, headers: {}, body: undefined } : { method, headers: { ...JSON_HEADERS }, body: toJsonText(parts.body ?? {}) })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom('unknown', 'duplicate', 'bracket', 'proto', 'empty-name', 'flag'), hostileUrlValue, fc.nat()).map(([parts, kind, hostile, n]) => {
        const existing = parts.query[n % Math.max(parts.query.length, 1)];
        const extra: QueryPair[] = {
          unknown: [['unknownParam', hostile]],
          duplicate: existing ? [[existing[0], hostile]] : [['locale', 'es_ES']],
          bracket: [['filters[offer][adults]', '2'], ['a[]', '1']],
          proto: [['__proto__', '1'], ['constructor[prototype][x]', '1']],
          'empty-name': [['', 'x']],
          flag: [[existing?.[0] ?? 'locale', new RawUrl('')]],
        }[kind] as QueryPair[];
        return request(operation, `query.${kind}`, { ...parts, query: [...parts.query, ...extra] });
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom('x-request-id', 'accept', 'accept-encoding', 'accept-language', 'if-none-match'), fc.constantFrom(...ASCII_HEADER_VALUES)).map(
        ([parts, header, value]) => {
          const base = request(operation, `header.${header}`, parts);
          return { ...base, headers: { ...base.headers, [header]: value } };
        },
      ),
    },
  ];
  if (operation.pathParams.length) {
    modes.push({
      weight: 2,
      arbitrary: fc.tuple(valid, fc.constantFrom(...operation.pathParams.map((p) => p.name)), hostileUrlValue).map(([parts, name, hostile]) =>
        request(operation, `path.${name}`, { ...parts, path: { ...parts.path, [name]: hostile } })),
    });
  }
  if (operation.queryParams.length) {
    const names = operation.queryParams.map((p) => p.name);
    modes.push({
      weight: 3,
      arbitrary: fc.tuple(valid, fc.constantFrom(...names), hostileUrlValue, fc.boolean()).map(([parts, name, hostile, remove]) => {
        const kept = parts.query.filter(([n]) => n !== name);
        const isRequired = operation.queryParams.some((p) => p.name === name && p.required);
        if (remove && isRequired) return request(operation, `query.missing.${name}`, { ...parts, query: kept });
        return request(operation, `query.${name}`, { ...parts, query: [...kept, [name, hostile]] });
      }),
    });
  }
  if (operation.body) {
    const schema = operation.body;
    modes.push(
      {
        weight: 4,
        arbitrary: fc.tuple(valid, fc.nat(), hostileJsonValue).map(([parts, n, hostile]) => {
          const positions = positionsOf(parts.body, schema);
          const at = positions[n % positions.length]!;
          return request(operation, `body.${at.join('.') || 'root'}`, { ...parts, body: setAt(parts.body, at, hostile) });
        }),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(valid, fc.nat(), fc.constantFrom(...UNKNOWN_KEYS)).map(([parts, n, key]) => {
          const objects = positionsOf(parts.body, schema).filter((p) => {
            const node = p.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], parts.body);
            return node !== null && typeof node === 'object' && !Array.isArray(node);
          });
          const at = objects[n % Math.max(objects.length, 1)] ?? [];
          return request(operation, 'body.unknown-key', { ...parts, body: setAt(parts.body, [...at, key], 1) });
        }),
      },
      {
        weight: 2,
        arbitrary: fc.tuple(valid, fc.constantFrom(...HOSTILE_CONTENT_TYPES)).map(([parts, contentType]) => {
          const headers: Record<string, string> = contentType === undefined ? {} : { 'content-type': contentType };
          return request(operation, 'content-type', parts, { headers });
        }),
      },
      {
        weight: 2,
        arbitrary: fc.tuple(valid, hostileBodyText).map(([parts, body]) => request(operation, 'body.text', parts, { body })),
      },
      {
        weight: 1,
        arbitrary: valid.map((parts) => request(operation, 'body.oversize', parts, { body: oversizeBody(context.bodyLimitBytes + 1024) })),
      },
    );
  }
  return fc.oneof(...modes);
}

/** Request number `index` of a run: the same seed, index, catalogue and day always give the same request. */
export function createGenerator(operations: Operation[], context: GeneratorContext, seed: number) {
  const withBounds = { ...context, boundsByName: context.boundsByName ?? boundsByNameOf(operations) };
  const arbitraries = operations.map((operation) => requestArbitrary(operation, withBounds));
  return (index: number): FuzzRequest => {
    // Round robin over the operations, so even a short run reaches every route.
    const arbitrary = arbitraries[index % arbitraries.length]!;
    const [sample] = fc.sample(arbitrary, { seed: (seed * 100_003 + index) % 2_147_483_647, numRuns: 1 });
    return sample!;
  };
}
