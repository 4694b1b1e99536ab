// Domain errors become HTTP answers in one place: the error handler.
import type { Request, Response } from 'express';
import { describe, expect, test } from 'vitest';
import { Conflict, Forbidden, InvalidInput, KindedError, NotFound, Unavailable, type DomainError } from '../domain/errors';
import { errorHandler } from './errors';

function handle(err: unknown): { status: number; body: unknown } {
  const out = { status: 0, body: undefined as unknown };
  const res = {
    status(code: number) {
      out.status = code;
      return this;
    },
    json(body: unknown) {
      out.body = body;
      return this;
    },
  } as unknown as Response;
  errorHandler(err, {} as Request, res, () => undefined);
  return out;
}

describe('errorHandler maps domain errors', () => {
  test.each<[string, DomainError, number, Record<string, unknown>]>([
    ['NotFound', new NotFound('This PG'), 404, { error: 'not_found', message: 'This PG was not found.' }],
    ['Forbidden', new Forbidden(), 403, { error: 'forbidden' }],
    ['Forbidden with a code', new Forbidden('Only a super admin can.', 'forbidden'), 403, { message: 'Only a super admin can.' }],
    ['Conflict', new Conflict('own_role', 'You cannot change your own role.'), 409, { error: 'own_role' }],
    [
      'InvalidInput',
      new InvalidInput('Check the request: cursor.', { cursor: 'Start again.' }),
      400,
      { error: 'invalid_input', fields: { cursor: 'Start again.' } },
    ],
    ['Unavailable (not configured)', new Unavailable('not_configured', 'No map search here.', true), 404, { error: 'not_configured' }],
    ['Unavailable (upstream failed)', new Unavailable('upstream_failed', 'Try again.'), 502, { error: 'upstream_failed' }],
    ['a feature error of kind invalid', new KindedError('invalid', 'invalid_input', 'Check the IFSC.', { ifsc: 'Bad.' }), 400, { fields: { ifsc: 'Bad.' } }],
    ['a feature error of kind not_found', new KindedError('not_found', 'not_found', 'No request.'), 404, { error: 'not_found' }],
    ['a feature error of kind forbidden', new KindedError('forbidden', 'forbidden', 'No.'), 403, { error: 'forbidden' }],
    ['a feature error of kind conflict', new KindedError('conflict', 'stale', 'Reload.'), 409, { error: 'stale' }],
    ['a feature error of kind unavailable', new KindedError('unavailable', 'payments_unavailable', 'Not set up.'), 503, { error: 'payments_unavailable' }],
    ['a feature error of kind too_large', new KindedError('too_large', 'photo_too_large', 'Too big.'), 413, { error: 'photo_too_large' }],
  ])('%s', (_name, err, status, body) => {
    const res = handle(err);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject(body);
  });

  test('anything else is a 500 without details', () => {
    const res = handle(new Error('secret stack'));
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });
});
