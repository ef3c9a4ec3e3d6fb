import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { searchResponseSerializerCompiler } from './response-serializer';

const route = { schema: z.object({ id: z.number() }), method: 'GET', url: '/x', httpStatus: '200' };
const compile = (checkAnswers: boolean) =>
  searchResponseSerializerCompiler({ checkAnswers })(route as unknown as Parameters<ReturnType<typeof searchResponseSerializerCompiler>>[0]);

describe('the search answers serializer', () => {
  it('sends what the schema encodes, and refuses an answer with a field the schema does not have when answers are checked', () => {
    expect(compile(true)({ id: 1 })).toBe('{"id":1}');
    expect(() => compile(true)({ id: 1, extra: true })).toThrow(/not what its schema encodes/);
  });

  it('sends the plain JSON without checking it when answers are not checked (production)', () => {
    expect(compile(false)({ id: 1, extra: true })).toBe('{"id":1,"extra":true}');
  });
});
