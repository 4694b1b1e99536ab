// "Total a month (rent + extras)" on /pg-listing: a few round bounds for `maxTotalInr` (decision 160).
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@kotastay/shared/format';

/** Bounds around Kota's all-in monthly costs (rent ₹7,000–15,000 plus ₹0–4,500 of extras). */
export const MAX_TOTAL_CHOICES = [10_000, 12_000, 15_000, 20_000] as const;

export function MaxTotalFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (v: number | undefined) => void;
}) {
  const { t } = useTranslation('costs');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, fontWeight: 700 }}>
        {t('filter.title')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value ?? 'any'}
        onChange={(_e, v: number | 'any' | null) => onChange(v === null || v === 'any' ? undefined : v)}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="any">{t('filter.any')}</ToggleButton>
        {MAX_TOTAL_CHOICES.map((v) => (
          <ToggleButton key={v} value={v} aria-label={t('filter.upTo', { amount: formatInr(v) })}>
            {formatInr(v)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
