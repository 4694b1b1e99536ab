import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { TestimonialGrid } from '../../../components/testimonials';
import { InfoPage } from '../components/info-page';

/** /reviews: reviews come only from verified stays; sample testimonials until the reviews feature exists. */
export default function ReviewsScreen() {
  const { t } = useTranslation('info');
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
      <Box component="section" sx={{ mt: 4 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 22 }}>
          {t('reviews.sampleTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('reviews.sampleNote')}
        </Typography>
        <Box sx={{ '& > div': { gridTemplateColumns: { md: '1fr 1fr' } } }}>
          <TestimonialGrid />
        </Box>
      </Box>
      <Button component={RouterLink} to={ROUTES.locationSearch} variant="contained" sx={{ mt: 3 }} disableElevation>
        {t('reviews.searchCta')}
      </Button>
    </InfoPage>
  );
}
