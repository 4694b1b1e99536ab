// The card's second price line: the room option's true monthly cost (rent + the listing's stated extras), or
// "Extras not stated". One line of fixed height, so cards keep their size whichever it shows.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@kotastay/shared/format';
import { totalOrNull } from '@kotastay/shared/monthly-cost';

export function CardTotal({
  rentInr,
  monthlyExtrasInr,
}: {
  rentInr: number;
  monthlyExtrasInr: number | null | undefined;
}) {
  const { t } = useTranslation('costs');
  const total = totalOrNull(rentInr, monthlyExtrasInr);
  return (
    <Typography
      variant="body2"
      data-testid="card-total"
      data-total={total ?? ''}
      sx={{
        minHeight: '1.43em',
        fontWeight: total === null ? 400 : 600,
        color: total === null ? 'text.secondary' : 'text.primary',
      }}
    >
      {total === null ? t('card.notStated') : t('card.total', { total: formatInr(total) })}
    </Typography>
  );
}
