// The booking status chip's colours.
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
