import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CONTACT } from '@kotastay/shared/constants';
import type { en } from '../i18n/en';

type FeatureKey = keyof typeof en.features;

/** An honest screen for a route whose capability is planned but not built yet. */
export function ComingSoon({ feature }: { feature: FeatureKey }) {
  const { t } = useTranslation('placeholder');
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 6 }}>
      <Paper sx={{ p: 3 }} variant="outlined">
        <Typography variant="h5" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('body', { feature: t(`features.${feature}`) })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/" variant="contained">
            {t('back')}
          </Button>
          <Button href={CONTACT.phoneHref} variant="outlined">
            {CONTACT.phone}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
