// /bookings/{id}/receipt: the token's printable receipt, read live (a refund or the rent credit shows at once).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CONTACT } from '@kotastay/shared/constants';
import { formatInr } from '@kotastay/shared/format';
import { ROUTES } from '@kotastay/shared/routes';
import { type BookingDoc } from '@kotastay/shared/schemas/booking';
import { formatPhone } from '../../auth';
import { OfflineNotice } from '../../offline';
import { BookingsFirebase, LiveReadBoundary } from '../components/bookings-firebase';
import { useBooking } from '../hooks/use-bookings';
import { formatDate, formatDateTime, formatRoomLabel, formatSlotRange, formatVisitDate } from '../lib/format';
import { refundOutcome } from '../lib/refund';

/** Print only the receipt: the site's header, footer and bottom bar are hidden, and so is the Print button. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#receipt, #receipt *': { visibility: 'visible' },
        '#receipt': {
          position: 'absolute',
          left: 0,
          top: 0,
          width: '100%',
          border: 'none !important',
          boxShadow: 'none !important',
        },
        '.no-print': { display: 'none !important' },
        '@page': { margin: '16mm' },
      },
    }}
  />
);

function ReceiptSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 3 }} aria-busy="true">
      <Skeleton width="50%" height={36} />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} width={`${60 + ((i * 13) % 35)}%`} />
      ))}
    </Paper>
  );
}

export default function BookingReceiptScreen() {
  const { t } = useTranslation('bookings');
  return <ReceiptPage backTo={ROUTES.bookings} backLabel={t('receipt.back')} />;
}

/**
 * The receipt page for a booking id in the route: the student's (/bookings/{id}/receipt) and a parent's
 * (/family/{id}/receipt, with `refused` shown when the rules refuse the read).
 */
export function ReceiptPage({ backTo, backLabel, refused }: { backTo: string; backLabel: string; refused?: ReactNode }) {
  const { id = '' } = useParams();
  const { t } = useTranslation('bookings');
  return (
    <Container maxWidth="sm" sx={{ py: 2, pb: { xs: 12, md: 4 } }}>
      {printStyles}
      <Stack direction="row" className="no-print" sx={{ justifyContent: 'space-between', mb: 1.5 }}>
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} sx={{ px: 0 }}>
          {backLabel}
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
      </Stack>
      <LiveReadBoundary message={t('receipt.loadError')} {...(refused === undefined ? {} : { fallback: refused })}>
        <BookingsFirebase fallback={<ReceiptSkeleton />}>
          <Receipt id={id} />
        </BookingsFirebase>
      </LiveReadBoundary>
    </Container>
  );
}

function Receipt({ id }: { id: string }) {
  const { t } = useTranslation('bookings');
  const { status, booking } = useBooking(id);
  if (status === 'loading') return <ReceiptSkeleton />;
  if (!booking) return <Alert severity="error">{t('receipt.notFound')}</Alert>;
  if (!booking.payment.paidAt) return <Alert severity="info">{t('receipt.notPaid')}</Alert>;
  return (
    <>
      <OfflineNotice sx={{ displayPrint: 'none' }} />
      <ReceiptBody b={booking} />
    </>
  );
}

function ReceiptBody({ b }: { b: BookingDoc }) {
  const { t } = useTranslation('bookings');
  const amount = formatInr(b.tokenInr);
  const outcome = refundOutcome(b);
  const refundText = outcome
    ? t(`refund.${outcome}`, {
        amount: formatInr(outcome === 'credited' ? b.creditedInr || b.tokenInr : (b.refund?.amountInr ?? b.tokenInr)),
      })
    : t('receipt.refundNone');
  const rows: [string, string, string?][] = [
    [t('receipt.receiptNo'), b.payment.receiptNo ?? '—', 'receipt-no'],
    [t('receipt.datePaid'), b.payment.paidAt ? formatDateTime(b.payment.paidAt) : '—'],
    [t('receipt.amount'), t('receipt.amountValue', { amount }), 'receipt-amount'],
    [t('receipt.paymentId'), b.payment.paymentId ?? '—'],
    [t('receipt.student'), `${b.studentName} · ${formatPhone(b.studentPhone)}`],
    [t('receipt.parentPhone'), formatPhone(b.parentPhone)],
    [t('receipt.pg'), `${b.pgName}, ${b.areaName}`],
    [t('receipt.room'), `${formatRoomLabel(b, (key) => t(key))} · ${t('receipt.perMonth', { rent: formatInr(b.rentInr) })}`],
    [
      t('receipt.visit'),
      b.visit ? formatDateTime(b.visit.at) : `${formatVisitDate(b.visitDate)}, ${formatSlotRange(b.visitSlot)}`,
    ],
    [t('receipt.status'), t(`statuses.${b.status}`)],
    [t('receipt.refund'), refundText, 'receipt-refund'],
  ];
  return (
    <Paper id="receipt" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="receipt">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontWeight: 900, fontSize: 22, color: 'primary.main' }}>KotaStay</Typography>
        <Typography variant="body2" color="text.secondary">
          {b.payment.paidAt ? formatDate(b.payment.paidAt) : ''}
        </Typography>
      </Stack>
      <Typography variant="h1" sx={{ fontSize: 20, fontWeight: 800, mt: 1 }}>
        {t('receipt.title')}
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 1 },
        }}
      >
        {rows.map(([label, value, testId]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
              data-testid={testId}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="caption" color="text.secondary" component="p">
        {t('receipt.footnote')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('receipt.contact', { phone: CONTACT.phone, email: CONTACT.email })}
      </Typography>
    </Paper>
  );
}
