import { describe, expect, test } from 'vitest';
import { TIMELINE_NOTES } from '@kotastay/shared/schemas/booking';
import { noteFields, timelineNote } from './timeline-notes';

describe('timeline notes: a code and values, and the English text the desks read', () => {
  test('the English is what the timeline said before codes', () => {
    const at = '2026-11-24T05:30:00.000Z';
    expect(noteFields(timelineNote('visit_scheduled', { at, escort: 'Ravi' })).note).toBe('Visit on Tue 24 Nov, 11:00 with Ravi');
    expect(noteFields(timelineNote('visit_missed', { at })).note).toBe('Missed the visit on Tue 24 Nov, 11:00 — one free reschedule offered');
    expect(noteFields(timelineNote('token_paid', { amount: '499' })).note).toBe('Token of ₹499 paid');
    expect(noteFields(timelineNote('cancelled', { reason: 'parent_declined', note: 'Not now' })).note).toBe('The parent did not approve the booking: “Not now”');
    expect(noteFields(timelineNote('cancelled', { reason: 'student_cancelled' })).note).toBe('Cancelled by the student');
    expect(noteFields(timelineNote('refunded_in_full', { reason: 'paid_after_expiry' })).note).toBe('The token was paid after the hold had expired: refunded in full');
    expect(noteFields(timelineNote('parent_approved', { note: null })).note).toBe('Approved by the parent');
    expect(noteFields(timelineNote('moved_in', { room: 'Double sharing · AC', sharing: 'double', ac: 'true' })).note).toBe('Moved in · Double sharing · AC');
  });

  test('absent values are left out (Firestore stores no undefined), and every code has English', () => {
    expect(timelineNote('parent_approved', { note: null })).toEqual({ code: 'parent_approved', params: {} });
    for (const code of TIMELINE_NOTES) expect(noteFields(timelineNote(code, { reason: 'no_show', at: '2026-11-24T05:30:00.000Z' })).note, code).toBeTruthy();
    expect(noteFields(null)).toEqual({ note: null });
  });
});
