import type { z } from 'zod';
import { HttpError } from './http-error';

/**
 * Parses input with a zod schema or throws a 400 naming each bad field:
 * `{ error: 'invalid_input', message, fields: { 'rooms.0.rentInr': 'Expected number' } }`.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // Null prototype: keys come from the client, and on a plain object `__proto__` would set the prototype and
  // `constructor` would find Object.prototype's, so both would vanish from the answer.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const issue of result.error.issues) {
    // Strict objects report unknown keys at the object's path: name each key instead.
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) fields[[...issue.path, k].join('.')] ??= 'This field is not allowed.';
      continue;
    }
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const names = Object.keys(fields).join(', ');
  throw new HttpError(400, 'invalid_input', `Check the ${what}: ${names}.`, fields);
}
