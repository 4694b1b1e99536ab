// What a failed desk action says, in place on the card: short, specific, and what to do next.
import { useTranslation } from 'react-i18next';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import { ApiError } from '../../../lib/api-client';
import { apiMessage, errorCode } from '../api/desk-api';

const STALE_CODES = new Set(['invalid_transition', 'already_cancelled', 'not_scheduled', 'not_visit_done', 'stale']);

export function useDeskError() {
  const { t } = useTranslation('team');
  return (err: unknown, booking: Pick<BookingDoc, 'roomLabel' | 'pgName'>): string => {
    const code = errorCode(err);
    if (code === 'no_free_bed') return t('movein.noFreeBed', { room: booking.roomLabel, pg: booking.pgName });
    if (code === 'checklist_incomplete') return t('movein.checklistIncomplete');
    if (!(err instanceof ApiError)) return t('errors.network');
    // The booking moved on meanwhile (another staff member, the student): the live list already shows how it is now.
    if (err.status === 409 && (code === null || STALE_CODES.has(code))) return t('errors.conflict');
    if (err.status === 409) return apiMessage(err);
    if (err.status === 403 || err.status === 401) return t('errors.forbidden');
    if (err.status === 404) return t('errors.notFound');
    return t('errors.other', { message: apiMessage(err) });
  };
}
