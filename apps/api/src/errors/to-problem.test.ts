import { describe, expect, it } from 'vitest';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error';
import { fieldPathOf, INTERNAL_ERROR_DETAIL, toProblem } from './to-problem';

const context = { instance: '/api/offers.json', bodyLimitBytes: 1_048_576 };

/** The error Fastify raises from the zod validator's answer. */
function validationFailure(schema: z.ZodType, input: unknown, validationContext = 'body') {
  const validate = validatorCompiler({ schema, method: 'POST', url: '/api/offers.json', httpPart: validationContext });
  const result = validate(input) as { error?: unknown };
  if (!result.error) throw new Error('expected the input to be invalid');
  return Object.assign(new Error('validation'), {
    code: 'FST_ERR_VALIDATION',
    statusCode: 400,
    validation: result.error,
    validationContext,
  });
}

describe('fieldPathOf', () => {
  it('turns a JSON pointer into the dotted path that forms use', () => {
    expect(fieldPathOf('/filters/offer/familyComposition/adults')).toBe('filters.offer.familyComposition.adults');
    expect(fieldPathOf('/filters/property/stars/0')).toBe('filters.property.stars.0');
    expect(fieldPathOf('/')).toBe('');
  });
});

describe('toProblem', () => {
  it('names an unknown field of a strict object by its own path', () => {
    const schema = z.strictObject({ sorting: z.strictObject({ orderBy: z.string() }) });
    const problem = toProblem(validationFailure(schema, { sorting: { orderBy: 'priceAsc', direction: 'up' } }), context);
    expect(problem).toMatchObject({ status: 400, field: 'sorting.direction', errors: [{ field: 'sorting.direction', message: 'Unknown field' }] });
  });

  it('names the whole input when the body itself is the problem', () => {
    const problem = toProblem(validationFailure(z.object({ a: z.string() }), 'not an object'), context);
    expect(problem.field).toBe('body');
    const query = toProblem(validationFailure(z.object({ a: z.string() }), null, 'querystring'), context);
    expect(query.field).toBe('query');
  });

  it("keeps an AppError's own status and public detail; only a 400 names fields", () => {
    const problem = toProblem(new AppError('BAD_REQUEST', 'Request timed out.', { status: 408 }), context);
    expect(problem).toMatchObject({ status: 408, code: 'BAD_REQUEST', detail: 'Request timed out.' });
    expect(problem).not.toHaveProperty('field');
    const bad = toProblem(new AppError('BAD_REQUEST', 'checkout must be after checkin', { errors: [{ field: 'checkout', message: 'Before checkin' }] }), context);
    expect(bad).toMatchObject({ status: 400, field: 'checkout', errors: [{ field: 'checkout', message: 'Before checkin' }] });
  });

  it('maps Fastify client errors by status and keeps their generic message', () => {
    const error = Object.assign(new Error('Method Not Allowed'), { statusCode: 405 });
    expect(toProblem(error, context)).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED', detail: 'Method Not Allowed' });
  });

  it('hides everything about an unexpected error, whatever it carries', () => {
    for (const error of [new TypeError('cannot read x of undefined'), 'a thrown string', null, Object.assign(new Error('pool'), { statusCode: 502 })]) {
      expect(toProblem(error, context)).toEqual({
        type: 'urn:escapade:problem:internal',
        title: 'Internal server error',
        status: 500,
        detail: INTERNAL_ERROR_DETAIL,
        instance: '/api/offers.json',
        code: 'INTERNAL',
      });
    }
  });
});
