// /family/consent: a parent's consent for a child under 18 (docs/decisions/203-children-and-parental-consent.md).
// Signed in with the number the request was texted to — the one-time code on that number is what makes the consent
// verifiable — the parent sees who asked and what it covers, and grants or withdraws; the child's booking form
// follows the answer live.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { CONSENT_POLICY_VERSION, type ParentalConsentDoc } from '@kotastay/shared/schemas/consent';
import { ApiError } from '../../../lib/api-client';
import { formatPhone } from '../../auth';
import { errorMessage, formatDateTime } from '../../bookings';
import { FamilyShell } from '../components/family-shell';
import { decideConsent, downloadChildData } from '../api/consent';
import { useConsentRequests } from '../hooks/use-consent-requests';

function ListSkeleton() {
  const { t } = useTranslation('parents');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-busy="true" aria-label={t('consent.loading')}>
      <Skeleton width="60%" height={28} />
      <Skeleton variant="rounded" height={120} sx={{ mt: 1.5 }} />
    </Paper>
  );
}

export default function FamilyConsentScreen() {
  return (
    <FamilyShell page="consent" skeleton={<ListSkeleton />}>
      {(phone) => <Requests phone={phone} />}
    </FamilyShell>
  );
}

function Requests({ phone }: { phone: string }) {
  const { t } = useTranslation('parents');
  const { status, consents } = useConsentRequests(phone);
  if (status === 'loading') return <ListSkeleton />;
  if (consents.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="consent-empty">
        <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('consent.emptyTitle', { phone: formatPhone(phone) })}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('consent.empty')}
        </Typography>
        <Button variant="outlined" component={RouterLink} to={ROUTES.family}>
          {t('consent.toFamily')}
        </Button>
      </Paper>
    );
  }
  return (
    <Stack spacing={2}>
      {consents.map((c) => (
        <ConsentCard key={c.childUid} consent={c} />
      ))}
    </Stack>
  );
}

function ConsentCard({ consent: c }: { consent: ParentalConsentDoc }) {
  const { t } = useTranslation('parents');
  // Busy while the answer for this state is on its way: once the live read shows the new state, its button is free.
  const [sentFor, setSentFor] = useState<string | null>(null);
  const busy = sentFor === c.state;
  const setBusy = (on: boolean) => setSentFor(on ? c.state : null);
  const [error, setError] = useState<string | null>(null);
  const send = (decision: 'grant' | 'withdraw') => {
    setBusy(true);
    setError(null);
    decideConsent(c.childUid, { decision, policyVersion: CONSENT_POLICY_VERSION }).then(
      () => setBusy(false),
      (err: unknown) => {
        setBusy(false);
        setError(err instanceof ApiError ? t('consent.error', { message: errorMessage(err) ?? err.message }) : t('consent.networkError'));
      },
    );
  };
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={c.childFirstName} data-testid="consent-card" data-state={c.state}>
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
        {t('consent.child', { name: c.childFirstName })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('consent.askedOn', { date: formatDateTime(c.requestedAt) })}
      </Typography>
      {c.state === 'granted' && (
        <Alert severity="success" sx={{ mb: 1.5 }}>
          {t('consent.granted', { date: formatDateTime(c.grantedAt ?? c.updatedAt) })}
        </Alert>
      )}
      {c.state === 'withdrawn' && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {t('consent.withdrawn', { date: formatDateTime(c.withdrawnAt ?? c.updatedAt) })}
        </Alert>
      )}
      <Typography sx={{ fontWeight: 700 }}>{t('consent.coversTitle')}</Typography>
      <Typography component="ul" variant="body2" sx={{ pl: 2.5, mt: 0.5, mb: 1.5 }}>
        <li>{t('consent.covers.bookings')}</li>
        <li>{t('consent.covers.payments')}</li>
        <li>{t('consent.covers.data')}</li>
        <li>{t('consent.covers.withdraw')}</li>
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('consent.policy')}{' '}
        <RouterLink to={ROUTES.privacy}>{t('consent.policyLink')}</RouterLink>
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {error}
        </Alert>
      )}
      {c.state === 'granted' ? (
        <Button variant="outlined" color="error" onClick={() => send('withdraw')} disabled={busy}>
          {t('consent.withdraw')}
        </Button>
      ) : (
        <Button variant="contained" onClick={() => send('grant')} disabled={busy}>
          {t('consent.grant', { name: c.childFirstName })}
        </Button>
      )}
      {/* A parent downloads the child's data only with their consent given (decision 204). */}
      {c.state === 'granted' && (
        <Button
          sx={{ ml: 1 }}
          onClick={() =>
            downloadChildData(c.childUid).catch((err: unknown) =>
              setError(err instanceof ApiError ? t('consent.downloadError', { message: errorMessage(err) ?? err.message }) : t('consent.networkError')),
            )
          }
          data-testid="download-child-data"
        >
          {t('consent.downloadData', { name: c.childFirstName })}
        </Button>
      )}
    </Paper>
  );
}
