// The PG page's "True monthly cost": for the chosen room option, the rent and each recurring extra, the total, and
// the one-time and yearly charges (docs/decisions/160-true-monthly-cost.md). Server-rendered with the cheapest
// room option chosen, so the HTML and the first client render agree; choosing another option changes numbers
// only, never the number of lines, so nothing below moves.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInr, formatNumber } from '@kotastay/shared/format';
import { monthlyCost, type CostLine, type MonthlyCharges } from '@kotastay/shared/monthly-cost';

export type CostRoom = { id: string; sharing: string; ac: boolean; rentInr: number; depositInr: number };

function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, py: 0.25 }} data-testid={testId}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap', textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function MonthlyCostBreakdown({
  rooms,
  charges,
  maintenanceInrPerYear,
  roomLabel,
}: {
  rooms: readonly CostRoom[];
  charges: MonthlyCharges | null | undefined;
  maintenanceInrPerYear: number;
  /** The room option's name as the page already says it, e.g. "Double sharing · AC". */
  roomLabel: (room: CostRoom) => string;
}) {
  const { t } = useTranslation('costs');
  const cheapest = rooms.reduce<CostRoom | undefined>(
    (best, r) => (!best || r.rentInr < best.rentInr ? r : best),
    undefined,
  );
  const [chosenId, setChosenId] = useState(cheapest?.id);
  const room = rooms.find((r) => r.id === chosenId) ?? cheapest;
  if (!room) return null;
  const cost = monthlyCost(room.rentInr, charges);
  const lineValue = (l: CostLine) =>
    l.mode === 'included'
      ? t('value.included')
      : l.mode === 'not_offered'
        ? t('value.not_offered')
        : l.mode === 'per_unit'
          ? `${t('value.perUnit', { rate: `₹${formatNumber(l.inrPerUnit ?? 0)}`, units: String(l.unitsPerMonth ?? 0) })} = ${formatInr(l.inr)}`
          : formatInr(l.inr);
  const perUnit = cost.lines.some((l) => l.mode === 'per_unit');

  return (
    <Box data-testid="monthly-cost" data-room-id={room.id} data-total={cost.totalInr}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 1.5 }}>
        {t('breakdown.title')}
      </Typography>
      {rooms.length > 1 && (
        <Stack
          direction="row"
          role="radiogroup"
          aria-label={t('breakdown.roomOption')}
          sx={{ flexWrap: 'wrap', gap: 0.75, my: 1 }}
        >
          {rooms.map((r) => (
            <Chip
              key={r.id}
              role="radio"
              aria-checked={r.id === room.id}
              size="small"
              label={`${roomLabel(r)} · ${formatInr(r.rentInr)}`}
              color={r.id === room.id ? 'primary' : 'default'}
              variant={r.id === room.id ? 'filled' : 'outlined'}
              onClick={() => setChosenId(r.id)}
              data-testid="cost-room"
            />
          ))}
        </Stack>
      )}
      <Row label={`${t('line.rent')} (${roomLabel(room)})`} value={formatInr(cost.rentInr)} testId="cost-line-rent" />
      {cost.lines.map((l) => (
        <Row key={l.key} label={t(`line.${l.key}`)} value={lineValue(l)} testId={`cost-line-${l.key}`} />
      ))}
      <Divider sx={{ my: 0.5 }} />
      <Row label={t('breakdown.total')} value={formatInr(cost.totalInr)} strong testId="cost-total" />
      {!cost.stated && (
        <Typography variant="caption" color="warning.dark" component="p" sx={{ mt: 0.5 }} data-testid="cost-not-stated">
          {t('breakdown.notStated')}
        </Typography>
      )}
      {perUnit && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('breakdown.estimate')}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mt: 1.5 }}>
        {t('breakdown.oneTimeTitle')}
      </Typography>
      <Row
        label={t('breakdown.maintenance')}
        value={
          maintenanceInrPerYear > 0
            ? t('breakdown.perYear', { amount: formatInr(maintenanceInrPerYear) })
            : t('breakdown.noMaintenance')
        }
      />
      <Row
        label={t('breakdown.deposit')}
        value={room.depositInr > 0 ? formatInr(room.depositInr) : t('breakdown.noDeposit')}
      />
      {cost.oneTime.map((o, i) => (
        <Row key={i} label={o.label} value={t('breakdown.once', { amount: formatInr(o.inr) })} />
      ))}
    </Box>
  );
}
