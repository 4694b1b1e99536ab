// The owner's visits (docs/decisions/212-owner-leads-and-visits.md): each visit request at their PGs — who (first
// name and coaching, never a phone: the team arranges the visit), which PG and room, the asked-for or scheduled time
// and where it stands — live, so a new request or a desk's change shows on the open screen without a reload.
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OwnerLeadDoc } from '@kotastay/shared/schemas/owner-lead';
import { useCoachings } from '../../catalogue';
import { useOwnerLeads } from '../hooks/use-owner-leads';
import { formatDateTime, formatRoomLabel, formatSlotRange, formatVisitDate } from '../lib/format';
import { statusChipSx } from '../lib/status-colours';

/** The visits at `ownerUid`'s PGs; an unpaid hold is not a request yet and is left out (the owner is not texted either). */
export function OwnerVisits({ ownerUid }: { ownerUid: string }) {
  const { t } = useTranslation('bookings');
  const { status, items } = useOwnerLeads(ownerUid);
  const requests = items.filter((l) => l.status !== 'pending');
  const title = t('ownerVisits.title');
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-label={title} aria-busy={status === 'loading'} data-testid="owner-visits">
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('ownerVisits.intro')}
      </Typography>
      {status === 'error' ? (
        <Alert severity="error">{t('ownerVisits.loadError')}</Alert>
      ) : status === 'loading' ? (
        <Typography color="text.secondary">{t('ownerVisits.loading')}</Typography>
      ) : requests.length === 0 ? (
        <Typography color="text.secondary" data-testid="owner-visits-empty">{t('ownerVisits.empty')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {requests.map((l) => (
            <VisitRow key={l.id} lead={l} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function VisitRow({ lead: l }: { lead: OwnerLeadDoc }) {
  const { t } = useTranslation('bookings');
  const coachings = useCoachings();
  const coaching = l.coachingId ? coachings.data?.find((c) => c.id === l.coachingId)?.name : undefined;
  return (
    <div data-testid="owner-visit" data-booking-id={l.id} data-status={l.status}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
          {coaching ? t('ownerVisits.who', { name: l.firstName, coaching }) : t('ownerVisits.whoNoCoaching', { name: l.firstName })}
        </Typography>
        <Chip size="small" label={t(`ownerVisits.status.${l.status}`)} sx={statusChipSx(l.status)} data-testid="owner-visit-status" />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('ownerVisits.where', { pg: l.pgName, room: formatRoomLabel(l, (k) => t(k)) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="owner-visit-time">
        {l.scheduledAt
          ? t('ownerVisits.scheduled', { when: formatDateTime(l.scheduledAt) })
          : t('ownerVisits.asked', { date: formatVisitDate(l.visitDate), slot: formatSlotRange(l.visitSlot) })}
      </Typography>
    </div>
  );
}
