// /verify-pg-lister: the KYC stepper, then a live status screen (behind RequireAuth, so signed-out users
// arrive through /auth?redirect=/verify-pg-lister). When the decision is "approved" while the ID token
// still lacks the pg_owner claim, the session fetches a fresh token: the owner stays signed in and the
// shell shows "My PGs" at once (docs/decisions/060-owner-kyc.md).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { useSession } from '../../auth';
import { KycForm } from '../components/kyc-form';
import { useOwnKyc, type OwnKyc } from '../hooks/use-own-kyc';
import { fetchIdCard } from '../api/kyc-api';

function Approved() {
  const { t } = useTranslation('kyc');
  return (
    <Box data-testid="kyc-status" data-status="approved">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <VerifiedIcon color="success" />
        <Typography variant="h6" component="h2">
          {t('status.approved')}
        </Typography>
      </Box>
      <Typography sx={{ mb: 2 }}>{t('status.approvedBody')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={ROUTES.addPg} variant="contained" color="secondary">
          {t('status.addPg')}
        </Button>
        <Button component={RouterLink} to={ROUTES.managePg} variant="outlined">
          {t('status.myPgs')}
        </Button>
      </Box>
    </Box>
  );
}

function Status({ kyc, uid, onResubmit }: { kyc: OwnKyc; uid: string; onResubmit(): void }) {
  const { t } = useTranslation('kyc');
  const [opening, setOpening] = useState(false);
  if (kyc.status === 'approved') return <Approved />;
  const rejected = kyc.status === 'rejected';

  async function viewIdCard() {
    setOpening(true);
    try {
      const blob = await fetchIdCard(uid);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } finally {
      setOpening(false);
    }
  }

  return (
    <Box data-testid="kyc-status" data-status={kyc.status}>
      <Stepper activeStep={rejected ? 2 : 1} alternativeLabel sx={{ mb: 3 }}>
        <Step completed>
          <StepLabel>{t('status.timeline.submitted')}</StepLabel>
        </Step>
        <Step completed={rejected}>
          <StepLabel>{t('status.timeline.review')}</StepLabel>
        </Step>
        <Step>
          <StepLabel error={rejected}>{t('status.timeline.decision')}</StepLabel>
        </Step>
      </Stepper>
      {rejected ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('status.rejected')}</Typography>
          <Typography variant="body2">{t('status.rejectedBody')}</Typography>
          <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic' }} data-testid="kyc-reason">
            {kyc.rejectionReason}
          </Typography>
        </Alert>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('status.submitted')}</Typography>
          <Typography variant="body2">{t('status.submittedBody')}</Typography>
        </Alert>
      )}
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('status.details')}
      </Typography>
      <Typography variant="body2">
        {t('status.idType')}: {t(`verify.idType.options.${kyc.idType}`)}
        {kyc.nameOnId ? ` — ${kyc.nameOnId}` : ''}
      </Typography>
      <Typography variant="body2">
        {t('status.bank')}:{' '}
        {t('status.bankValue', {
          holder: kyc.bank.accountHolderName ?? '',
          last4: kyc.bank.accountNumberLast4 ?? '',
          ifsc: kyc.bank.ifsc ?? '',
        })}
      </Typography>
      {kyc.submittedAt && (
        <Typography variant="body2" color="text.secondary">
          {t('status.submittedAt', {
            date: kyc.submittedAt.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }),
          })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        {kyc.hasIdCard ? (
          <Button variant="outlined" size="small" onClick={() => void viewIdCard()} disabled={opening}>
            {t('status.viewIdCard')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('status.idDeleted')}
          </Typography>
        )}
        {rejected && (
          <Button variant="contained" onClick={onResubmit}>
            {t('status.resubmit')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

export default function VerifyPgListerScreen() {
  const { t } = useTranslation('kyc');
  const session = useSession({ eager: true });
  const uid = session.user?.uid ?? null;
  const own = useOwnKyc(uid);
  const [resubmitting, setResubmitting] = useState(false);
  const refreshedFor = useRef<string | null>(null);

  const approved = own.status === 'ready' && own.kyc?.status === 'approved';
  const { refresh, role } = session;
  useEffect(() => {
    // Approved but the token predates it: one forced refresh brings the pg_owner claim (no sign-out).
    if (approved && role !== 'pg_owner' && uid && refreshedFor.current !== uid) {
      refreshedFor.current = uid;
      void refresh();
    }
  }, [approved, role, uid, refresh]);

  let body;
  if (role === 'pg_owner') body = <Approved />;
  else if (own.status === 'loading' || !uid) body = <CircularProgress aria-label={t('status.title')} />;
  else if (own.status === 'error') body = <Alert severity="error">{t('status.loadFailed')}</Alert>;
  else if (own.kyc && !resubmitting) body = <Status kyc={own.kyc} uid={uid} onResubmit={() => setResubmitting(true)} />;
  else {
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('verify.intro')}
        </Typography>
        <KycForm
          initialName={own.kyc?.nameOnId ?? session.profile?.name ?? ''}
          onSubmitted={() => setResubmitting(false)}
        />
      </>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
            {own.status === 'ready' && own.kyc && !resubmitting ? t('status.title') : t('verify.title')}
          </Typography>
          {body}
        </CardContent>
      </Card>
    </Container>
  );
}
