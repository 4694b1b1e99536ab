import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { HttpError } from './http-error';
import { parse } from './validate';

function refusal(schema: z.ZodType, input: unknown): HttpError {
  try {
    parse(schema, input, 'request');
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('parse accepted the input');
}

describe('parse', () => {
  test('names unknown keys that collide with Object.prototype (__proto__, constructor, toString)', () => {
    // JSON.parse makes `__proto__` an own key, exactly as a request body arrives.
    const body: unknown = JSON.parse('{"__proto__": 1, "constructor": 2, "toString": 3}');
    const err = refusal(z.strictObject({ role: z.string().optional() }), body);
    expect(err.status).toBe(400);
    expect(Object.keys(err.fields ?? {})).toEqual(['__proto__', 'constructor', 'toString']);
    expect(err.message).toBe('Check the request: __proto__, constructor, toString.');
    // What the client receives: the fields survive JSON serialisation.
    expect(JSON.parse(JSON.stringify({ fields: err.fields }))).toEqual({
      fields: {
        ['__proto__']: 'This field is not allowed.',
        constructor: 'This field is not allowed.',
        toString: 'This field is not allowed.',
      },
    });
  });

  test('a field path named like a prototype key is reported too', () => {
    const err = refusal(z.object({ constructor: z.number() }), { constructor: 'x' });
    expect(err.fields).toHaveProperty('constructor');
  });
});
