// /auth (docs/requirements/sign-in-and-profiles.md#sign-in-screen): phone sign-in, then docs/requirements/sign-in-and-profiles.md#where-a-user-goes-after-sign-in's destination.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BenefitsPanel } from '../components/benefits-panel';
import { PhoneSignIn } from '../components/phone-sign-in';
import { useSession } from '../hooks/use-session';
import { destinationAfterSignIn } from '../lib/redirect';

export default function AuthScreen() {
  const { t } = useTranslation('auth');
  const session = useSession({ eager: true });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const { status, profileStatus, role, profile } = session;

  // Signed in just now, or already when arriving: go where docs/requirements/sign-in-and-profiles.md#where-a-user-goes-after-sign-in says once the profile has loaded.
  useEffect(() => {
    if (status !== 'signed_in') return;
    navigate(destinationAfterSignIn({ profileStatus, role, pgListerVerified: profile?.pgListerVerified === true, redirect }), {
      replace: true,
    });
  }, [status, profileStatus, role, profile, redirect, navigate]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          maxWidth: { xs: 480, lg: 'none' },
          mx: 'auto',
        }}
      >
        <PhoneSignIn title={t('signIn.title')} subtitle={t('signIn.subtitle')} />
        <BenefitsPanel />
      </Box>
    </Container>
  );
}
