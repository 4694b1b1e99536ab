// The admin dashboard's overview (docs/requirements/admin-and-team.md#admin-dashboard): counts that open their
// queues (GET /api/admin/overview), and the last 20 staff actions read live from audit_log (current admins may
// read it; firestore.rules). Lazy: reactfire and the Firebase SDK load with the admin console only.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Role } from '@kotastay/shared/roles';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { BOOKING_STATUSES } from '@kotastay/shared/schemas/booking';
import { LoadedFirebaseProviders } from '../../../lib/reactfire-providers';
import { useAdminOverview } from '../api/admin-console';
import { useStaffActivity } from '../hooks/use-staff-activity';
import { formatWhen } from '../lib/when';
import { SessionSpinner } from '../../auth';

function Tile({ label, value, to, testId }: { label: string; value: number | string; to: string; testId: string }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 150px', minWidth: 140 }}>
      <CardActionArea component={RouterLink} to={to} data-testid={testId} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {value}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function AdminOverviewPanel({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('admin');
  const { t: tBookings } = useTranslation('bookings');
  const overview = useAdminOverview(enabled);
  const o = overview.data;
  return (
    <Box component="section" aria-labelledby="overview-title" sx={{ mb: 4 }}>
      <Typography id="overview-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('console.overviewTitle')}
      </Typography>
      {overview.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void overview.refetch()}>
              {t('console.retry')}
            </Button>
          }
          sx={{ mb: 2 }}
        >
          {t('console.overviewFailed', { message: overview.error.message })}
        </Alert>
      )}
      {!o && !overview.isError && <SessionSpinner />}
      {o && (
        <>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
            <Tile label={t('console.kycWaiting')} value={o.kycWaiting} to={ROUTES.adminPgOwners} testId="tile-kyc" />
            <Tile
              label={t('console.listingsWaiting')}
              value={o.listingsWaiting}
              to={ROUTES.adminListings}
              testId="tile-listings"
            />
            <Tile label={t('console.visitsToday')} value={o.visitsToday} to={ROUTES.teamBooking} testId="tile-visits" />
            <Tile
              label={t('console.reviewsReported')}
              value={o.reviewsReported ?? t('console.notCounted')}
              to={ROUTES.adminReviews}
              testId="tile-reviews"
            />
          </Stack>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('console.bookingsTitle')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="bookings-today">
            {BOOKING_STATUSES.map((s) => (
              <Chip
                key={s}
                component={RouterLink}
                to={s === 'visit_done' ? ROUTES.teamMovein : ROUTES.teamBooking}
                clickable
                variant={o.bookingsToday[s] ? 'filled' : 'outlined'}
                label={`${tBookings(`statuses.${s}`)}: ${o.bookingsToday[s]}`}
              />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}

function ActivityList() {
  const { t } = useTranslation(['admin', 'common']);
  const { status, entries } = useStaffActivity();
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'error') return <Alert severity="error">{t('console.activityFailed')}</Alert>;
  if (entries.length === 0) return <Typography color="text.secondary">{t('console.activityEmpty')}</Typography>;
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="staff-activity">
      {entries.map((e) => (
        <Card key={e.id} component="li" variant="outlined">
          <CardContent sx={{ py: 1.25, '&:last-child': { pb: 1.25 } }}>
            {/* The summary is the record Functions wrote, in English. */}
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} lang="en">
              {e.summary}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {formatWhen(e.at)} ·{' '}
              {e.actorUid
                ? t('console.by', { role: e.actorRole ? t(`roles.${e.actorRole as Role}`, { ns: 'common' }) : '', uid: e.actorUid })
                : t('console.system')}
              {e.reason ? ` · “${e.reason}”` : ''}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

export function StaffActivity() {
  const { t } = useTranslation('admin');
  return (
    <Box component="section" aria-labelledby="activity-title" sx={{ mb: 4 }}>
      <Typography id="activity-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('console.activityTitle')}
      </Typography>
      <LoadedFirebaseProviders fallback={<SessionSpinner />}>
        <ActivityList />
      </LoadedFirebaseProviders>
    </Box>
  );
}
