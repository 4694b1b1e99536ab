// One booking on a desk: the summary, the desk's own controls, the card's last failure in place, and the cancel
// dialog with the reasons this desk offers. A booking that arrived while the desk was open is outlined as new.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import { staffCancel } from '../api/desk-api';
import type { DeskAction } from '../hooks/use-desk-action';
import { BookingSummary } from './booking-summary';
import { CancelDialog, type StaffCancelReason } from './cancel-dialog';

type Props<D extends string> = {
  booking: BookingDoc;
  isNew: boolean;
  testId: string;
  action: DeskAction<D | 'cancel'>;
  cancelReasons: readonly StaffCancelReason[];
  children: ReactNode;
};

export function DeskCard<D extends string>({ booking: b, isNew, testId, action, cancelReasons, children }: Props<D>) {
  const { t } = useTranslation('team');
  // A dialog shows its own failure; the card shows failures of actions without one.
  const cardError = action.dialog === null ? action.error : null;
  return (
    <Paper
      variant="outlined"
      data-testid={testId}
      data-booking-id={b.id}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderColor: isNew ? 'success.main' : 'divider',
        borderWidth: isNew ? 2 : 1,
        transition: 'border-color 1s',
      }}
    >
      <BookingSummary booking={b} isNew={isNew} />
      <Box sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>{children}</Box>
      {cardError && (
        <Alert severity="error" sx={{ mt: 1.5 }} role="alert" data-testid="card-error">
          {cardError}
        </Alert>
      )}
      {action.dialog === 'cancel' && (
        <CancelDialog
          booking={b}
          busy={action.busy}
          error={action.error}
          reasons={cancelReasons}
          onClose={action.close}
          onSubmit={(reason, note) =>
            action.run(() => staffCancel(b.id, reason, note), () => t('booking.cancelledOk', { name: b.studentName }))
          }
        />
      )}
    </Paper>
  );
}
