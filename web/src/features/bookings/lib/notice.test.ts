import { describe, expect, it } from 'vitest';
import { noticeStillTrue } from './notice';

describe('noticeStillTrue', () => {
  it('"Token paid, we will call you" holds until the visit is scheduled', () => {
    expect(noticeStillTrue('paid', 'pending')).toBe(true);
    expect(noticeStillTrue('paid', 'pending_visit')).toBe(true);
    for (const moved of ['visit_scheduled', 'visit_done', 'confirmed', 'cancelled'] as const)
      expect(noticeStillTrue('paid', moved)).toBe(false);
  });
  it('a failed payment, an error or a wait for the parent holds while the booking is unpaid', () => {
    for (const notice of ['failed', 'cancelled', 'verify_error', 'parent_asked'] as const) {
      expect(noticeStillTrue(notice, 'pending')).toBe(true);
      expect(noticeStillTrue(notice, 'pending_visit')).toBe(false);
      expect(noticeStillTrue(notice, 'cancelled')).toBe(false);
    }
  });
  it('a booking not in the list yet keeps the notice', () => {
    expect(noticeStillTrue('paid', undefined)).toBe(true);
  });
});
