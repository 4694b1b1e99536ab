// "Cancel this booking?" stating, before the student decides, what they get back under the refund rules.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TOKEN_AMOUNT_INR } from '@kotastay/shared/constants';
import { formatInr } from '@kotastay/shared/format';
import { ROUTES } from '@kotastay/shared/routes';
import { OfflineActionAlert, useOfflineGuard } from '../../offline';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import { cancelBooking, errorMessage } from '../api/bookings-api';
import { refundIfCancelledNow } from '../lib/refund';

type Props = { booking: BookingDoc; nowMs: number; open: boolean; onClose(): void; onCancelled(): void };

export function CancelDialog({ booking, nowMs, open, onClose, onCancelled }: Props) {
  const { t } = useTranslation('bookings');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offline = useOfflineGuard('cancel');
  const { refund, ground } = refundIfCancelledNow(booking, nowMs);
  const text = t(`cancelDialog.${ground ?? 'nothing_paid'}`, { amount: formatInr(booking.tokenInr || TOKEN_AMOUNT_INR) });

  const confirm = () => {
    if (!offline.allow()) return;
    setBusy(true);
    setError(null);
    cancelBooking(booking.id).then(
      () => {
        setBusy(false);
        onCancelled();
      },
      (err: unknown) => {
        setBusy(false);
        setError(
          offline.lostMessage(err) ??
            t('cancelDialog.error', { message: errorMessage(err) ?? (err instanceof Error ? err.message : String(err)) }),
        );
      },
    );
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`cancel-title-${booking.id}`}>
      <DialogTitle id={`cancel-title-${booking.id}`}>{t('cancelDialog.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600 }} data-testid="cancel-refund-text" data-refund={refund} data-ground={ground ?? ''}>
          {text}
        </Typography>
        <Link component={RouterLink} to={ROUTES.refund} target="_blank" variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
          {t('cancelDialog.policy')}
        </Link>
        <OfflineActionAlert guard={offline} sx={{ mt: 2 }} />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancelDialog.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          {busy ? t('cancelDialog.working') : t('cancelDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
