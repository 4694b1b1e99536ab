import { describe, expect, test } from 'vitest';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import { timelineSteps } from './status-timeline';

const base = {
  createdAt: '2026-11-23T10:00:00.000Z',
  timeline: [
    { status: 'pending', at: '2026-11-23T10:00:00.000Z', by: 'student', note: null },
    { status: 'pending', at: '2026-11-23T10:03:00.000Z', by: 'student', note: 'Payment failed' },
    { status: 'pending_visit', at: '2026-11-23T10:05:00.000Z', by: 'system', note: 'Token of ₹499 paid' },
  ],
} satisfies Pick<BookingDoc, 'createdAt' | 'timeline'>;

describe('timelineSteps', () => {
  test('the road up to the current state, with the times reached', () => {
    const steps = timelineSteps({ ...base, status: 'pending_visit' });
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['pending', 'done'],
      ['pending_visit', 'current'],
      ['visit_scheduled', 'todo'],
      ['visit_done', 'todo'],
      ['confirmed', 'todo'],
    ]);
    // Booked when it was made; the failed attempt's note is kept.
    expect(steps[0]).toMatchObject({ at: '2026-11-23T10:00:00.000Z', note: 'Payment failed' });
    expect(steps[1]).toMatchObject({ at: '2026-11-23T10:05:00.000Z' });
  });

  test('a cancelled booking ends where it stopped, with the reason', () => {
    const steps = timelineSteps({
      ...base,
      status: 'cancelled',
      timeline: [...base.timeline, { status: 'cancelled', at: '2026-11-23T11:00:00.000Z', by: 'student', note: 'Cancelled by the student' }],
    });
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['pending', 'done'],
      ['pending_visit', 'done'],
      ['cancelled', 'cancelled'],
    ]);
    expect(steps[2]?.note).toBe('Cancelled by the student');
  });

  test('a first no-show shows as its own step: the visit missed, one free reschedule, then the new visit', () => {
    const missed = [
      ...base.timeline,
      { status: 'visit_scheduled', at: '2026-11-23T12:00:00.000Z', by: 'team', note: 'Visit on Tue 24 Nov, 11:00 with Ravi' },
      { status: 'pending_visit', at: '2026-11-24T06:30:00.000Z', by: 'team', note: 'Missed the visit on Tue 24 Nov, 11:00 — one free reschedule offered' },
    ] satisfies BookingDoc['timeline'];
    const waiting = timelineSteps({ ...base, status: 'pending_visit', timeline: missed });
    expect(waiting.map((s) => [s.key, s.state])).toEqual([
      ['pending', 'done'],
      ['pending_visit', 'done'],
      ['missed', 'current'],
      ['visit_scheduled', 'todo'],
      ['visit_done', 'todo'],
      ['confirmed', 'todo'],
    ]);
    // "Token paid" keeps the time the token was paid.
    expect(waiting[1]).toMatchObject({ at: '2026-11-23T10:05:00.000Z' });
    expect(waiting[2]?.note).toMatch(/free reschedule offered/);

    const again = [...missed, { status: 'visit_scheduled', at: '2026-11-24T08:00:00.000Z', by: 'team', note: 'Visit on Wed 25 Nov, 15:00 with Sita' }] satisfies BookingDoc['timeline'];
    const rescheduled = timelineSteps({ ...base, status: 'visit_scheduled', timeline: again });
    expect(rescheduled.map((s) => [s.key, s.state]).slice(0, 4)).toEqual([
      ['pending', 'done'],
      ['pending_visit', 'done'],
      ['missed', 'done'],
      ['visit_scheduled', 'current'],
    ]);
    expect(rescheduled[3]?.note).toContain('Sita');
  });
});
