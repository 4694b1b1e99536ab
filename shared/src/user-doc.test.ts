// users/{uid} read straight from Firestore must give the same profile shape the API gave, and nothing the
// client must not trust (a malformed role, a flag that is merely truthy, unknown audit fields).
import { describe, expect, test } from 'vitest';
import { toUserResponse } from './user-doc';

const ts = (isoString: string) => ({ toDate: () => new Date(isoString) });

describe('toUserResponse', () => {
  test('maps a stored profile field by field, timestamps as ISO strings', () => {
    const p = toUserResponse('u1', {
      phone: '+919876543210',
      name: 'Kavya Singh',
      role: 'admin',
      accountType: 'student',
      exam: 'NEET',
      coachingId: 'allen',
      gender: 'female',
      pgListerVerified: true,
      createdAt: ts('2026-01-02T03:04:05.000Z'),
      updatedAt: ts('2026-01-03T03:04:05.000Z'),
      roleUpdatedBy: 'someone',
    });
    expect(p).toMatchObject({
      uid: 'u1',
      phone: '+919876543210',
      name: 'Kavya Singh',
      role: 'admin',
      exam: 'NEET',
      pgListerVerified: true,
      pg_lister_verified: true,
      isVerifiedPgOwner: false,
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-03T03:04:05.000Z',
    });
    expect(p).not.toHaveProperty('roleUpdatedBy');
  });

  test('drops malformed values and reads a pending server timestamp as null', () => {
    const p = toUserResponse('u2', { role: 'root', exam: 'GATE', gender: 1, isVerifiedPgOwner: 'true', canListPG: 1, updatedAt: null });
    expect(p.role).toBeNull();
    expect(p.exam).toBeUndefined();
    expect(p.gender).toBeUndefined();
    expect(p.isVerifiedPgOwner).toBe(false);
    expect(p.canListPG).toBe(false);
    expect(p.updatedAt).toBeNull();
    expect(p.phone).toBeNull();
  });
});
