import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@kotastay/shared/format';
import type { PgDetail } from '@kotastay/shared/schemas/pg';

/** The PG being booked, in two lines. */
export function PgSummary({ pg }: { pg: PgDetail }) {
  const { t } = useTranslation('bookings');
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <div style={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 800, fontSize: 18 }} data-testid="booking-pg-name">
          {pg.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {pg.areaName} · {t('pgSummary.from', { rent: formatInr(pg.minRentInr) })} ·{' '}
          {t('pgSummary.beds', { count: pg.bedsAvailable })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {pg.address}
        </Typography>
      </div>
    </Paper>
  );
}
