import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import GroupsIcon from '@mui/icons-material/Groups';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KOTA_CARES_MAX_MAINTENANCE_INR_PER_YEAR, TOKEN_AMOUNT_INR } from '@kotastay/shared/constants';
import { formatInr } from '@kotastay/shared/format';
import { Section } from './section';

const BENEFITS: readonly {
  id: 'verified' | 'noDeposit' | 'nearCoaching' | 'guidedVisits' | 'safety' | 'receipts';
  icon: ReactNode;
}[] = [
  { id: 'verified', icon: <VerifiedUserIcon /> },
  { id: 'noDeposit', icon: <MoneyOffIcon /> },
  { id: 'nearCoaching', icon: <DirectionsWalkIcon /> },
  { id: 'guidedVisits', icon: <GroupsIcon /> },
  { id: 'safety', icon: <HealthAndSafetyIcon /> },
  { id: 'receipts', icon: <ReceiptLongIcon /> },
];

/** The six benefit cards (docs/requirements/app-shell-and-landing.md#benefit-cards-and-how-it-works). */
export function Benefits() {
  const { t } = useTranslation('landing');
  const values = {
    maintenance: formatInr(KOTA_CARES_MAX_MAINTENANCE_INR_PER_YEAR),
    token: formatInr(TOKEN_AMOUNT_INR),
  };
  return (
    <Section id="benefits" title={t('benefits.title')} tinted offscreenHintPx={1100}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {BENEFITS.map((benefit) => (
          <Paper key={benefit.id} component="article" variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2 }}>
            <Box
              sx={{
                flex: 'none',
                width: 44,
                height: 44,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                bgcolor: '#e6ecfc',
                color: 'primary.main',
              }}
            >
              {benefit.icon}
            </Box>
            <div>
              <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                {t(`benefits.items.${benefit.id}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`benefits.items.${benefit.id}.text`, values)}
              </Typography>
            </div>
          </Paper>
        ))}
      </Box>
    </Section>
  );
}
