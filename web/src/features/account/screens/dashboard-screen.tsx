// /dashboard (docs/requirements/app-shell-and-landing.md#signed-in-routes profile/dashboard): who you are, where to go next, sign out.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isAdminRole } from '@kotastay/shared/roles';
import { ROUTES } from '@kotastay/shared/routes';
import { useCoachings } from '../../catalogue';
import { useBranchesOfCoaching } from '../../catalogue';
import { FamilyEntryCard } from '../../parents';
import { formatPhone, SessionSpinner, useSession } from '../../auth';

function Row({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 500, textAlign: 'right' }}>{value}</Typography>
    </Box>
  );
}

export default function DashboardScreen() {
  const { t } = useTranslation(['account', 'common']);
  const session = useSession({ eager: true });
  const profile = session.profile;
  const coachings = useCoachings();
  const branches = useBranchesOfCoaching(profile?.coachingId ?? null);
  if (!session.user || !profile) return <SessionSpinner />;

  const coaching = coachings.data?.find((c) => c.id === profile.coachingId)?.name;
  const branch = branches.data?.find((b) => b.id === profile.branchId)?.name;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('dashboard.greeting', { name: profile.name ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('dashboard.subtitle')}
      </Typography>
      <Card variant="outlined" sx={{ borderRadius: 3, mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('dashboard.details')}
          </Typography>
          <Row label={t('dashboard.phone')} value={formatPhone(session.user.phoneNumber)} />
          <Row label={t('dashboard.role')} value={t(`roles.${session.role ?? 'none'}`, { ns: 'common' })} />
          <Row label={t('dashboard.exam')} value={profile.exam} />
          <Row label={t('dashboard.coaching')} value={coaching} />
          <Row label={t('dashboard.branch')} value={branch} />
          <Button component={RouterLink} to={ROUTES.profile} sx={{ mt: 2 }}>
            {t('dashboard.editProfile')}
          </Button>
        </CardContent>
      </Card>
      {session.user.phoneNumber && (
        <Suspense fallback={null}>
          <Stack sx={{ mb: 3, '&:empty': { display: 'none' } }}>
            <FamilyEntryCard phone={session.user.phoneNumber} />
          </Stack>
        </Suspense>
      )}
      <Stack spacing={1.5}>
        <Button component={RouterLink} to={ROUTES.pgListing} variant="contained" size="large">
          {t('dashboard.searchPgs')}
        </Button>
        <Button component={RouterLink} to={ROUTES.saved} variant="outlined">
          {t('dashboard.saved')}
        </Button>
        <Button component={RouterLink} to={ROUTES.bookings} variant="outlined">
          {t('dashboard.bookings')}
        </Button>
        {session.role === 'pg_owner' && (
          <Button component={RouterLink} to={ROUTES.managePg} variant="outlined">
            {t('dashboard.managePg')}
          </Button>
        )}
        {isAdminRole(session.role) && (
          <Button component={RouterLink} to={ROUTES.adminDashboard} variant="outlined">
            {t('dashboard.adminConsole')}
          </Button>
        )}
        <Button color="inherit" onClick={() => void session.signOut()}>
          {t('dashboard.signOut')}
        </Button>
      </Stack>
    </Container>
  );
}
