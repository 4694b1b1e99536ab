// The order of the owner's visits (decision 212): the ones still to come first, soonest first (the scheduled time,
// else the asked-for date and slot); then the rest, latest change first.
import { describe, expect, test } from 'vitest';
import type { OwnerLeadDoc } from '@kotastay/shared/schemas/owner-lead';
import { byOpenThenTime, leadTime } from './use-owner-leads';

const lead = (id: string, over: Partial<OwnerLeadDoc>): OwnerLeadDoc => ({
  id,
  ownerUid: 'o',
  pgId: 'pg',
  pgName: 'PG',
  roomLabel: 'Single sharing · AC',
  room: null,
  visitDate: '2026-12-01',
  visitSlot: '11:00',
  scheduledAt: null,
  status: 'pending_visit',
  firstName: 'Asha',
  coachingId: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

describe('the owner’s visits in order', () => {
  test('a scheduled time wins over the asked-for slot', () => {
    expect(leadTime(lead('a', {}))).toBe('2026-12-01T05:30:00.000Z'); // 11:00 in Kota
    expect(leadTime(lead('a', { scheduledAt: '2026-11-30T09:30:00.000Z' }))).toBe('2026-11-30T09:30:00.000Z');
  });

  test('open ones first, soonest first; then closed ones, latest change first', () => {
    const rows = [
      lead('done-old', { status: 'cancelled', updatedAt: '2026-11-20T00:00:00.000Z' }),
      lead('later', { visitDate: '2026-12-05' }),
      lead('done-new', { status: 'confirmed', updatedAt: '2026-11-26T00:00:00.000Z' }),
      lead('soon', { status: 'visit_scheduled', scheduledAt: '2026-12-01T04:30:00.000Z' }), // 10:00 in Kota, same day
    ];
    expect(rows.sort(byOpenThenTime).map((l) => l.id)).toEqual(['soon', 'later', 'done-new', 'done-old']);
  });
});
