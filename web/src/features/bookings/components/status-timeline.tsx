// The booking's road, pending → pending_visit → visit_scheduled → visit_done → confirmed, with the time each step
// was reached (booking.timeline); a cancelled booking ends where it stopped, with the reason.
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BookingDoc, BookingStatus } from '@kotastay/shared/schemas/booking';
import { formatDateTime } from '../lib/format';

const ROAD: readonly BookingStatus[] = ['pending', 'pending_visit', 'visit_scheduled', 'visit_done', 'confirmed'];

/** `missed`: a first no-show, which sent the booking back to `pending_visit` with one free reschedule (decision 011). */
type StepKey = BookingStatus | 'missed';
type Step = { key: StepKey; status: BookingStatus; at: string | null; note: string | null; state: 'done' | 'current' | 'todo' | 'cancelled' };

type Timeline = Pick<BookingDoc, 'status' | 'timeline' | 'createdAt'>;

/** The first no-show's line: a `pending_visit` entry after a `visit_scheduled` one. */
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
    return { key: s, status: s, at: s === 'pending' ? b.createdAt : (e?.at ?? null), note: e?.note ?? null, state };
  };
  const withMissed = (steps: Step[], missedState: Step['state']): Step[] => {
    if (!missed) return steps;
    const i = steps.findIndex((s) => s.key === 'pending_visit');
    const m: Step = { key: 'missed', status: 'pending_visit', at: missed.at, note: missed.note, state: missedState };
    return [...steps.slice(0, i + 1), m, ...steps.slice(i + 1)];
  };
  if (b.status === 'cancelled') {
    const c = lastAt('cancelled');
    const done = withMissed(ROAD.filter(reached).map((s) => step(s, 'done')), 'done');
    return [...done, { key: 'cancelled', status: 'cancelled', at: c?.at ?? null, note: c?.note ?? null, state: 'cancelled' }];
  }
  const currentIndex = ROAD.indexOf(b.status);
  const waitingAgain = missed !== null && b.status === 'pending_visit';
  const steps = ROAD.map((s, i) => step(s, i < currentIndex || (waitingAgain && i === currentIndex) ? 'done' : i === currentIndex ? 'current' : 'todo'));
  return withMissed(steps, waitingAgain ? 'current' : 'done');
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
              {s.note && s.state !== 'todo' && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {s.note}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
