// /saved (signed in; the route guard sends others to /auth): the student's saved PGs, newest first, with a
// "Compare" tick under each listed one to open up to 3 of them side by side (docs/decisions/170-compare.md).
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { OfflineNotice } from '../../offline';
import { CompareBar, CompareToggle, useCompareSelection } from '../../compare';
import { useSavedPgs, useToggleSavedPg } from '../api/saved-pgs';
import { PgCard, PgCardSkeleton } from '../components/pg-card';
import { SavedPgsScope } from '../components/save-button';
import { ResultsGrid } from '../components/results-list';
import { RetryAlert } from '../../../components/retry-alert';

export default function SavedScreen() {
  const { t } = useTranslation('listings');
  const saved = useSavedPgs();
  const toggle = useToggleSavedPg();
  const results = saved.data?.results ?? [];
  const selection = useCompareSelection();
  const { keepOnly } = selection;
  const listedIds = results.flatMap((r) => (r.pg ? [r.pgId] : []));
  const listedKey = listedIds.join(',');
  // A PG removed from the list (or no longer public) leaves the selection too.
  useEffect(() => {
    if (saved.isSuccess) keepOnly(listedKey ? listedKey.split(',') : []);
  }, [saved.isSuccess, listedKey, keepOnly]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, pb: { xs: 10, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {t('saved.title')}
      </Typography>
      {saved.isSuccess && <OfflineNotice fromCopy={Boolean(saved.data.offlineCopyAt)} sx={{ mt: 1 }} />}
      {saved.isSuccess && results.length > 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }} role="status">
          {t('saved.count', { count: results.length })}
        </Typography>
      )}

      {saved.isPending ? (
        <Box sx={{ mt: 2 }}>
          <ResultsGrid>
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <PgCardSkeleton />
              </li>
            ))}
          </ResultsGrid>
        </Box>
      ) : saved.isError ? (
        <RetryAlert sx={{ mt: 2 }} onRetry={() => void saved.refetch()}>
          {t('saved.loadError')}
        </RetryAlert>
      ) : results.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, mt: 2, textAlign: 'center' }}>
          <FavoriteBorderIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden="true" />
          <Typography variant="h6" component="h2" gutterBottom>
            {t('saved.empty')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('saved.emptyText')}
          </Typography>
          <Button variant="contained" component={RouterLink} to={ROUTES.locationSearch}>
            {t('saved.browse')}
          </Button>
        </Paper>
      ) : (
        <SavedPgsScope>
          <ResultsGrid>
            {results.map((r) => (
              <li key={r.pgId}>
                {r.pg ? (
                  <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
                    <Box sx={{ flex: 1 }}>
                      <PgCard pg={r.pg} />
                    </Box>
                    <CompareToggle selection={selection} id={r.pgId} name={r.pg.name} />
                  </Box>
                ) : (
                  <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
                    <Typography sx={{ fontWeight: 700 }}>{t('saved.unavailable')}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {t('saved.unavailableText')}
                    </Typography>
                    <Stack direction="row">
                      <Button
                        size="small"
                        onClick={() => toggle.mutate({ pgId: r.pgId, save: false, pg: null, pgName: r.pgId })}
                      >
                        {t('saved.removeUnavailable')}
                      </Button>
                    </Stack>
                  </Paper>
                )}
              </li>
            ))}
          </ResultsGrid>
          {listedIds.length >= 2 && <CompareBar selection={selection} />}
        </SavedPgsScope>
      )}
    </Container>
  );
}
