// /family: a parent's view of their children's bookings (docs/decisions/150-parents-in-the-loop.md). Signed in is
// enough — a parent needs no profile — and the bookings are those that give the signed-in verified number as the
// parent's mobile, read live under the rules, grouped by child, read-only but for the approval.
import PhoneIcon from '@mui/icons-material/Phone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { formatPhone } from '../../auth';
import { useNow } from '../../bookings';
import { ChildStays } from '../../stays';
import { ChildBookingCard } from '../components/child-booking-card';
import { FamilyShell } from '../components/family-shell';
import { byChild, useChildBookings } from '../hooks/use-child-bookings';

function ListSkeleton() {
  const { t } = useTranslation('parents');
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('family.loading')} data-testid="family-loading">
      {[0, 1].map((i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2 }}>
          <Skeleton width="60%" height={28} />
          <Skeleton width="35%" />
          <Skeleton variant="rounded" height={140} sx={{ mt: 1.5 }} />
        </Paper>
      ))}
    </Stack>
  );
}

export default function FamilyScreen() {
  return (
    <FamilyShell page="family" skeleton={<ListSkeleton />}>
      {(phone) => <Children phone={phone} />}
    </FamilyShell>
  );
}

function Children({ phone }: { phone: string }) {
  const { t } = useTranslation('parents');
  const { status, bookings } = useChildBookings(phone);
  const now = useNow();
  if (status === 'loading') return <ListSkeleton />;
  if (bookings.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="family-empty">
        <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('family.emptyTitle', { phone: formatPhone(phone) })}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('family.empty')}
        </Typography>
        <Button variant="outlined" component={RouterLink} to={ROUTES.locationSearch}>
          {t('family.emptySearch')}
        </Button>
      </Paper>
    );
  }
  return (
    <Stack spacing={3}>
      <Alert severity="info" icon={false} sx={{ py: 0 }}>
        {t('family.readOnly')}
      </Alert>
      <ChildStays phone={phone} />
      {byChild(bookings).map((child) => (
        <Box component="section" key={child.studentUid} aria-label={child.name} data-testid="family-child">
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
          >
            <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
              {t('family.child', { name: child.name, count: child.bookings.length })}
            </Typography>
            <Button size="small" startIcon={<PhoneIcon />} href={`tel:${child.phone}`}>
              {t('family.callChild', { name: child.name })}
            </Button>
          </Stack>
          <Stack spacing={2}>
            {child.bookings.map((b) => (
              <ChildBookingCard key={b.id} booking={b} nowMs={now} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
