// /team/booking (booking_team, admins): the live queue of paid bookings waiting for a visit and of scheduled
// visits (docs/requirements/bookings-and-visits.md#booking-desk). New ones appear without a reload. Filters by
// the visit's date (Kota time) and by area; schedule with an escort, mark done or a no-show, cancel with a reason.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noShowOutcome, visitDoneOpensMs } from '@kotastay/shared/booking-refunds';
import { BOOKING_DESK_STATUSES, type BookingDoc } from '@kotastay/shared/schemas/booking';
import { SessionSpinner } from '../../auth';
import { markNoShow, markVisitDone, scheduleVisit } from '../api/desk-api';
import { DeskCard } from '../components/desk-card';
import { NoShowDialog } from '../components/no-show-dialog';
import { ScheduleDialog } from '../components/schedule-dialog';
import { TeamShell } from '../components/team-shell';
import { useDeskAction } from '../hooks/use-desk-action';
import { useLiveBookings } from '../hooks/use-live-bookings';
import { useNow } from '../hooks/use-now';
import { applyFilter, areasOf, NO_FILTER, type DeskFilter } from '../lib/filters';
import { formatKotaDateTime } from '../lib/kota-time';

export default function BookingDeskScreen() {
  const { t } = useTranslation('team');
  return (
    <TeamShell title={t('booking.title')} intro={t('booking.intro')}>
      <Queue />
    </TeamShell>
  );
}

const DATE_CHOICES = ['all', 'today', 'tomorrow'] as const;

