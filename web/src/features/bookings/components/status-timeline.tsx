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

type Step = { status: BookingStatus; at: string | null; note: string | null; state: 'done' | 'current' | 'todo' | 'cancelled' };

export function timelineSteps(b: Pick<BookingDoc, 'status' | 'timeline' | 'createdAt'>): Step[] {
  const lastAt = (s: BookingStatus) => [...b.timeline].reverse().find((e) => e.status === s) ?? null;
  const reached = (s: BookingStatus) => (s === 'pending' ? true : lastAt(s) !== null);
  if (b.status === 'cancelled') {
    const done = ROAD.filter(reached).map((s): Step => {
      const e = lastAt(s);
      return { status: s, at: s === 'pending' ? b.createdAt : (e?.at ?? null), note: e?.note ?? null, state: 'done' };
    });
    const c = lastAt('cancelled');
    return [...done, { status: 'cancelled', at: c?.at ?? null, note: c?.note ?? null, state: 'cancelled' }];
  }
  const currentIndex = ROAD.indexOf(b.status);
  return ROAD.map((s, i): Step => {
    const e = lastAt(s);
    return {
      status: s,
      // "Booked" is when the booking was made; later `pending` lines (a failed payment) only add their note.
      at: s === 'pending' ? b.createdAt : (e?.at ?? null),
      note: e?.note ?? null,
      state: i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'todo',
    };
  });
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
            key={s.status}
            aria-current={s.state === 'current' ? 'step' : undefined}
            data-step={s.status}
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
                {t(`timeline.steps.${s.status}`)}
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
