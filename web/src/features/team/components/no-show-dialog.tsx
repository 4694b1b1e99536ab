// "Record a no-show?" saying what will happen under decision 011 (shared/src/booking-refunds.ts, the server's own
// rule): the first no-show offers one free reschedule and the booking goes back to the queue; a second one cancels
// it with the token kept. Before the visit's time nothing can be recorded.
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { noShowOutcome } from '@kotastay/shared/booking-refunds';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import { formatKotaDateTime } from '../lib/kota-time';
import { DeskDialog } from './desk-dialog';

type Props = { booking: BookingDoc; nowMs: number; busy: boolean; error: string | null; onClose: () => void; onSubmit: () => void };

export function NoShowDialog({ booking: b, nowMs, busy, error, onClose, onSubmit }: Props) {
  const { t } = useTranslation('team');
  const outcome = noShowOutcome(b, nowMs);
  const vars = {
    name: b.studentName,
    pg: b.pgName,
    token: String(b.tokenInr),
    when: b.visit ? formatKotaDateTime(Date.parse(b.visit.at)) : '',
  };
  return (
    <DeskDialog
      name="no-show"
      booking={b}
      title={t('noShowDialog.title')}
      busy={busy}
      error={error}
      backLabel={t('noShowDialog.back')}
      submitLabel={t(outcome === 'free_reschedule' ? 'noShowDialog.confirmFirst' : 'noShowDialog.confirm')}
      submitColor="warning"
      submitDisabled={outcome === 'visit_not_started' || outcome === 'not_scheduled'}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <DialogContentText data-testid="no-show-outcome" data-outcome={outcome}>
        {t(`noShowDialog.${outcome}`, vars)}
      </DialogContentText>
    </DeskDialog>
  );
}