function Filters({ filter, onChange, bookings }: { filter: DeskFilter; onChange: (f: DeskFilter) => void; bookings: BookingDoc[] }) {
  const { t } = useTranslation('team');
  const areas = areasOf(bookings);
  const quick = (DATE_CHOICES as readonly string[]).includes(filter.date) ? filter.date : null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }} data-testid="desk-filters">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={quick}
        onChange={(_e, v: string | null) => v && onChange({ ...filter, date: v })}
        aria-label={t('booking.filters.date')}
        sx={{ bgcolor: 'background.paper' }}
      >
        {DATE_CHOICES.map((d) => (
          <ToggleButton key={d} value={d} sx={{ px: 1.5, textTransform: 'none' }}>
            {t(`booking.filters.${d}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        type="date"
        size="small"
        label={t('booking.filters.pick')}
        value={quick ? '' : filter.date}
        onChange={(ev) => onChange({ ...filter, date: ev.target.value || 'all' })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { name: 'date' } }}
        sx={{ width: 160, bgcolor: 'background.paper' }}
      />
      <TextField
        select
        size="small"
        label={t('booking.filters.area')}
        value={filter.area}
        onChange={(ev) => onChange({ ...filter, area: ev.target.value })}
        slotProps={{ htmlInput: { name: 'area' } }}
        sx={{ minWidth: 170, flexGrow: { xs: 1, sm: 0 }, bgcolor: 'background.paper' }}
      >
        <MenuItem value="all">{t('booking.filters.allAreas')}</MenuItem>
        {/* A chosen area whose last booking has left the queue stays selectable, so the field never goes blank. */}
        {filter.area !== 'all' && !areas.some((a) => a.area === filter.area) && (
          <MenuItem value={filter.area}>{t('booking.filters.areaCount', { area: filter.area, count: 0 })}</MenuItem>
        )}
        {areas.map((a) => (
          <MenuItem key={a.area} value={a.area}>
            {t('booking.filters.areaCount', { area: a.area, count: a.count })}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function Queue() {
  const { t } = useTranslation('team');
  const { loading, bookings, fresh } = useLiveBookings(BOOKING_DESK_STATUSES);
  const [filter, setFilter] = useState<DeskFilter>(NO_FILTER);
  const now = useNow();
  const shown = useMemo(() => applyFilter(bookings, filter, now), [bookings, filter, now]);
  if (loading) return <SessionSpinner />;
  const filtered = filter.date !== 'all' || filter.area !== 'all';
  return (
    <>
      <Filters filter={filter} onChange={setFilter} bookings={bookings} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite" data-testid="desk-count">
        {filtered ? t('booking.shown', { shown: String(shown.length), total: String(bookings.length) }) : t('booking.count', { count: bookings.length })}
        {' · '}
        {t('live')}
      </Typography>
      {bookings.length === 0 && <Alert severity="info">{t('booking.empty')}</Alert>}
      {bookings.length > 0 && shown.length === 0 && (
        <Alert severity="info" action={<Button color="inherit" onClick={() => setFilter(NO_FILTER)}>{t('booking.clearFilters')}</Button>}>
          {t('booking.emptyFiltered')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        {shown.map((b) => (
          <BookingCard key={b.id} booking={b} isNew={fresh.has(b.id)} nowMs={now} />
        ))}
      </Box>
    </>
  );
}

type Dialogs = 'schedule' | 'noShow' | 'cancel';
const BOOKING_DESK_CANCEL_REASONS = ['team_cancelled', 'pg_mismatch', 'room_taken', 'student_declined'] as const;

function BookingCard({ booking: b, isNew, nowMs }: { booking: BookingDoc; isNew: boolean; nowMs: number }) {
  const { t } = useTranslation('team');
  const action = useDeskAction<Dialogs>(b);
  const scheduled = b.status === 'visit_scheduled';
  // A no-show can be recorded only once the visit's time has passed (the server answers 409 visit_not_started).
  const beforeVisit = noShowOutcome(b, nowMs) === 'visit_not_started';
  const noShowAfter = t('booking.noShowAfter', { when: b.visit ? formatKotaDateTime(Date.parse(b.visit.at)) : '' });
  // A visit is marked done on its day (earlier than planned is fine); before that day the button says why not.
  const beforeVisitDay = scheduled && nowMs < visitDoneOpensMs(b);
  const doneOn = t('booking.doneOn', { when: b.visit ? formatKotaDateTime(Date.parse(b.visit.at)) : '' });
  const name = b.studentName;
  return (
    <DeskCard booking={b} isNew={isNew} testId="booking-card" action={action} cancelReasons={BOOKING_DESK_CANCEL_REASONS}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant={scheduled ? 'outlined' : 'contained'} size="small" disabled={action.busy} onClick={() => action.open('schedule')}>
          {scheduled ? t('booking.reschedule') : t('booking.schedule')}
        </Button>
        {scheduled && (
          <>
            <Button
              variant="contained"
              color="success"
              size="small"
              disabled={action.busy || beforeVisitDay}
              title={beforeVisitDay ? doneOn : undefined}
              onClick={() => action.run(() => markVisitDone(b.id), () => t('booking.doneOk', { name }))}
            >
              {t('booking.done')}
            </Button>
            <Button
              variant="outlined"
              color="warning"
              size="small"
              disabled={action.busy || beforeVisit}
              title={beforeVisit ? noShowAfter : undefined}
              onClick={() => action.open('noShow')}
            >
              {t('booking.noShow')}
            </Button>
            {beforeVisit && (
              <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }} data-testid="no-show-after">
                {beforeVisitDay ? doneOn : noShowAfter}
              </Typography>
            )}
          </>
        )}
        <Button color="error" size="small" disabled={action.busy} onClick={() => action.open('cancel')} sx={{ ml: 'auto' }}>
          {t('booking.cancel')}
        </Button>
      </Box>
      {action.dialog === 'schedule' && (
        <ScheduleDialog
          booking={b}
          busy={action.busy}
          error={action.error}
          onClose={action.close}
          onSubmit={(visitAt, escortUid) =>
            action.run(
              () => scheduleVisit(b.id, visitAt, escortUid),
              (r) =>
                t('booking.scheduledOk', {
                  name,
                  when: formatKotaDateTime(Date.parse(r.booking.visit?.at ?? visitAt)),
                  escort: r.booking.visit?.escortName ?? '',
                }),
            )
          }
        />
      )}
      {action.dialog === 'noShow' && (
        <NoShowDialog
          booking={b}
          nowMs={nowMs}
          busy={action.busy}
          error={action.error}
          onClose={action.close}
          onSubmit={() =>
            action.run(
              () => markNoShow(b.id),
              (r) => t(r.booking.status === 'pending_visit' ? 'booking.noShowRescheduleOk' : 'booking.noShowOk', { name }),
            )
          }
        />
      )}
    </DeskCard>
  );
}
