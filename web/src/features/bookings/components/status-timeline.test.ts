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
});
