// /checkout/local/{orderId}: the local payment provider's stand-in for Razorpay Checkout (docs/decisions/080-bookings-and-payments.md#payments).
// Success returns the same three signed fields Checkout's handler gets, posted to the same verify route; failure
// and cancel are reported as Checkout reports them. Only served when the local provider is configured.
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { formatInr } from '@kotastay/shared/format';
import { ROUTES } from '@kotastay/shared/routes';
import type { LocalOrderView } from '@kotastay/shared/schemas/booking';
import { ApiError } from '../../../lib/api-client';
import { formatKotaDay } from '../../../i18n/dates';
import { completeLocalOrder, errorCode, errorMessage, localOrderOptions } from '../api/bookings-api';
import { formatDateTime, formatRoomLabel } from '../lib/format';
import { backToBookings } from '../lib/notice';
import { settleFailed, settlePaid } from '../lib/pay';

/** The checkout sheet, a dialog named by its title (`checkout-title`) or, while loading or refused, by `label`. */
function Sheet({ children, label }: { children: React.ReactNode; label?: string }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#1d2433', display: 'flex', alignItems: { xs: 'flex-end', sm: 'center' }, justifyContent: 'center', p: { xs: 0, sm: 2 } }}>
      <Paper
        elevation={8}
        sx={{ width: '100%', maxWidth: 420, borderRadius: { xs: '16px 16px 0 0', sm: 3 }, overflow: 'hidden' }}
        role="dialog"
        aria-labelledby={label ? undefined : 'checkout-title'}
        aria-label={label}
      >
        {children}
      </Paper>
    </Box>
  );
}

export default function LocalCheckoutScreen() {
  const { orderId = '' } = useParams();
  const { t } = useTranslation('bookings');
  const order = useQuery(localOrderOptions(orderId));
  if (order.isPending) {
    return (
      <Sheet label={t('checkout.merchant')}>
        <Box sx={{ p: 3 }} aria-busy="true">
          <Skeleton width="40%" height={32} />
          <Skeleton width="60%" height={56} />
          <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
        </Box>
      </Sheet>
    );
  }
  if (order.isError) {
    const notFound = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 403);
    return (
      <Sheet label={t('checkout.merchant')}>
        <Box sx={{ p: 3 }}>
          <Alert severity="error" sx={{ mb: 2 }}>
            {notFound ? t('checkout.notFound') : t('checkout.loadError', { message: errorMessage(order.error) ?? order.error.message })}
          </Alert>
          <Button component={RouterLink} to={ROUTES.bookings} variant="outlined" fullWidth>
            {t('checkout.toBookings')}
          </Button>
        </Box>
      </Sheet>
    );
  }
  return (
    <Sheet>
      <Checkout order={order.data} />
    </Sheet>
  );
}

function Checkout({ order }: { order: LocalOrderView }) {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatInr(order.amountPaise / 100);
  const done = order.paymentStatus !== 'unpaid';
  const [openedAt] = useState(() => Date.now());
  const expired = !order.rent && (order.status === 'cancelled' || Date.parse(order.holdExpiresAt) <= openedAt);
  // A month's rent (decision 209) goes back to My bookings, where the stay's card shows the receipt.
  const back = (notice: 'paid' | 'failed' | 'cancelled') =>
    order.rent ? void navigate(ROUTES.bookings) : backToBookings(navigate, { bookingId: order.bookingId, notice });

  const finish = (outcome: 'success' | 'failed' | 'cancelled') => {
    setBusy(true);
    setError(null);
    (async () => {
      const answer = await completeLocalOrder(order.orderId, outcome);
      if (answer.outcome === 'success') {
        const { outcome: _o, ...signed } = answer;
        await settlePaid(order, signed);
        back('paid');
      } else {
        await settleFailed(order, answer.outcome === 'failed' ? { ...answer } : { outcome: 'cancelled' });
        back(answer.outcome);
      }
    })().catch((err: unknown) => {
      setBusy(false);
      const code = errorCode(err);
      if (code === 'already_paid') {
        back('paid');
        return;
      }
      setError(t('checkout.failedError', { message: errorMessage(err) ?? (err instanceof Error ? err.message : String(err)) }));
    });
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ bgcolor: '#fff4d6', color: '#5c3d00', px: 2, py: 1, alignItems: 'center' }} data-testid="local-checkout-banner">
        <ScienceOutlinedIcon fontSize="small" />
        <Typography variant="caption" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {t('checkout.testBanner')}
        </Typography>
      </Stack>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 3, py: 2.5 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="checkout-title" component="h1" sx={{ fontWeight: 800, fontSize: 20 }}>
            {t('checkout.merchant')}
          </Typography>
          <LockOutlinedIcon fontSize="small" />
        </Stack>
        <Typography variant="caption">
          {t('checkout.order', { id: order.orderId })}
        </Typography>
        <Typography sx={{ mt: 1.5, fontSize: 32, fontWeight: 800, lineHeight: 1 }} data-testid="checkout-amount">
          {amount}
        </Typography>

      </Box>
      <Box sx={{ px: 3, py: 2 }}>
        <Typography variant="overline" color="text.secondary">
          {order.rent ? t('checkout.forRent') : t('checkout.forBooking')}
        </Typography>
        <Box data-testid="checkout-booking">
          <Typography sx={{ fontWeight: 700 }}>{order.pgName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatRoomLabel(order, (key) => t(key))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {order.rent
              ? t('checkout.rentPeriod', { from: formatKotaDay(new Date(`${order.rent.periodStart}T12:00:00+05:30`)), to: formatKotaDay(new Date(`${order.rent.periodEnd}T12:00:00+05:30`)) })
              : t('checkout.visit', { time: formatDateTime(order.visitStartsAt) })}
          </Typography>
        </Box>
        <Divider sx={{ my: 2 }} />
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {order.lastError && !done && (
          <Typography variant="body2" color="error.dark" sx={{ mb: 1.5 }}>
            {order.lastError}
          </Typography>
        )}
        {done || expired ? (
          <>
            <Alert severity={done ? 'success' : 'warning'} sx={{ mb: 2 }}>
              {done ? t('checkout.alreadyDone') : t('checkout.expired')}
            </Alert>
            <Button component={RouterLink} to={ROUTES.bookings} variant="contained" fullWidth>
              {t('checkout.toBookings')}
            </Button>
          </>
        ) : (
          <Stack spacing={1}>
            <Button variant="contained" color="success" size="large" disabled={busy} onClick={() => finish('success')} sx={{ py: 1.4, fontWeight: 800 }}>
              {busy ? t('checkout.working') : t('checkout.paySuccess', { amount })}
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => finish('failed')}>
              {t('checkout.simulateFailure')}
            </Button>
            <Button color="inherit" disabled={busy} onClick={() => finish('cancelled')}>
              {t('checkout.cancel')}
            </Button>
          </Stack>
        )}
      </Box>
    </>
  );
}
