import { describe, expect, test } from 'vitest';
import {
  AreaCreateSchema,
  AreaUpdateSchema,
  BranchCreateSchema,
  CoachingCreateSchema,
  CoachingUpdateSchema,
  slugify,
} from './catalogue';

const fieldsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.path.join('.'));

describe('catalogue input schemas', () => {
  test('names are trimmed and must be 2–80 characters', () => {
    expect(CoachingCreateSchema.parse({ name: '  Allen  ', exams: ['JEE'] }).name).toBe('Allen');
    expect(fieldsOf(CoachingCreateSchema.safeParse({ name: ' A ', exams: ['JEE'] }))).toEqual(['name']);
    expect(fieldsOf(CoachingCreateSchema.safeParse({ name: 'x'.repeat(81), exams: ['JEE'] }))).toEqual(['name']);
    expect(CoachingCreateSchema.safeParse({ name: 'x'.repeat(80), exams: ['JEE'] }).success).toBe(true);
  });

  test('coordinates must be inside India (lat 6–37, lng 68–98)', () => {
    const base = { name: 'Talwandi', lat: 25.14, lng: 75.85 };
    expect(AreaCreateSchema.safeParse(base).success).toBe(true);
    expect(AreaCreateSchema.safeParse({ ...base, lat: 6, lng: 98 }).success).toBe(true);
    expect(fieldsOf(AreaCreateSchema.safeParse({ ...base, lat: 5.9 }))).toEqual(['lat']);
    expect(fieldsOf(AreaCreateSchema.safeParse({ ...base, lat: 37.1 }))).toEqual(['lat']);
    expect(fieldsOf(AreaCreateSchema.safeParse({ ...base, lng: 67.9 }))).toEqual(['lng']);
    // Swapped lat/lng is the classic mistake: both fields are named.
    expect(fieldsOf(AreaCreateSchema.safeParse({ ...base, lat: 75.85, lng: 25.14 }))).toEqual(['lat', 'lng']);
  });

  test('popular defaults to false and duplicate exams collapse', () => {
    expect(CoachingCreateSchema.parse({ name: 'Motion', exams: ['JEE', 'NEET', 'JEE'] })).toEqual({
      name: 'Motion',
      exams: ['JEE', 'NEET'],
      popular: false,
    });
  });

  test('a branch needs coaching_id, lat, lng and an address', () => {
    expect(fieldsOf(BranchCreateSchema.safeParse({ name: 'Sakar' }))).toEqual(['coaching_id', 'lat', 'lng', 'address']);
  });

  test('unknown fields are refused (clients cannot set id or timestamps)', () => {
    const r = CoachingCreateSchema.safeParse({ name: 'Allen', exams: ['JEE'], id: 'x', createdAt: 'now' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['id', 'createdAt'] });
  });

  test('updates need at least one field; null removes an optional field', () => {
    expect(CoachingUpdateSchema.safeParse({}).success).toBe(false);
    expect(AreaUpdateSchema.safeParse({ description: undefined }).success).toBe(false);
    expect(CoachingUpdateSchema.parse({ shortName: null })).toEqual({ shortName: null });
    expect(fieldsOf(CoachingUpdateSchema.safeParse({ name: null }))).toEqual(['name']);
  });

  test('websites must be http(s) URLs', () => {
    expect(
      CoachingCreateSchema.safeParse({ name: 'Allen', exams: ['JEE'], website: 'https://allen.ac.in' }).success,
    ).toBe(true);
    expect(
      fieldsOf(CoachingCreateSchema.safeParse({ name: 'Allen', exams: ['JEE'], website: 'javascript:alert(1)' })),
    ).toEqual(['website']);
  });
});

describe('slugify', () => {
  test('makes lowercase hyphenated ids', () => {
    expect(slugify('Allen Career Institute')).toBe('allen-career-institute');
    expect(slugify('  Physics Wallah — Vidyapeeth!! ')).toBe('physics-wallah-vidyapeeth');
    expect(slugify('R&D Centre')).toBe('r-and-d-centre');
  });

  test('falls back when nothing Latin is left, and caps length', () => {
    expect(slugify('कोटा', 'area')).toBe('area');
    const long = slugify('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
  });
});
