import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';

const POINTS = ['owners.points.free', 'owners.points.verified', 'owners.points.visits'] as const;

/** The owner call to action: 'List My PG' → /add-pg. */
export function OwnerCta() {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      aria-labelledby="owners-title"
      // Below the first screen: skip its layout/paint until it scrolls near (see Section's offscreenHintPx).
      sx={{ py: { xs: 4, md: 6 }, px: { xs: 2, sm: 3 }, contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 520px' }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          borderRadius: 4,
          p: { xs: 3, md: 5 },
          bgcolor: '#0f1b3d',
          color: '#fff',
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'center',
        }}
      >
        <div>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'secondary.main', mb: 1 }}>
            <StorefrontIcon />
          </Box>
          <Typography id="owners-title" component="h2" sx={{ fontWeight: 800, fontSize: { xs: 24, md: 32 } }}>
            {t('owners.title')}
          </Typography>
          <Typography sx={{ mt: 1, color: '#c5cde6', maxWidth: 640 }}>{t('owners.text')}</Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: '16px 0 0', display: 'flex', flexWrap: 'wrap', gap: 2 }}
          >
            {POINTS.map((key) => (
              <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <CheckCircleIcon fontSize="small" sx={{ color: 'secondary.main' }} />
                {t(key)}
              </Box>
            ))}
          </Box>
        </div>
        <Box sx={{ display: 'grid', gap: 1.5, justifyItems: { xs: 'stretch', md: 'end' } }}>
          <Button
            component={RouterLink}
            to={ROUTES.verifyPgLister}
            variant="contained"
            color="secondary"
            size="large"
            disableElevation
            sx={{ px: 4 }}
          >
            {t('owners.cta')}
          </Button>
          <Button component={RouterLink} to={ROUTES.partner} sx={{ color: '#fff' }}>
            {t('owners.learnMore')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
