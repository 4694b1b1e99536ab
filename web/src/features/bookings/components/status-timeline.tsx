// The booking's road, pending → pending_visit → visit_scheduled → visit_done → confirmed, with the time each step
// was reached (booking.timeline); a cancelled booking ends where it stopped, with the reason.
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@kotastay/shared/format';
import {
  CANCEL_REASONS,
  type BookedRoom,
  type BookingDoc,
  type BookingStatus,
  type CancelReason,
  type TimelineNote,
} from '@kotastay/shared/schemas/booking';
import { formatDateTime, formatRoomLabel } from '../lib/format';

const ROAD: readonly BookingStatus[] = ['pending', 'pending_visit', 'visit_scheduled', 'visit_done', 'confirmed'];

/** `missed`: a first no-show, which sent the booking back to `pending_visit` with one free reschedule (decision 011). */
type StepKey = BookingStatus | 'missed';
type Step = {
  key: StepKey;
  status: BookingStatus;
  at: string | null;
  /** The entry's note as stored (English), and as a code and values when the entry has them. */
  note: string | null;
  noteCode: TimelineNote | null;
  state: 'done' | 'current' | 'todo' | 'cancelled';
};

type Timeline = Pick<BookingDoc, 'status' | 'timeline' | 'createdAt'>;

/**
 * The first no-show's line: a `pending_visit` entry after a `visit_scheduled` one. Read from the timeline, not from
 * `missedVisit` (shared/src/booking-views.ts): the road shows when the visit was missed and keeps that step after
 * the new visit is scheduled, done or cancelled.
 */
function missedIndex(b: Timeline): number {
  const firstScheduled = b.timeline.findIndex((e) => e.status === 'visit_scheduled');
  return firstScheduled < 0 ? -1 : b.timeline.findIndex((e, i) => i > firstScheduled && e.status === 'pending_visit');
}

export function timelineSteps(b: Timeline): Step[] {
  const missedAt = missedIndex(b);
  const missed = missedAt < 0 ? null : (b.timeline[missedAt] ?? null);
  // "Token paid" is the entry before the missed visit; the road's other steps their last entry.
  const lastAt = (s: BookingStatus) =>
    [...b.timeline].reverse().find((e, r) => e.status === s && (s !== 'pending_visit' || missedAt < 0 || b.timeline.length - 1 - r < missedAt)) ?? null;
  const reached = (s: BookingStatus) => (s === 'pending' ? true : lastAt(s) !== null);
  const step = (s: BookingStatus, state: Step['state']): Step => {
    const e = lastAt(s);
    // "Booked" is when the booking was made; later `pending` lines (a failed payment) only add their note.
    return { key: s, status: s, at: s === 'pending' ? b.createdAt : (e?.at ?? null), note: e?.note ?? null, noteCode: e?.noteCode ?? null, state };
  };
  const withMissed = (steps: Step[], missedState: Step['state']): Step[] => {
    if (!missed) return steps;
    const i = steps.findIndex((s) => s.key === 'pending_visit');
    const m: Step = { key: 'missed', status: 'pending_visit', at: missed.at, note: missed.note, noteCode: missed.noteCode ?? null, state: missedState };
    return [...steps.slice(0, i + 1), m, ...steps.slice(i + 1)];
  };
  if (b.status === 'cancelled') {
    const c = lastAt('cancelled');
    const done = withMissed(ROAD.filter(reached).map((s) => step(s, 'done')), 'done');
    return [...done, { key: 'cancelled', status: 'cancelled', at: c?.at ?? null, note: c?.note ?? null, noteCode: c?.noteCode ?? null, state: 'cancelled' }];
  }
  const currentIndex = ROAD.indexOf(b.status);
  const waitingAgain = missed !== null && b.status === 'pending_visit';
  const steps = ROAD.map((s, i) => step(s, i < currentIndex || (waitingAgain && i === currentIndex) ? 'done' : i === currentIndex ? 'current' : 'todo'));
  return withMissed(steps, waitingAgain ? 'current' : 'done');
}

