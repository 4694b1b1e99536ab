import type { TFunction } from 'i18next';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { TIMELINE_NOTES, type BookingDoc, type TimelineNoteCode } from '@kotastay/shared/schemas/booking';
import i18n, { loadAllStrings } from '../../../i18n';
import { noteText, timelineSteps } from './status-timeline';

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

describe('noteText (issue #21: notes the Functions write in English, shown in the page language)', () => {
  // The page's language is i18n's (dates and times follow it), and its t.
  let en: TFunction<'bookings'>;
  let hi: TFunction<'bookings'>;
  beforeAll(async () => {
    await loadAllStrings();
    await i18n.loadLanguages('hi');
    await i18n.loadNamespaces('bookings');
    en = i18n.getFixedT('en', 'bookings');
    hi = i18n.getFixedT('hi', 'bookings');
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });
  const step = (code: TimelineNoteCode, params: Record<string, string>, note = 'stored English') => ({ note, noteCode: { code, params } });

  test('every code has its words in both languages, and the Hindi carries no English but the values', async () => {
    const params: Record<string, string> = {
      reason: 'no_show',
      note: 'ठीक है',
      at: '2026-11-24T05:30:00.000Z',
      escort: 'रवि',
      amount: '499',
      sharing: 'double',
      ac: 'true',
      room: 'Double sharing · AC',
    };
    for (const code of TIMELINE_NOTES) {
      await i18n.changeLanguage('en');
      const english = noteText(step(code, params), en);
      await i18n.changeLanguage('hi');
      const hindi = noteText(step(code, params), hi);
      expect(english, code).not.toMatch(/timeline\.notes|stored English/);
      expect(hindi, code).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  test('values in the page language: the time, the cancel reason, the room, the amount', async () => {
    expect(noteText(step('visit_scheduled', { at: '2026-11-24T05:30:00.000Z', escort: 'Ravi' }), en)).toBe('Visit on Tue, 24 Nov, 11:00 am with Ravi');
    expect(noteText(step('cancelled', { reason: 'parent_declined', note: 'Not now' }), en)).toBe('The parent did not approve the booking: “Not now”');
    expect(noteText(step('token_paid', { amount: '499' }), en)).toBe('Token of ₹499 paid');
    await i18n.changeLanguage('hi');
    expect(noteText(step('visit_scheduled', { at: '2026-11-24T05:30:00.000Z', escort: 'Ravi' }), hi)).toContain('सुबह 11:00');
    expect(noteText(step('moved_in', { room: 'Double sharing · AC' }), hi)).toBe(hi('timeline.notes.moved_in', { room: `${hi('form.sharing.double')} · AC` }));
  });

  test('an entry written before codes, or with a code this build does not know, shows its stored text', () => {
    expect(noteText({ note: 'Token of ₹499 paid', noteCode: null }, hi)).toBe('Token of ₹499 paid');
    expect(noteText({ note: 'Something new', noteCode: { code: 'later_code' as TimelineNoteCode, params: {} } }, hi)).toBe('Something new');
  });
});
