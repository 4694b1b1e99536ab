import { describe, expect, test } from 'vitest';
import { NAME_CASES } from './user-name-cases';
import { ProfileInputSchema, UserNameSchema } from './user';

describe('UserNameSchema', () => {
  test.each(NAME_CASES)('$label: valid = $valid', ({ name, valid }) => {
    expect(UserNameSchema.safeParse(name).success).toBe(valid);
  });

  test('stores the trimmed name', () => {
    expect(UserNameSchema.parse('  Aarav  ')).toBe('Aarav');
  });
});

describe('ProfileInputSchema', () => {
  const student = {
    name: 'Aarav Gupta',
    accountType: 'student',
    exam: 'JEE',
    coachingId: 'allen',
    gender: 'male',
  } as const;

  test('a complete student profile and a name-only PG owner applicant are valid', () => {
    expect(ProfileInputSchema.safeParse(student).success).toBe(true);
    expect(ProfileInputSchema.safeParse({ name: 'Ramesh Sharma', accountType: 'pg_owner_applicant' }).success).toBe(true);
  });

  test.each(['name', 'accountType'] as const)('%s is required of everyone', (key) => {
    const { [key]: _dropped, ...rest } = student;
    expect(ProfileInputSchema.safeParse(rest).success).toBe(false);
    expect(ProfileInputSchema.safeParse({ name: 'Ramesh Sharma', accountType: 'pg_owner_applicant', [key]: undefined }).success).toBe(false);
  });

  test.each(['exam', 'coachingId', 'gender'] as const)('a student must give %s', (key) => {
    const { [key]: _dropped, ...rest } = student;
    const r = ProfileInputSchema.safeParse(rest);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toEqual([key]);
  });

  test.each(NAME_CASES.filter((c) => !c.valid))('a profile named with $label is invalid', ({ name }) => {
    expect(ProfileInputSchema.safeParse({ ...student, name }).success).toBe(false);
  });

  test.each([
    ['idCardUrl', 'https://firebasestorage.googleapis.com/v0/b/demo/o/id_cards%2Fu%2F1_a.jpg'],
    ['idCardPath', 'id_cards/u/1_a.jpg'],
    ['bankDetails', { accountHolderName: 'Ramesh Sharma', accountNumber: '123456789012', ifsc: 'SBIN0001234' }],
    ['role', 'admin'],
  ])('%s is not a profile field (only Functions write it)', (key, value) => {
    expect(ProfileInputSchema.safeParse({ ...student, [key]: value }).success).toBe(false);
  });
});
