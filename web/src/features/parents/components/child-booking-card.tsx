// One of a child's bookings as their parent sees it (docs/decisions/150-parents-in-the-loop.md): the status and its
// timeline, the visit time, the escort once scheduled, the parent's approval when asked, the move-in checklist and
// the receipt. Read-only: the only action is the approval, which a Function records.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PhoneIcon from '@mui/icons-material/Phone';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatInr } from '@kotastay/shared/format';
import { ROUTES } from '@kotastay/shared/routes';
import { MOVEIN_CHECKLIST, awaitingParent, type BookingDoc } from '@kotastay/shared/schemas/booking';
import {
  BOOKING_DETAILS_SX,
  bookingStatusChipSx,
  StatusTimeline,
  formatDateTime,
  formatRoomLabel,
  formatSlotRange,
  formatVisitDate,
} from '../../bookings';
import { ApprovalPanel } from './approval-panel';

/** The checklist matters once the visit is done (the move-in team fills it in then). */
const CHECKLIST_STATES = new Set(['visit_done', 'confirmed']);

export function ChildBookingCard({ booking: b, nowMs }: { booking: BookingDoc; nowMs: number }) {
  const { t } = useTranslation('parents');
  const { t: tBookings } = useTranslation('bookings');
  const paid = b.payment.status !== 'unpaid' && Boolean(b.payment.paidAt);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="child-booking" data-booking-id={b.id} data-status={b.status}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 800, fontSize: 18, lineHeight: 1.3 }}>
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
          label={awaitingParent(b) ? t('card.chipWaiting') : tBookings(`statuses.${b.status}`)}
          data-testid="child-booking-status"
          sx={bookingStatusChipSx(b.status)}
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
          {formatRoomLabel(b, (key) => tBookings(key))} · {formatInr(b.rentInr)}
        </Typography>
        <Typography component="dt" variant="body2">
          {b.visit ? t('card.visitAt') : t('card.requested')}
        </Typography>
        <Typography component="dd" variant="body2" data-testid="child-visit-time">
          {b.visit ? formatDateTime(b.visit.at) : `${formatVisitDate(b.visitDate)}, ${formatSlotRange(b.visitSlot)}`}
        </Typography>
      </Box>

      <ApprovalPanel booking={b} nowMs={nowMs} />

      {b.visit && b.status === 'visit_scheduled' ? (
        <Paper
          variant="outlined"
          sx={{ p: 1.5, mb: 1.5, bgcolor: '#f7f4fd', borderColor: '#d9ccf3' }}
          data-testid="child-escort"
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('card.escort', { name: b.visit.escortName })}
          </Typography>
          <Button size="small" startIcon={<PhoneIcon />} href={`tel:${b.visit.escortPhone}`} sx={{ mt: 0.5, px: 0 }}>
            {t('card.callEscort', { name: b.visit.escortName })}
          </Button>
        </Paper>
      ) : (
        b.status === 'pending_visit' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('card.escortLater')}
          </Typography>
        )
      )}

      <Divider sx={{ mb: 1.5 }} />
      <StatusTimeline booking={b} />

      {b.status === 'cancelled' && b.cancelReason && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('card.cancelled', { reason: tBookings(`cancelReasons.${b.cancelReason}`) })}
        </Typography>
      )}

      {CHECKLIST_STATES.has(b.status) && (
        <Box sx={{ mt: 1.5 }} data-testid="child-checklist">
          <Typography component="h4" variant="body2" sx={{ fontWeight: 800, mb: 0.5 }}>
            {t('card.checklist')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {MOVEIN_CHECKLIST.map(({ key }) => {
              const done = b.checklist[key];
              return (
                <Box
                  component="li"
                  key={key}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
                  data-done={done}
                >
                  {done ? (
                    <CheckCircleIcon color="success" fontSize="small" />
                  ) : (
                    <RadioButtonUncheckedIcon color="disabled" fontSize="small" />
                  )}
                  <Typography variant="body2">{t(`checklist.${key}`)}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
                    {done ? t('card.checklistDone') : t('card.checklistOpen')}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          {b.status === 'visit_done' && (
            <Typography variant="caption" color="text.secondary">
              {t('card.checklistLater')}
            </Typography>
          )}
        </Box>
      )}

      {paid && (
        <Button
          component={RouterLink}
          to={ROUTES.familyReceipt(b.id)}
          startIcon={<ReceiptLongIcon />}
          variant="outlined"
          sx={{ mt: 1.5 }}
        >
          {t('card.receipt')}
        </Button>
      )}
    </Paper>
  );
}
