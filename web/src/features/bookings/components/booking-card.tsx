// One booking on /bookings: where it is (live), what to do next (pay, cancel, the receipt) and who takes the
// student round once the visit is scheduled.
import PhoneIcon from '@mui/icons-material/Phone';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { canStudentCancel, missedVisit } from '@kotastay/shared/booking-views';
import { TOKEN_AMOUNT_INR } from '@kotastay/shared/constants';
import { formatInr } from '@kotastay/shared/format';
import { ROUTES } from '@kotastay/shared/routes';
import { awaitingParent, type BookingDoc } from '@kotastay/shared/schemas/booking';
import { OfflineActionAlert, useOfflineGuard } from '../../offline';
import { WriteReviewAction } from '../../reviews';
import { errorMessage, orderForBooking } from '../api/bookings-api';
import { formatCountdown, formatDateTime, formatRoomLabel, formatSlotRange, formatVisitDate } from '../lib/format';
import { pay } from '../lib/pay';
import { refundOutcome } from '../lib/refund';
import { BOOKING_DETAILS_SX, statusChipSx } from '../lib/status-colours';
import { CancelDialog } from './cancel-dialog';
import { StatusTimeline } from './status-timeline';

type Props = {
  booking: BookingDoc;
  nowMs: number;
  highlighted: boolean;
  onNotice(notice: { severity: 'success' | 'error' | 'info'; text: string }): void;
};

