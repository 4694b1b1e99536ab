// The admin listing review's "Monthly charges": each line as the owner stated it and the total per room option.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatInr, formatNumber } from '@kotastay/shared/format';
import { CHARGE_KEYS, monthlyCost } from '@kotastay/shared/monthly-cost';
import type { DraftCharges } from '@kotastay/shared/schemas/charges';
import type { SHARING_TYPES } from '@kotastay/shared/vocabulary';
import { completeCharges } from './charges-step';

export function ChargesReview({
  charges,
  rooms,
}: {
  charges: DraftCharges | undefined;
  rooms: readonly { id: string; rentInr: number; sharing: (typeof SHARING_TYPES)[number] }[];
}) {
  const { t } = useTranslation(['costs', 'listings']);
  const complete = charges ? completeCharges(charges) : null;
  const statement = (key: (typeof CHARGE_KEYS)[number]): string => {
    const c = charges?.[key];
    if (!c) return t('admin.notStated');
    if (c.mode === 'per_unit' && 'inrPerUnit' in c)
      return `${t('value.perUnit', { rate: `₹${formatNumber(c.inrPerUnit)}`, units: String(c.unitsPerMonth) })}`;
    if (c.mode === 'fixed' || c.mode === 'monthly') return formatInr(c.inrPerMonth);
    return t(c.mode === 'included' ? 'value.included' : 'value.not_offered');
  };
  return (
    <Box data-testid="charges-review">
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('admin.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {CHARGE_KEYS.map((k) => `${t(`line.${k}`)}: ${statement(k)}`).join(' · ')}
        {charges?.oneTime.length
          ? ` · ${charges.oneTime.map((o) => `${o.label} ${t('breakdown.once', { amount: formatInr(o.inr) })}`).join(' · ')}`
          : ''}
      </Typography>
      {complete && (
        <Typography variant="body2">
          {rooms
            .map(
              (r) =>
                `${t(`sharing.${r.sharing}`, { ns: 'listings' })} ${formatInr(r.rentInr)} → ${formatInr(monthlyCost(r.rentInr, complete).totalInr)}`,
            )
            .join(' · ')}
        </Typography>
      )}
    </Box>
  );
}
