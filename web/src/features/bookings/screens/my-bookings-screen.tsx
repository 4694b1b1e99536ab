// /bookings: the student's bookings, newest first, read live from Firestore (a desk's action shows without a
// reload). After a checkout the screen opens with the booking highlighted and what happened to the payment.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { SessionSpinner, useSession } from '../../auth';
import { OfflineNotice } from '../../offline';
import { MyStays } from '../../stays';
import { BookingCard } from '../components/booking-card';
import { BookingsFirebase, LiveReadBoundary } from '../components/bookings-firebase';
import { useMyBookings, useNow } from '../hooks/use-bookings';
import { formatDateTime } from '../lib/format';
import { noticeStillTrue, type CheckoutNotice } from '../lib/notice';
import { pay } from '../lib/pay';

function ListSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" data-testid="bookings-loading">
      {[0, 1].map((i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2 }}>
          <Skeleton width="60%" height={28} />
          <Skeleton width="35%" />
          <Skeleton width="80%" sx={{ mt: 1 }} />
          <Skeleton variant="rounded" height={110} sx={{ mt: 1.5 }} />
        </Paper>
      ))}
    </Stack>
  );
}

export default function MyBookingsScreen() {
  const { t } = useTranslation('bookings');
  const session = useSession({ eager: true });
  const navigate = useNavigate();
  if (!session.user) return <SessionSpinner />;
  return (
    <Container maxWidth="sm" sx={{ py: 3, pb: { xs: 12, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 800, mb: 2 }}>
        {t('list.title')}
      </Typography>
      <LiveReadBoundary message={t('list.loadError')}>
        <BookingsFirebase fallback={<ListSkeleton />}>
          <MyStays uid={session.user.uid} payOrder={(order) => pay(order, { navigate: (path) => void navigate(path) })} />
          <BookingsList uid={session.user.uid} />
        </BookingsFirebase>
      </LiveReadBoundary>
    </Container>
  );
}

function BookingsList({ uid }: { uid: string }) {
  const { t } = useTranslation('bookings');
  const { t: tp } = useTranslation('parents');
  const { status, bookings } = useMyBookings(uid);
  const now = useNow();
  const location = useLocation();
  const arrived = (location.state ?? null) as CheckoutNotice | null;
  const [notice, setNotice] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const showNotice = (n: { severity: 'success' | 'error' | 'info'; text: string }) => {
    setNotice(n);
    setDismissed(false);
  };
  const highlight = arrived?.bookingId ?? null;
  const arrivedBooking = bookings.find((b) => b.id === highlight);

  const arrivedText = (() => {
    if (!arrived || !noticeStillTrue(arrived.notice, arrivedBooking?.status)) return null;
    if (arrived.notice === 'paid') return { severity: 'success' as const, text: t('list.paidNotice') };
    if (arrived.notice === 'parent_asked') return { severity: 'info' as const, text: tp('student.sentNotice') };
    if (arrived.notice === 'verify_error') return { severity: 'error' as const, text: t('list.verifyError', { message: arrived.message ?? '' }) };
    const until = arrivedBooking?.holdExpiresAt;
    if (!until) return { severity: 'error' as const, text: t('list.failedNoticeNoTime') };
    const key = arrived.notice === 'cancelled' ? 'list.cancelledNotice' : 'list.failedNotice';
    return { severity: 'error' as const, text: t(key, { time: formatDateTime(until) }) };
  })();
  const shown = dismissed ? null : (notice ?? arrivedText);

  if (status === 'loading') return <ListSkeleton />;
  return (
    <>
      <OfflineNotice />
      {shown && (
        <Alert severity={shown.severity} sx={{ mb: 2 }} onClose={() => setDismissed(true)} data-testid="bookings-notice">
          {shown.text}
        </Alert>
      )}
      {bookings.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{t('list.empty')}</Typography>
          <Button variant="contained" component={RouterLink} to={ROUTES.locationSearch}>
            {t('list.search')}
          </Button>
        </Paper>
      ) : (
        <Stack spacing={2}>
          {bookings.map((b) => (
            <BookingCard key={b.id} booking={b} nowMs={now} highlighted={b.id === highlight} onNotice={showNotice} />
          ))}
        </Stack>
      )}
    </>
  );
}
