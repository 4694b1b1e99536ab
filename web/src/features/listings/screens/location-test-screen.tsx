// /location-test (docs/requirements/app-shell-and-landing.md#test-screens "test screens"): a field diagnostic for support calls — "the Location button does not
// work on my phone" — running the real GPS hook and showing raw coordinates, accuracy, each attempt and errors.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_RADIUS_M } from '@kotastay/shared/constants';
import { pgListingUrl } from '@kotastay/shared/routes';
import { useGpsLocation } from '../hooks/use-gps-location';
import { formatDistance } from '../../../lib/format-distance';

function usePermissionState(): string | null {
  const [state, setState] = useState<string | null>(null);
  useEffect(() => {
    let status: PermissionStatus | undefined;
    const update = () => setState(status?.state ?? null);
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((s) => {
        status = s;
        update();
        s.addEventListener('change', update);
      })
      .catch(() => setState(null));
    return () => status?.removeEventListener('change', update);
  }, []);
  return state;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace', wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </>
  );
}

export default function LocationTestScreen() {
  const { t } = useTranslation('listings');
  const { state, attempts, detect } = useGpsLocation();
  const permission = usePermissionState();
  const fix = state.status === 'success' ? state.fix : null;
  const error = state.status === 'error' ? state.error : null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 }, pb: { xs: 10, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {t('locationTest.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('locationTest.intro')}
      </Typography>
      <Button variant="contained" size="large" onClick={() => void detect()} disabled={state.status === 'detecting'}>
        {state.status === 'detecting' ? t('gps.detecting') : t('locationTest.run')}
      </Button>

      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
        >
          <Row label={t('locationTest.status')} value={state.status} />
          <Row label={t('locationTest.permission')} value={permission ?? t('locationTest.unknown')} />
          {fix && (
            <>
              <Row label={t('locationTest.coords')} value={`${fix.lat.toFixed(6)}, ${fix.lng.toFixed(6)}`} />
              <Row
                label={t('locationTest.accuracy')}
                value={`± ${formatDistance(fix.accuracyM)} (${Math.round(fix.accuracyM)} m)`}
              />
              <Row label={t('locationTest.source')} value={fix.source} />
              <Row label={t('locationTest.takenAt')} value={new Date(fix.takenAtMs).toISOString()} />
            </>
          )}
          {error && (
            <>
              <Row label={t('locationTest.errorCode')} value={error.code} />
              <Row label={t('locationTest.browserMessage')} value={error.detail || '—'} />
            </>
          )}
        </Box>
      </Paper>

      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <AlertTitle>{t(`gps.errors.${error.code}.title`)}</AlertTitle>
          {t(`gps.errors.${error.code}.text`)}
        </Alert>
      )}

      {attempts.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2">{t('locationTest.attempts')}</Typography>
          <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
            {attempts.map((a, i) => (
              <Typography component="li" variant="body2" key={i} sx={{ fontFamily: 'monospace' }}>
                {t('locationTest.attempt', {
                  mode: a.mode,
                  outcome: a.outcome,
                  ms: String(a.durationMs),
                  timeout: String(a.options.timeout),
                  maxAge: String(a.options.maximumAge),
                })}
              </Typography>
            ))}
          </Box>
        </Box>
      )}

      {fix && (
        <Button
          sx={{ mt: 2 }}
          component={RouterLink}
          to={pgListingUrl({
            lat: fix.lat,
            lng: fix.lng,
            name: t('gps.currentLocation'),
            radius: DEFAULT_RADIUS_M,
            type: 'gps',
            accuracy: fix.accuracyM,
          })}
        >
          {t('locationTest.openListing')}
        </Button>
      )}
    </Container>
  );
}
