import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { useTranslation } from 'react-i18next';

const ITEMS = [
  { key: 'location', Icon: PlaceOutlined },
  { key: 'amenities', Icon: PhotoLibraryOutlined },
  { key: 'verified', Icon: VerifiedUserOutlined },
  { key: 'visits', Icon: EventAvailableOutlined },
] as const;

/** docs/requirements/sign-in-and-profiles.md#sign-in-screen: the right-hand panel of /auth, on large screens only. */
export function BenefitsPanel() {
  const { t } = useTranslation('auth');
  return (
    <Box
      component="aside"
      aria-labelledby="auth-benefits-title"
      sx={{
        display: { xs: 'none', lg: 'block' },
        borderRadius: 3,
        p: 4,
        color: 'primary.contrastText',
        background: 'linear-gradient(145deg, #4169E1 0%, #2c4fb8 100%)',
      }}
    >
      <Typography id="auth-benefits-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
        {t('benefits.title')}
      </Typography>
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {ITEMS.map(({ key, Icon }) => (
          <Stack component="li" key={key} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ bgcolor: 'rgba(255,255,255,0.16)', borderRadius: 2, p: 1, display: 'flex' }}>
              <Icon aria-hidden />
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{t(`benefits.${key}.title`)}</Typography>
              <Typography variant="body2" sx={{ opacity: 0.9 }}>
                {t(`benefits.${key}.text`)}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