/**
 * A step's note in the page's language, from its code and values (issue #21: the Functions write notes in English);
 * an entry written before codes, or with a code this build does not know, shows its stored text.
 */
export function noteText(s: Pick<Step, 'note' | 'noteCode'>, t: TFunction<'bookings'>): string | null {
  if (!s.noteCode) return s.note;
  const p = s.noteCode.params;
  const reason = p.reason && p.reason in CANCEL_REASONS ? t(`cancelReasons.${p.reason as CancelReason}`) : (p.reason ?? '');
  switch (s.noteCode.code) {
    case 'parent_approved':
      return p.note ? t('timeline.notes.parent_approvedWithNote', { note: p.note }) : t('timeline.notes.parent_approved');
    case 'token_paid':
      return t('timeline.notes.token_paid', { amount: formatInr(Number(p.amount)) });
    case 'visit_scheduled':
      return t('timeline.notes.visit_scheduled', { when: formatDateTime(p.at ?? ''), escort: p.escort ?? '' });
    case 'visit_missed':
      return t('timeline.notes.visit_missed', { when: formatDateTime(p.at ?? '') });
    case 'moved_in': {
      const room = p.sharing ? { sharing: p.sharing as BookedRoom['sharing'], ac: p.ac === 'true' } : null;
      return t('timeline.notes.moved_in', { room: formatRoomLabel({ room, roomLabel: p.room ?? '' }, (key) => t(key)) });
    }
    case 'cancelled':
      return p.note ? t('timeline.notes.cancelledWithNote', { reason, note: p.note }) : t('timeline.notes.cancelled', { reason });
    case 'refunded_in_full':
      return t('timeline.notes.refunded_in_full', { reason });
    case 'parent_waiting':
    case 'payment_failed':
    case 'payment_cancelled':
      return t(`timeline.notes.${s.noteCode.code}`);
    default:
      return s.note;
  }
}

export function StatusTimeline({ booking }: { booking: BookingDoc }) {
  const { t } = useTranslation('bookings');
  const steps = timelineSteps(booking);
  return (
    <Box component="ol" aria-label={t('timeline.label')} sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="booking-timeline">
      {steps.map((s, i) => {
        const last = i === steps.length - 1;
        const icon =
          s.state === 'cancelled' ? (
            <CancelIcon color="error" fontSize="small" />
          ) : s.state === 'done' || (s.state === 'current' && s.status === 'confirmed') ? (
            <CheckCircleIcon color="success" fontSize="small" />
          ) : s.state === 'current' ? (
            <RadioButtonCheckedIcon color="primary" fontSize="small" />
          ) : (
            <RadioButtonUncheckedIcon color="disabled" fontSize="small" />
          );
        return (
          <Box
            component="li"
            key={s.key}
            aria-current={s.state === 'current' ? 'step' : undefined}
            data-step={s.key}
            data-state={s.state}
            sx={{ display: 'grid', gridTemplateColumns: '24px 1fr', columnGap: 1, position: 'relative' }}
          >
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              {icon}
              {!last && (
                <Box
                  sx={{
                    flex: 1,
                    width: 2,
                    minHeight: 12,
                    bgcolor: s.state === 'done' ? 'success.light' : 'grey.300',
                  }}
                />
              )}
            </Box>
            <Box sx={{ pb: last ? 0 : 1.25 }}>
              <Typography
                variant="body2"
                sx={{
                  fontWeight: s.state === 'current' || s.state === 'cancelled' ? 700 : 500,
                  color: s.state === 'todo' ? 'text.secondary' : s.state === 'cancelled' ? 'error.dark' : 'text.primary',
                  lineHeight: '20px',
                }}
              >
                {t(`timeline.steps.${s.key}`)}
                {s.at && s.state !== 'todo' && (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {formatDateTime(s.at)}
                  </Typography>
                )}
              </Typography>
              {noteText(s, t) && s.state !== 'todo' && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {noteText(s, t)}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
