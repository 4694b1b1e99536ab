// Occupancy on My PGs (docs/decisions/216-occupancy-slots-performance.md): per room option of each live PG, the beds
// (capacity), the beds students who moved in through KotaStay hold, the beds the owner filled elsewhere (one tap − / +,
// through /api/listings/{pgId}/elsewhere) and the free beds students see; then the month view of expected exits
// (stays under notice). Free = capacity − on KotaStay − elsewhere, so the count students see stays true.
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpectedExit, OccupancyResponse, RoomOccupancy } from '@kotastay/shared/schemas/occupancy';
import { formatVisitDate } from '../../bookings';
import { changeElsewhere, occupancyOptions } from '../api/occupancy-api';
import { errorText } from '../api/listings-api';
import type { DraftRow } from '../hooks/use-listing-drafts';

/** The occupancy of each of the owner's live PGs. */
export function OwnerOccupancy({ drafts }: { drafts: DraftRow[] }) {
  const { t } = useTranslation('owner');
  const live = drafts.filter((d) => d.live);
  const title = t('occupancy.title');
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-label={title} data-testid="owner-occupancy">
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('occupancy.intro')}
      </Typography>
      {live.length === 0 ? (
        <Typography color="text.secondary" data-testid="occupancy-empty">{t('occupancy.empty')}</Typography>
      ) : (
        <Stack spacing={2}>
          {live.map((d) => (
            // The draft is read live: a move-in, an exit or a tap changes its free beds, and the numbers are asked again.
            <PgOccupancy key={d.id} pgId={d.id} name={d.name} beds={d.rooms.map((r) => r.bedsAvailable).join(',')} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function PgOccupancy({ pgId, name, beds }: { pgId: string; name: string; beds: string }) {
  const { t } = useTranslation('owner');
  const client = useQueryClient();
  const q = useQuery({ ...occupancyOptions(pgId, beds), placeholderData: keepPreviousData });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const tap = (r: RoomOccupancy, change: 1 | -1) => {
    setBusy(r.roomId);
    setError(null);
    changeElsewhere(pgId, r.roomId, change, r.elsewhere)
      .then((room) =>
        client.setQueryData<OccupancyResponse>(occupancyOptions(pgId, beds).queryKey, (old) =>
          old ? { ...old, rooms: old.rooms.map((x) => (x.roomId === room.roomId ? room : x)) } : old,
        ),
      )
      .catch((err: unknown) => {
        setError(t('manage.failed', { message: errorText(err) }));
        void q.refetch();
      })
      .finally(() => setBusy(null));
  };

  return (
    <div data-testid="pg-occupancy" data-pg-id={pgId}>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {error && <Alert severity="error" onClose={() => setError(null)} sx={{ my: 1 }}>{error}</Alert>}
      {q.status === 'pending' ? (
        <Typography color="text.secondary">{t('occupancy.loading')}</Typography>
      ) : q.status === 'error' ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void q.refetch()}>{t('occupancy.retry')}</Button>}>
          {t('occupancy.loadError')}
        </Alert>
      ) : (
        <>
          <Stack spacing={1} sx={{ mt: 1 }}>
            {q.data.rooms.map((r) => (
              <RoomRow key={r.roomId} room={r} busy={busy === r.roomId} onTap={(c) => tap(r, c)} />
            ))}
          </Stack>
          <Exits exits={q.data.exits} rooms={q.data.rooms} />
        </>
      )}
    </div>
  );
}

type T = ReturnType<typeof useTranslation<'owner'>>['t'];
const roomLabelOf = (r: Pick<RoomOccupancy, 'sharing' | 'ac'>, t: T) =>
  `${t(`wizard.sharings.${r.sharing as 'single' | 'double' | 'triple'}`)}${r.ac ? t('manage.acSuffix') : ''}`;

function RoomRow({ room: r, busy, onTap }: { room: RoomOccupancy; busy: boolean; onTap: (change: 1 | -1) => void }) {
  const { t } = useTranslation('owner');
  const label = roomLabelOf(r, t);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="occupancy-room" data-room-id={r.roomId}>
      <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
      <Typography variant="body2" data-testid="occupancy-numbers">
        {t('occupancy.numbers', { total: String(r.bedsTotal), kotastay: String(r.onKotaStay), free: String(r.bedsAvailable) })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="body2">{t('occupancy.elsewhere')}</Typography>
        <IconButton aria-label={t('occupancy.fewer', { room: label })} size="small" disabled={busy || r.elsewhere <= 0} onClick={() => onTap(-1)} data-testid="elsewhere-less">
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Typography sx={{ fontWeight: 700, minWidth: 24, textAlign: 'center' }} data-testid="occupancy-elsewhere" aria-live="polite">
          {r.elsewhere}
        </Typography>
        <IconButton aria-label={t('occupancy.more', { room: label })} size="small" disabled={busy || r.bedsAvailable <= 0} onClick={() => onTap(1)} data-testid="elsewhere-more">
          <AddIcon fontSize="small" />
        </IconButton>
      </Stack>
      <span hidden data-testid="occupancy-kotastay">{r.onKotaStay}</span>
    </Paper>
  );
}

/** Expected exits by month: the date, the room and the first name (all the owner sees of a stay). */
function Exits({ exits, rooms }: { exits: ExpectedExit[]; rooms: RoomOccupancy[] }) {
  const { t, i18n } = useTranslation('owner');
  const months = new Map<string, ExpectedExit[]>();
  for (const e of exits) months.set(e.exitDate.slice(0, 7), [...(months.get(e.exitDate.slice(0, 7)) ?? []), e]);
  const roomOf = (id: string) => {
    const r = rooms.find((x) => x.roomId === id);
    return r ? roomLabelOf(r, t) : t('occupancy.removedRoom');
  };
  const monthName = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div data-testid="occupancy-exits">
      <Typography component="h4" sx={{ fontWeight: 700, fontSize: 15, mt: 1.5 }}>
        {t('occupancy.exitsTitle')}
      </Typography>
      {exits.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{t('occupancy.noExits')}</Typography>
      ) : (
        [...months].map(([month, list]) => (
          <div key={month}>
            <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>
              {t('occupancy.month', { month: monthName.format(new Date(`${month}-01T00:00:00Z`)), count: list.length })}
            </Typography>
            {list.map((e, i) => (
              <Typography key={i} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('occupancy.exit', { date: formatVisitDate(e.exitDate), name: e.firstName, room: roomOf(e.roomId) })}
              </Typography>
            ))}
          </div>
        ))
      )}
    </div>
  );
}
