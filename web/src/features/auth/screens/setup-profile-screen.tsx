// /setup-profile (docs/requirements/sign-in-and-profiles.md#profile-completion): a signed-in user without a complete profile lands here.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { ParentSetupBanner } from '../../parents';
import { ProfileForm } from '../components/profile-form';
import { SessionSpinner } from '../components/session-spinner';
import { useSession } from '../hooks/use-session';
import { accountTypeForRedirect, destinationAfterSignIn, safeRedirect } from '../lib/redirect';

export default function SetupProfileScreen() {
  const { t } = useTranslation('auth');
  const session = useSession({ eager: true });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));

  if (session.status === 'loading') return <SessionSpinner />;
  if (!session.user) {
    return <Navigate to={redirect ? `${ROUTES.auth}?redirect=${encodeURIComponent(redirect)}` : ROUTES.auth} replace />;
  }
  const { user, role, profile } = session;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      {/* A parent following a child's bookings needs no profile (docs/decisions/150-parents-in-the-loop.md). */}
      {session.profileStatus === 'none' && (
        <div style={{ marginBottom: 16 }}>
          <ParentSetupBanner />
        </div>
      )}
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('profile.setupTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
            {t('profile.setupSubtitle')}
          </Typography>
          <ProfileForm
            uid={user.uid}
            phone={user.phoneNumber ?? ''}
            initial={profile}
            defaultAccountType={accountTypeForRedirect(redirect)}
            submitLabel={t('profile.save')}
            onSaved={() =>
              navigate(
                destinationAfterSignIn({ profileStatus: 'complete', role, pgListerVerified: profile?.pgListerVerified === true, redirect }),
                { replace: true },
              )
            }
          />
        </CardContent>
      </Card>
    </Container>
  );
}
