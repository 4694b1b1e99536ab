import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TOKEN_AMOUNT_INR } from '@kotastay/shared/constants';
import { formatInr } from '@kotastay/shared/format';
import { ROUTES } from '@kotastay/shared/routes';

/** The ₹499 token, stated plainly: what it is for and that it comes back (decision 011). */
export function TokenNote() {
  const { t } = useTranslation('bookings');
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: '#f3f6ff', borderColor: 'primary.light' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <VerifiedUserOutlinedIcon color="primary" />
        <div>
          <Typography sx={{ fontWeight: 800 }}>{t('token.title', { amount: formatInr(TOKEN_AMOUNT_INR) })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('token.body')}{' '}
            {/* primary.dark: the primary blue is 4.48:1 on this tint, under 4.5 (found by the crawler). */}
            <Link component={RouterLink} to={ROUTES.refund} target="_blank" color="primary.dark">
              {t('token.policy')}
            </Link>
          </Typography>
        </div>
      </Stack>
    </Paper>
  );
}
