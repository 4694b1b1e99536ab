import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';

/** The KotaStay word mark: an inline SVG roof (no image request) and the name. */
export function BrandLink({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={ROUTES.home}
      onClick={onClick}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.main',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: 20,
      }}
    >
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="8" fill="currentColor" />
        <path d="M6 14.5 14 7l8 7.5V21a1 1 0 0 1-1 1h-4.5v-5h-5v5H7a1 1 0 0 1-1-1z" fill="#fff" />
        <circle cx="21" cy="8" r="3" fill="#F9A826" />
      </svg>
      <span>{t('brand')}</span>
    </Box>
  );
}
