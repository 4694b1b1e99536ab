import { describe, expect, test } from 'vitest';
import { DOC_ID_MAX_CHARS, DocIdSchema, isDocId } from './ids';

describe('DocIdSchema', () => {
  test.each([
    'a',
    'allen',
    'u-admin',
    'Xy_9-z',
    '_leading',
    'trailing__',
    '__only-leading',
    'a'.repeat(DOC_ID_MAX_CHARS),
  ])('accepts %s', (id) => {
    expect(DocIdSchema.safeParse(id).success).toBe(true);
    expect(isDocId(id)).toBe(true);
  });

  test.each([
    '',
    '.',
    '..',
    'a/b',
    '/',
    '__x__',
    '__name__',
    '____',
    'a.b',
    'bad id!',
    'é',
    'a'.repeat(DOC_ID_MAX_CHARS + 1),
  ])('refuses %j', (id) => {
    expect(DocIdSchema.safeParse(id).success).toBe(false);
    expect(isDocId(id)).toBe(false);
  });

  test('refuses non-strings', () => {
    for (const value of [null, undefined, 1, {}, ['a']]) expect(isDocId(value)).toBe(false);
  });
});
