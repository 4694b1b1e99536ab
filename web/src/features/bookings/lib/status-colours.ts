// The booking status chip's colours, and the card styles the student's and the parent's booking cards share.
import type { SxProps, Theme } from '@mui/material/styles';
import type { BookingStatus } from '@kotastay/shared/schemas/booking';

/** Dark text on a light tint, each pair ≥ 4.5:1 (MUI's stock warning/info chips are not). */
export const STATUS_COLOURS: Record<BookingStatus, { fg: string; bg: string }> = {
  pending: { fg: '#7a3e00', bg: '#fff1de' },
  pending_visit: { fg: '#0b4f8a', bg: '#e3f0fb' },
  visit_scheduled: { fg: '#4a2a8a', bg: '#efe8fb' },
  visit_done: { fg: '#00584f', bg: '#dff3f0' },
  confirmed: { fg: '#1b5e20', bg: '#e6f4e7' },
  cancelled: { fg: '#424242', bg: '#e6e6e6' },
};

/** The status chip: a label that wraps instead of being cut off at 360 px, in the status's colours. */
export const statusChipSx = (status: BookingStatus): SxProps<Theme> => ({
  color: STATUS_COLOURS[status].fg,
  bgcolor: STATUS_COLOURS[status].bg,
  fontWeight: 700,
  flexShrink: 1,
  maxWidth: '55%',
  height: 'auto',
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25, textAlign: 'center' },
});

/** The card's term/value list (`<dl>`): terms muted, values bold, in two columns. */
export const BOOKING_DETAILS_SX: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 1.5,
  rowGap: 0.25,
  my: 1.5,
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, fontWeight: 600 },
};
