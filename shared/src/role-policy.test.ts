import { describe, expect, test } from 'vitest';
import type { Role } from './roles';
import { allowedRoleChanges, checkRoleChange, checkRoleGrant, grantableRolesFor } from './role-policy';

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
    expect(change('super_admin', 'super_admin', null, true)).toMatchObject({ ok: false, kind: 'conflict', code: 'own_role' });
  });
  test('may neither grant nor remove pg_owner', () => {
    expect(change('super_admin', null, 'pg_owner')).toMatchObject({ ok: false, kind: 'conflict' });
    expect(change('super_admin', 'pg_owner', null)).toMatchObject({ ok: false, kind: 'conflict' });
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
    expect(change('admin', from, to)).toMatchObject({ ok: false, kind: 'forbidden' });
  });
});

test.each<Role | null>([null, 'pg_owner', 'booking_team', 'movein_team'])('a %s caller may change nothing', (callerRole) => {
  expect(change(callerRole, null, 'booking_team')).toMatchObject({ ok: false, kind: 'forbidden' });
});

describe('allowedRoleChanges (what the admin console offers)', () => {
  const caller = (role: Role | null) => ({ uid: 'caller', role });
  const target = (role: Role | null) => ({ uid: 'target', role });

  test('an admin may move a student or team member between team roles and none', () => {
    expect(allowedRoleChanges(caller('admin'), target(null))).toEqual(['booking_team', 'movein_team']);
    expect(allowedRoleChanges(caller('admin'), target('booking_team'))).toEqual([null, 'movein_team']);
  });

  test('a super_admin may also grant admin roles', () => {
    expect(allowedRoleChanges(caller('super_admin'), target(null))).toEqual([
      'booking_team',
      'movein_team',
      'admin',
      'super_admin',
    ]);
  });

  test.each<[string, { uid: string; role: Role | null }, { uid: string; role: Role | null }]>([
    ['an admin, for another admin', caller('admin'), target('admin')],
    ['an admin, for a super_admin', caller('admin'), target('super_admin')],
    ['anyone, for a pg_owner', caller('super_admin'), target('pg_owner')],
    ['anyone, for themself', caller('super_admin'), { uid: 'caller', role: 'super_admin' }],
    ['a team member', caller('booking_team'), target(null)],
  ])('nothing is offered to %s (the row is locked)', (_name, who, whom) => {
    expect(allowedRoleChanges(who, whom)).toEqual([]);
  });
});

describe('grants to a number before its first sign-in', () => {
  test('a super admin may give every settable role; an admin only team roles; nobody else anything', () => {
    expect(grantableRolesFor('super_admin')).toEqual(['booking_team', 'movein_team', 'admin', 'super_admin']);
    expect(grantableRolesFor('admin')).toEqual(['booking_team', 'movein_team']);
    for (const role of [null, 'pg_owner', 'booking_team', 'movein_team'] as const) expect(grantableRolesFor(role)).toEqual([]);
  });

  test('taking back a pending admin grant needs a super admin; a team grant any admin', () => {
    expect(checkRoleGrant('admin', 'admin', null)).toMatchObject({ ok: false, kind: 'forbidden' });
    expect(checkRoleGrant('super_admin', 'admin', null)).toEqual({ ok: true });
    expect(checkRoleGrant('admin', 'booking_team', null)).toEqual({ ok: true });
    expect(checkRoleGrant('admin', null, 'pg_owner')).toMatchObject({ ok: false, kind: 'conflict' });
  });
});