export function BookingCard({ booking: b, nowMs, highlighted, onNotice }: Props) {
  const { t } = useTranslation('bookings');
  const { t: tp } = useTranslation('parents');
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const offline = useOfflineGuard('pay');
  const amount = formatInr(b.tokenInr || TOKEN_AMOUNT_INR);
  const holdLeftMs = Date.parse(b.holdExpiresAt) - nowMs;
  const refund = refundOutcome(b);
  const paid = b.payment.status !== 'unpaid' && Boolean(b.payment.paidAt);

  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);

  const startPayment = () => {
    if (!offline.allow()) return;
    setPaying(true);
    setPayError(null);
    orderForBooking(b.id)
      .then((order) => pay(order, { navigate: (path) => navigate(path) }))
      .then(
        (result) => {
          setPaying(false);
          if (result.outcome === 'paid') onNotice({ severity: 'success', text: t('list.paidNotice') });
          else if (result.outcome === 'failed' || result.outcome === 'cancelled') {
            const key = result.outcome === 'failed' ? 'list.failedNotice' : 'list.cancelledNotice';
            onNotice({ severity: 'error', text: t(key, { time: formatDateTime(b.holdExpiresAt) }) });
          }
        },
        (err: unknown) => {
          setPaying(false);
          setPayError(
            offline.lostMessage(err) ??
              t('card.payError', { message: errorMessage(err) ?? (err instanceof Error ? err.message : String(err)) }),
          );
        },
      );
  };

  return (
    <Paper
      ref={ref}
      variant="outlined"
      data-testid="booking-card"
      data-booking-id={b.id}
      data-status={b.status}
      sx={{
        p: 2,
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: 18, lineHeight: 1.3 }}>
            <RouterLink to={ROUTES.pgDetail(b.pgId)} style={{ color: 'inherit', textDecoration: 'none' }}>
              {b.pgName}
            </RouterLink>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {b.areaName}
          </Typography>
        </Box>
        <Chip
          size="small"
          label={awaitingParent(b) ? tp('student.chipWaiting') : t(`statuses.${b.status}`)}
          data-testid="booking-status"
          sx={statusChipSx(b.status)}
        />
      </Stack>

      <Box
        component="dl"
        sx={BOOKING_DETAILS_SX}
      >
        <Typography component="dt" variant="body2">
          {t('card.room')}
        </Typography>
        <Typography component="dd" variant="body2">
          {formatRoomLabel(b, (key) => t(key))} · {formatInr(b.rentInr)}
        </Typography>
        {b.visit ? (
          <>
            <Typography component="dt" variant="body2">
              {t('card.visitAt')}
            </Typography>
            <Typography component="dd" variant="body2" data-testid="visit-time">
              {formatDateTime(b.visit.at)}
            </Typography>
          </>
        ) : (
          <>
            <Typography component="dt" variant="body2">
              {t('card.requested')}
            </Typography>
            <Typography component="dd" variant="body2">
              {formatVisitDate(b.visitDate)}, {formatSlotRange(b.visitSlot)}
            </Typography>
          </>
        )}
      </Box>

      {b.visit && b.status === 'visit_scheduled' && (
        <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5, bgcolor: '#f7f4fd', borderColor: '#d9ccf3' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('card.escort', { name: b.visit.escortName })}
          </Typography>
          <Button size="small" startIcon={<PhoneIcon />} href={`tel:${b.visit.escortPhone}`} sx={{ mt: 0.5, px: 0 }}>
            {t('card.callEscort', { name: b.visit.escortName })}
          </Button>
        </Paper>
      )}

      {b.freeRescheduleUsed && (b.status === 'pending_visit' || b.status === 'visit_scheduled') && (
        <Alert
          severity={missedVisit(b) ? 'warning' : 'info'}
          sx={{ mb: 1.5 }}
          data-testid="free-reschedule"
        >
          {t(missedVisit(b) ? 'card.missedVisit' : 'card.freeRescheduleUsed')}
        </Alert>
      )}

      {/* Decision 150: waiting for the parent, nothing to pay yet; then what the parent answered. */}
      {awaitingParent(b) && (
        <Alert severity="info" sx={{ mb: 1.5 }} data-testid="parent-waiting">
          {tp('student.waiting', { time: formatDateTime(b.parentApproval?.expiresAt ?? b.holdExpiresAt) })}
        </Alert>
      )}
      {b.status === 'pending' && b.parentApproval?.state === 'approved' && (
        <Alert severity="success" sx={{ mb: 1 }} data-testid="parent-approved">
          {tp('student.approved')}
        </Alert>
      )}
      {b.parentApproval?.note && (
        <Typography variant="body2" sx={{ mb: 1.5, fontStyle: 'italic' }} data-testid="parent-note">
          {tp('student.parentNote', { note: b.parentApproval.note })}
        </Typography>
      )}
      {b.status === 'pending' && !awaitingParent(b) && (
        <Box sx={{ mb: 1.5 }}>
          {holdLeftMs > 0 ? (
            <Alert severity="warning" icon={false} sx={{ py: 0, mb: 1 }} data-testid="hold-countdown">
              {t('card.holdLeft', { time: formatCountdown(holdLeftMs, (key, values) => t(key, values)) })}
            </Alert>
          ) : (
            <Alert severity="info" icon={false} sx={{ py: 0, mb: 1 }}>
              {t('card.holdOver')}
            </Alert>
          )}
          {b.payment.lastError && (
            <Typography variant="body2" color="error.dark" sx={{ mb: 1 }} data-testid="last-payment-error">
              {t('card.lastError', { message: b.payment.lastError })}
            </Typography>
          )}
          {payError && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {payError}
            </Alert>
          )}
          {holdLeftMs > 0 && <OfflineActionAlert guard={offline} sx={{ mb: 1 }} />}
          {holdLeftMs > 0 && (
            <Button
              variant="contained"
              color="secondary"
              fullWidth
              size="large"
              onClick={startPayment}
              disabled={paying}
            >
              {paying ? t('card.paying') : t('card.pay', { amount })}
            </Button>
          )}
        </Box>
      )}

      <Divider sx={{ mb: 1.5 }} />
      <StatusTimeline booking={b} />

      {b.status === 'cancelled' && (
        <Box sx={{ mt: 1.5 }}>
          {b.cancelReason && (
            <Typography variant="body2">
              {t('card.cancelledReason', { reason: t(`cancelReasons.${b.cancelReason}`) })}
            </Typography>
          )}
          {refund && (
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="refund-state" data-refund={refund}>
              {t(`refund.${refund}`, { amount: formatInr(b.refund?.amountInr ?? b.tokenInr) })}
            </Typography>
          )}
        </Box>
      )}
      {b.status === 'confirmed' && refund === 'credited' && (
        <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
          {t('refund.credited', { amount: formatInr(b.creditedInr || b.tokenInr) })}
        </Typography>
      )}

      {b.status === 'confirmed' && (
        <Suspense fallback={null}>
          <WriteReviewAction uid={b.studentUid} bookingId={b.id} pgId={b.pgId} pgName={b.pgName} />
        </Suspense>
      )}

      {(paid || canStudentCancel(b)) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }} useFlexGap>
          {paid && (
            <Button
              component={RouterLink}
              to={ROUTES.bookingReceipt(b.id)}
              startIcon={<ReceiptLongIcon />}
              variant="outlined"
            >
              {t('card.receipt')}
            </Button>
          )}
          {canStudentCancel(b) && (
            <Button color="error" onClick={() => setCancelOpen(true)}>
              {t('card.cancel')}
            </Button>
          )}
        </Stack>
      )}
      {cancelOpen && canStudentCancel(b) && (
        <CancelDialog
          booking={b}
          nowMs={nowMs}
          open
          onClose={() => setCancelOpen(false)}
          onCancelled={() => {
            setCancelOpen(false);
            onNotice({ severity: 'info', text: t('cancelDialog.done') });
          }}
        />
      )}
    </Paper>
  );
}
