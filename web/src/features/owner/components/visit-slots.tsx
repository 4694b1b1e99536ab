// Visit slots on My PGs (docs/decisions/216-occupancy-slots-performance.md): the owner picks a PG and a day and taps a
// slot to close it (the booking form then does not offer it, and the booking API refuses it) or to open it again.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookableDates } from '@kotastay/shared/schemas/booking';
import { formatSlotRange, formatVisitDate } from '../../bookings';
import { errorText } from '../api/listings-api';
import { ownerSlotsOptions, setSlotUnavailable } from '../api/occupancy-api';
import type { DraftRow } from '../hooks/use-listing-drafts';

export function OwnerVisitSlots({ drafts }: { drafts: DraftRow[] }) {
  const { t } = useTranslation('owner');
  const live = drafts.filter((d) => d.live?.visible);
  const [dates] = useState(() => bookableDates(Date.now()));
  const [pgId, setPgId] = useState('');
  const [date, setDate] = useState(dates[1] ?? dates[0]!);
  const chosen = live.find((d) => d.id === pgId) ?? live[0];
  const title = t('slots.title');
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-label={title} data-testid="owner-slots">
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('slots.intro')}
      </Typography>
      {!chosen ? (
        <Typography color="text.secondary" data-testid="slots-empty">{t('slots.empty')}</Typography>
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
            {live.length > 1 && (
              <TextField select size="small" label={t('slots.pg')} value={chosen.id} onChange={(e) => setPgId(e.target.value)} sx={{ minWidth: 200 }}>
                {live.map((d) => (
                  <MenuItem key={d.id} value={d.id}>{d.name}</MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              select
              size="small"
              label={t('slots.date')}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              sx={{ minWidth: 200 }}
              slotProps={{ htmlInput: { 'data-testid': 'slots-date' } }}
            >
              {dates.map((d) => (
                <MenuItem key={d} value={d}>{formatVisitDate(d)}</MenuItem>
              ))}
            </TextField>
          </Stack>
          <DaySlots pgId={chosen.id} date={date} />
        </>
      )}
    </Paper>
  );
}

function DaySlots({ pgId, date }: { pgId: string; date: string }) {
  const { t } = useTranslation('owner');
  const q = useQuery(ownerSlotsOptions(pgId, date));
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (q.status === 'pending') return <Typography color="text.secondary">{t('slots.loading')}</Typography>;
  if (q.status === 'error')
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void q.refetch()}>{t('occupancy.retry')}</Button>}>
        {t('slots.loadError')}
      </Alert>
    );
  const toggle = (slot: string, unavailable: boolean) => {
    setBusy(slot);
    setError(null);
    setSlotUnavailable(pgId, date, slot, unavailable)
      .then(() => q.refetch())
      .catch((err: unknown) => setError(t('manage.failed', { message: errorText(err) })))
      .finally(() => setBusy(null));
  };
  return (
    <>
      {error && <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 1 }}>{error}</Alert>}
      <Stack spacing={0.75}>
        {q.data.slots.map((s) => {
          const closed = s.reason === 'closed';
          const past = s.reason === 'past';
          return (
            <Stack key={s.slot} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }} data-testid="owner-slot" data-slot={s.slot} data-closed={closed}>
              <Typography variant="body2" sx={{ minWidth: 0 }}>
                <strong>{formatSlotRange(s.slot)}</strong> · {past ? t('slots.past') : closed ? t('slots.closed') : s.reason === 'full' ? t('slots.full') : t('slots.open')}
              </Typography>
              {!past && (
                <Button size="small" variant={closed ? 'contained' : 'outlined'} disabled={busy !== null} onClick={() => toggle(s.slot, !closed)} sx={{ flexShrink: 0 }}>
                  {closed ? t('slots.reopen') : t('slots.close')}
                </Button>
              )}
            </Stack>
          );
        })}
      </Stack>
    </>
  );
}
