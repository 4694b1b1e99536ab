// What a failed desk action says, in place on the card: short, specific, and what to do next.
import { useTranslation } from 'react-i18next';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import { ApiError } from '../../../lib/api-client';
import { formatRoomLabel } from '../../bookings';
import { apiMessage, errorCode } from '../api/desk-api';

/** 409s that only mean "the booking moved on meanwhile" (another staff member, the student, the expiry). */
const STALE_CODES = new Set(['invalid_transition', 'already_cancelled', 'not_scheduled', 'not_visit_done', 'stale']);

export type DeskErrorKey = 'noFreeBed' | 'checklistIncomplete' | 'network' | 'conflict' | 'forbidden' | 'notFound';

/** Which of our texts a failure gets, or the API's own message when it is more specific than ours. */
export function classifyDeskError(err: unknown): { key: DeskErrorKey } | { apiMessage: string } {
  const code = errorCode(err);
  if (code === 'no_free_bed') return { key: 'noFreeBed' };
  if (code === 'checklist_incomplete') return { key: 'checklistIncomplete' };
  if (!(err instanceof ApiError)) return { key: 'network' };
  if (err.status === 409) return code === null || STALE_CODES.has(code) ? { key: 'conflict' } : { apiMessage: apiMessage(err) };
  if (err.status === 403 || err.status === 401) return { key: 'forbidden' };
  if (err.status === 404) return { key: 'notFound' };
  return { apiMessage: apiMessage(err) };
}

export function useDeskError() {
  const { t } = useTranslation('team');
  const { t: tBookings } = useTranslation('bookings');
  return (err: unknown, booking: Pick<BookingDoc, 'room' | 'roomLabel' | 'pgName'>): string => {
    const kind = classifyDeskError(err);
    if ('apiMessage' in kind) return kind.apiMessage;
    switch (kind.key) {
      case 'noFreeBed':
        return t('movein.noFreeBed', { room: formatRoomLabel(booking, (key) => tBookings(key)), pg: booking.pgName });
      case 'checklistIncomplete':
        return t('movein.checklistIncomplete');
      default:
        return t(`errors.${kind.key}`);
    }
  };
}
