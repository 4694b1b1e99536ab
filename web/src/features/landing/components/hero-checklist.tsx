import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useTranslation } from 'react-i18next';

const ITEMS = ['visit', 'owner', 'fans', 'cctv', 'warden', 'deposit'] as const;

/** Desktop-only hero illustration: the verification checklist a listing carries, drawn in HTML (no image). */
export function HeroChecklist() {
  const { t } = useTranslation('landing');
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: { xs: 'none', md: 'block' },
        bgcolor: '#fff',
        color: 'text.primary',
        borderRadius: 4,
        p: 3,
        boxShadow: '0 24px 48px rgba(15, 27, 61, 0.28)',
        transform: 'rotate(1.5deg)',
        maxWidth: 380,
        justifySelf: 'end',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', mb: 0.5 }}>
        <VerifiedUserIcon />
        <Typography sx={{ fontWeight: 800 }}>{t('checklist.title')}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('checklist.pgName')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        {ITEMS.map((id) => (
          <Box component="li" key={id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CheckCircleIcon fontSize="small" sx={{ color: '#2e7d32' }} />
            <Typography variant="body2">{t(`checklist.items.${id}`)}</Typography>
          </Box>
        ))}
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        {t('checklist.checked')}
      </Typography>
    </Box>
  );
}
