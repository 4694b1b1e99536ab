import { describe, expect, test } from 'vitest';
import type { Role } from '@kotastay/shared/roles';
import { checkRoleChange } from './role-policy';

const change = (callerRole: Role | null, targetRole: Role | null, newRole: Role | null, same = false) =>
  checkRoleChange({ callerUid: 'caller', callerRole, targetUid: same ? 'caller' : 'target', targetRole, newRole });

describe('super_admin', () => {
  test.each<[Role | null, Role | null]>([
    [null, 'admin'],
    [null, 'super_admin'],
    ['admin', null],
    ['super_admin', 'admin'],
    [null, 'booking_team'],
    ['movein_team', 'booking_team'],
  ])('may change %s → %s', (from, to) => {
    expect(change('super_admin', from, to)).toEqual({ ok: true });
  });
  test('may not change their own role', () => {
    expect(change('super_admin', 'super_admin', null, true)).toMatchObject({ ok: false, status: 409, code: 'own_role' });
  });
  test('may neither grant nor remove pg_owner', () => {
    expect(change('super_admin', null, 'pg_owner')).toMatchObject({ ok: false, status: 409 });
    expect(change('super_admin', 'pg_owner', null)).toMatchObject({ ok: false, status: 409 });
  });
});

describe('admin', () => {
  test.each<[Role | null, Role | null]>([
    [null, 'booking_team'],
    [null, 'movein_team'],
    ['booking_team', 'movein_team'],
    ['movein_team', null],
  ])('may change team roles %s → %s', (from, to) => {
    expect(change('admin', from, to)).toEqual({ ok: true });
  });
  test.each<[Role | null, Role | null]>([
    [null, 'admin'],
    [null, 'super_admin'],
    ['admin', null],
    ['super_admin', 'booking_team'],
    ['admin', 'movein_team'],
  ])('may not change %s → %s', (from, to) => {
    expect(change('admin', from, to)).toMatchObject({ ok: false, status: 403 });
  });
});

test.each<Role | null>([null, 'pg_owner', 'booking_team', 'movein_team'])('a %s caller may change nothing', (callerRole) => {
  expect(change(callerRole, null, 'booking_team')).toMatchObject({ ok: false, status: 403 });
});
