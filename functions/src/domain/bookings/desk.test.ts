import { describe, expect, test } from 'vitest';
import { Forbidden } from '../errors';
import { nextInRotation, staffActorOf } from './desk';

describe('nextInRotation', () => {
  test('each member in uid order, wrapping round; the first when nobody escorted yet or the last one left', () => {
    const team = ['bt-c', 'bt-a', 'bt-b'];
    expect(nextInRotation(team, null)).toBe('bt-a');
    expect(nextInRotation(team, 'bt-a')).toBe('bt-b');
    expect(nextInRotation(team, 'bt-b')).toBe('bt-c');
    expect(nextInRotation(team, 'bt-c')).toBe('bt-a');
    // The last escort has left the team since: the next uid after theirs still takes the turn.
    expect(nextInRotation(team, 'bt-aa')).toBe('bt-b');
    expect(nextInRotation(['bt-a'], 'bt-a')).toBe('bt-a');
    expect(nextInRotation([], 'bt-a')).toBeNull();
  });
});

describe('staffActorOf', () => {
  test('admins act as admin, team members as their desk; anyone else is refused', () => {
    expect(staffActorOf({ uid: 'u', role: 'super_admin' })).toBe('admin');
    expect(staffActorOf({ uid: 'u', role: 'admin' })).toBe('admin');
    expect(staffActorOf({ uid: 'u', role: 'booking_team' })).toBe('booking_team');
    expect(staffActorOf({ uid: 'u', role: 'movein_team' })).toBe('movein_team');
    expect(() => staffActorOf({ uid: 'u', role: 'pg_owner' })).toThrow(Forbidden);
    expect(() => staffActorOf({ uid: 'u', role: null })).toThrow(Forbidden);
  });
});
