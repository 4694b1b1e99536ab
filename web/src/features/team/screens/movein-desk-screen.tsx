// /team/movein (movein_team, admins): visits done, live (docs/requirements/bookings-and-visits.md#move-in-desk).
// Each has the move-in checklist, saved tick by tick; "Confirm move-in" takes a bed in the chosen room option
// (POST /confirm) once every item is ticked; or cancel with a reason.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MOVEIN_CHECKLIST, MOVEIN_DESK_STATUSES, type BookingDoc } from '@kotastay/shared/schemas/booking';
import { SessionSpinner } from '../../auth';
import { NoticesDesk, RoomChangesDesk } from '../../stays';
import { confirmMoveIn } from '../api/desk-api';
import { DeskCard } from '../components/desk-card';
import { MoveinChecklist, useChecklist } from '../components/movein-checklist';
import { TeamShell } from '../components/team-shell';
import { useDeskAction } from '../hooks/use-desk-action';
import { useLiveBookings } from '../hooks/use-live-bookings';

export default function MoveinDeskScreen() {
  const { t } = useTranslation('team');
  return (
    <TeamShell title={t('movein.title')} intro={t('movein.intro')}>
      <Queue />
    </TeamShell>
  );
}

function Queue() {
  const { t } = useTranslation('team');
  const { loading, bookings, fresh } = useLiveBookings(MOVEIN_DESK_STATUSES);
  if (loading) return <SessionSpinner />;
  return (
    <>
      <NoticesDesk />
      <RoomChangesDesk />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite" data-testid="desk-count">
        {t('booking.count', { count: bookings.length })} · {t('live')}
      </Typography>
      {bookings.length === 0 && <Alert severity="info">{t('movein.empty')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        {bookings.map((b) => (
          <MoveinCard key={b.id} booking={b} isNew={fresh.has(b.id)} />
        ))}
      </Box>
    </>
  );
}

const MOVEIN_CANCEL_REASONS = ['student_declined', 'room_taken', 'pg_mismatch', 'team_cancelled'] as const;

function MoveinCard({ booking: b, isNew }: { booking: BookingDoc; isNew: boolean }) {
  const { t } = useTranslation('team');
  const action = useDeskAction<'cancel'>(b);
  const checklist = useChecklist(b);
  const complete = MOVEIN_CHECKLIST.every((i) => checklist.shown[i.key]);
  return (
    <DeskCard booking={b} isNew={isNew} testId="movein-card" action={action} cancelReasons={MOVEIN_CANCEL_REASONS}>
      <MoveinChecklist checklist={checklist} disabled={action.busy} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
        <Button
          variant="contained"
          color="success"
          disabled={!complete || checklist.saving || action.busy}
          onClick={() => action.run(() => confirmMoveIn(b.id), () => t('movein.confirmedOk', { name: b.studentName, pg: b.pgName }))}
        >
          {t('movein.confirm')}
        </Button>
        {!complete && (
          <Typography variant="body2" color="text.secondary">
            {t('movein.confirmHelp', { total: String(MOVEIN_CHECKLIST.length) })}
          </Typography>
        )}
        <Button color="error" size="small" disabled={action.busy} onClick={() => action.open('cancel')} sx={{ ml: 'auto' }}>
          {t('movein.cancel')}
        </Button>
      </Box>
    </DeskCard>
  );
}
