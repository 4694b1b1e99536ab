// The booking status chip's style, and the card styles the student's and the parent's booking cards share.
import type { SxProps, Theme } from '@mui/material/styles';
import { statusColour } from '@kotastay/shared/booking-views';
import type { BookingStatus } from '@kotastay/shared/schemas/booking';

/**
 * The status chip: a label that wraps instead of being cut off at 360 px, in the status's tint (dark text on a light
 * tint, each pair ≥ 4.5:1; shared/src/booking-views.ts).
 */
export const statusChipSx = (status: BookingStatus): SxProps<Theme> => ({
  color: statusColour(status).fg,
  bgcolor: statusColour(status).bg,
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
