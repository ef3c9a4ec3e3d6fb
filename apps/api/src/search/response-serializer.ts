/**
 * The serializer of the search routes' answers (offers, facets, autocomplete): plain
 * `JSON.stringify` in production, where validating a 12–20 kB answer against its zod schema cost a
 * tenth of a search's CPU; elsewhere (tests, development) the answer is also encoded with its schema
 * — as fastify-type-provider-zod does for every other route — and must come out the same, so the
 * API suites hold the handlers to their contracts and prove the fast path sends what the checked one
 * would. Request validation (zod at the boundary) is unchanged.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** Options of the search routes: whether their answers are also checked against their schemas (everywhere but production). */
export interface SearchRoutesOptions {
  checkAnswers: boolean;
}

export const searchResponseSerializerCompiler = ({ checkAnswers }: SearchRoutesOptions): FastifySerializerCompiler<ZodType | FastifySchema> => (route) => {
  if (!checkAnswers) return (data) => JSON.stringify(data);
  const encode = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  return (data) => {
    const plain = JSON.stringify(data);
    const encoded = encode(data);
    // Key order may differ (the schema's against the handler's); values may not.
    if (!isDeepStrictEqual(JSON.parse(plain), JSON.parse(encoded))) {
      throw new Error(`${route.method} ${route.url}: the answer is not what its schema encodes (an extra, missing or transformed field)`);
    }
    return plain;
  };
};
