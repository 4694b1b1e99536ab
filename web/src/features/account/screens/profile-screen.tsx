// /profile: see and edit the profile, sign out. Behind RequireAuth, so the profile is complete here.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { ProfileForm } from '../components/profile-form';
import { formatPhone, SessionSpinner, useSession } from '../../auth';

export default function ProfileScreen() {
  const { t } = useTranslation('account');
  const session = useSession({ eager: true });
  const navigate = useNavigate();
  if (!session.user) return <SessionSpinner />;
  const { user, profile } = session;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
            {t('profile.editTitle')}
          </Typography>
          <TextField
            label={t('profile.phone')}
            value={formatPhone(user.phoneNumber)}
            fullWidth
            disabled
            sx={{ mb: 2.5 }}
          />
          <ProfileForm
            key={profile?.updatedAt ?? 'new'}
            uid={user.uid}
            phone={user.phoneNumber ?? ''}
            initial={profile}
            submitLabel={t('profile.saveChanges')}
            onSaved={() => navigate(ROUTES.dashboard)}
          />
          <Button component={RouterLink} to={ROUTES.accountData} fullWidth sx={{ mt: 2 }} data-testid="your-data-link">
            {t('dashboard.yourData')}
          </Button>
          <Button
            color="inherit"
            fullWidth
            sx={{ mt: 1 }}
            onClick={() => void session.signOut()}
          >
            {t('dashboard.signOut')}
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
