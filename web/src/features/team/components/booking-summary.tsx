// The part of a desk card every desk shows: who, which PG and room, when, the status, and how to reach them.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { missedVisit, statusColour } from '@kotastay/shared/booking-views';
import type { BookingDoc, BookingStatus } from '@kotastay/shared/schemas/booking';
import { formatRoomLabel } from '../../bookings';
import { formatDate, formatKotaDateTime, formatSlot } from '../lib/kota-time';
import { Contacts } from './contacts';

export function StatusChip({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('team');
  return <Chip size="small" color={statusColour(status).chip} label={t(`status.${status}`)} data-testid="booking-status" />;
}

export function BookingSummary({ booking: b, isNew = false }: { booking: BookingDoc; isNew?: boolean }) {
  const { t } = useTranslation('team');
  const { t: tBookings } = useTranslation('bookings');
  const visitAt = b.visit ? Date.parse(b.visit.at) : NaN;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 17, flexGrow: 1, overflowWrap: 'anywhere' }}>
          {b.studentName || '—'}
        </Typography>
        {isNew && <Chip size="small" color="success" label={t('new')} data-testid="new-badge" />}
        <StatusChip status={b.status} />
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {b.pgName} · {b.areaName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('card.room', { room: formatRoomLabel(b, (key) => tBookings(key)), rent: b.rentInr.toLocaleString('en-IN') })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('card.requested', { date: formatDate(b.visitDate), slot: formatSlot(b.visitSlot) })}
      </Typography>
      {b.visit && Number.isFinite(visitAt) && (
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'info.dark' }} data-testid="visit-line">
          {t('card.visit', { when: formatKotaDateTime(visitAt), escort: b.visit.escortName })}
        </Typography>
      )}
      {b.freeRescheduleUsed && (b.status === 'pending_visit' || b.status === 'visit_scheduled') && (
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'warning.dark' }} data-testid="free-reschedule">
          {t(missedVisit(b) ? 'booking.missedVisit' : 'booking.freeRescheduleUsed')}
        </Typography>
      )}
      {b.note && (
        <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          {t('card.note', { note: b.note })}
        </Typography>
      )}
      <Box sx={{ mt: 0.75 }}>
        <Contacts booking={b} />
      </Box>
    </Box>
  );
}
