import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { AllReviews } from '../../reviews';
import { useHydrated } from '../../../components/defer-hydration';
import { InfoPage } from '../components/info-page';

/** /reviews ("Read All Reviews"): how reviews work, then the real reviews across PGs (the reviews feature). */
export default function ReviewsScreen() {
  const { t } = useTranslation('info');
  // False while prerendering and hydrating, then true.
  const mounted = useHydrated();
  const how = t('reviews.how', { returnObjects: true }) as unknown as readonly string[];
  return (
    <InfoPage title={t('reviews.title')} intro={t('reviews.intro')}>
      <Box component="section" sx={{ mt: 3, p: 2.5, borderRadius: 3, bgcolor: '#eef2fd' }}>
        <Typography component="h2" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <VerifiedUserIcon color="primary" />
          {t('reviews.howTitle')}
        </Typography>
        <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 0.75 }}>
          {how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      </Box>
      <Box component="section" sx={{ mt: 4 }} aria-labelledby="all-reviews-title">
        <Typography id="all-reviews-title" component="h2" sx={{ fontWeight: 700, fontSize: 22, mb: 2 }}>
          {t('reviews.listTitle')}
        </Typography>
        {/* The list is client-only (live data): the prerendered page reserves its space. */}
        {mounted ? (
          <Suspense fallback={<Box sx={{ minHeight: 480 }} />}>
            <AllReviews />
          </Suspense>
        ) : (
          <Box sx={{ minHeight: 480 }} />
        )}
      </Box>
      <Button component={RouterLink} to={ROUTES.locationSearch} variant="contained" sx={{ mt: 3 }} disableElevation>
        {t('reviews.searchCta')}
      </Button>
    </InfoPage>
  );
}
