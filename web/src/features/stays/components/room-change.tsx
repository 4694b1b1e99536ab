// Room change on request (docs/requirements/stays.md#room-change): on the student's stay card, the latest request's
// state (asked, done with the new rent's date, or declined with the team's note) and, while living there, a form to
// ask for another room option of the same PG; on the move-in desk, the requests waiting for a decision.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StayDoc } from '@kotastay/shared/schemas/stay';
import { apiErrorText } from '../../../i18n/api-errors';
import { ApiError } from '../../../lib/api-client';
import { decideRoomChange, requestRoomChange } from '../api/stays-api';
import { usePgRooms } from '../hooks/use-stays';
import { dayLabel, useRoomText } from './stay-words';

const rupees = (n: number) => n.toLocaleString('en-IN');
const errorCode = (err: ApiError): string | null => {
  const body: unknown = err.body;
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : null;
};

/**
 * The request's state on the card: to the student in the second person, to the parent about their child by first
 * name. A request closed by the student's notice shows nothing (the notice says it all).
 */
export function RoomChangeState({ stay, viewer }: { stay: StayDoc; viewer: 'student' | 'parent' }) {
  const { t } = useTranslation('stays');
  const roomText = useRoomText();
  const c = stay.roomChange;
  if (!c || c.status === 'withdrawn') return null;
  const key = (k: 'requested' | 'done' | 'declined' | 'declinedWithNote') => (viewer === 'parent' ? (`roomChange.parent.${k}` as const) : (`roomChange.${k}` as const));
  const values = { name: stay.studentFirstName, room: roomText({ room: c.toRoom, roomLabel: c.toRoomLabel }) };
  if (c.status === 'requested')
    return (
      <Alert severity="info" sx={{ mt: 1.5 }} data-testid="room-change-state" data-state="requested">
        {t(key('requested'), values)}
      </Alert>
    );
  if (c.status === 'done')
    return (
      <Alert severity="success" sx={{ mt: 1.5 }} data-testid="room-change-state" data-state="done">
        {t(key('done'), { ...values, rent: rupees(c.toRentInr), date: c.rentFromDate ? dayLabel(c.rentFromDate) : '' })}
      </Alert>
    );
  return (
    <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="room-change-state" data-state="declined">
      {c.note ? t(key('declinedWithNote'), { ...values, note: c.note }) : t(key('declined'), values)}
    </Alert>
  );
}

/** The monthly cost that applies today: before a room change's new rent starts, the old one. */
export function monthlyNow(stay: StayDoc, today: string): { total: number; rent: number } {
  const c = stay.roomChange;
  if (c?.status === 'done' && c.rentFromDate && today < c.rentFromDate) return { total: c.fromMonthlyTotalInr, rent: c.fromRentInr };
  return { total: stay.monthlyTotalInr, rent: stay.rentInr };
}

/** The student's form: another room option of the same PG, with its rent and free beds. */
export function RoomChangeForm({ stay }: { stay: StayDoc }) {
  const { t } = useTranslation('stays');
  const roomText = useRoomText();
  const rooms = usePgRooms(stay.pgId).filter((r) => r.id !== stay.roomId);
  const [roomId, setRoomId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (rooms.length === 0 || stay.roomChange?.status === 'requested') return null;
  const submit = () => {
    if (!roomId) {
      setError(t('roomChange.pick'));
      return;
    }
    setBusy(true);
    setError(null);
    requestRoomChange(stay.id, { roomId }).then(
      () => setBusy(false),
      (err: unknown) => {
        setBusy(false);
        setError(err instanceof ApiError && err.status === 409 ? t('roomChange.notOpen') : err instanceof ApiError && err.fields.roomId ? t('roomChange.pick') : t('roomChange.failed'));
      },
    );
  };
  return (
    <Stack component="form" spacing={1.5} sx={{ mt: 2 }} data-testid="room-change-form" onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <Typography component="h4" sx={{ fontWeight: 700 }}>
        {t('roomChange.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('roomChange.help')}
      </Typography>
      <TextField
        select
        size="small"
        label={t('roomChange.room')}
        value={roomId}
        onChange={(e) => setRoomId(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'room-change-room' } }}
      >
        {rooms.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {t('roomChange.option', { room: roomText({ room: { sharing: r.sharing, ac: r.ac }, roomLabel: '' }), rent: rupees(r.rentInr), count: r.bedsAvailable })}
          </MenuItem>
        ))}
      </TextField>
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="outlined" disabled={busy} data-testid="room-change-submit" sx={{ alignSelf: 'flex-start' }}>
        {busy ? t('notice.sending') : t('roomChange.submit')}
      </Button>
    </Stack>
  );
}

/** One request on the move-in desk: who, from which room to which, and the two decisions. */
export function RoomChangeRow({ stay }: { stay: StayDoc }) {
  const { t } = useTranslation('stays');
  const roomText = useRoomText();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const c = stay.roomChange;
  if (!c) return null;
  const decide = (decision: 'approve' | 'decline') => {
    setBusy(true);
    setError(null);
    decideRoomChange(stay.id, { decision, ...(decision === 'decline' && note.trim() ? { note: note.trim() } : {}) }).then(
      () => setBusy(false),
      (err: unknown) => {
        setBusy(false);
        const code = err instanceof ApiError ? errorCode(err) : null;
        setError(code === 'no_free_bed' || code === 'room_removed' ? t(`roomChange.${code}`) : err instanceof ApiError ? apiErrorText(err) : t('roomChange.failed'));
      },
    );
  };
  return (
    <Stack spacing={1} data-testid="room-change-row" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('roomChange.row', {
          name: stay.studentFirstName,
          pg: stay.pgName,
          from: roomText(stay),
          to: roomText({ room: c.toRoom, roomLabel: c.toRoomLabel }),
          rent: rupees(c.toRentInr),
          date: dayLabel(c.requestedAt.slice(0, 10)),
        })}
      </Typography>
      <TextField size="small" label={t('roomChange.declineNote')} value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 300 } }} />
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" disabled={busy} onClick={() => decide('approve')} data-testid="room-change-approve">
          {t('roomChange.approve')}
        </Button>
        <Button variant="outlined" size="small" disabled={busy} onClick={() => decide('decline')} data-testid="room-change-decline">
          {t('roomChange.decline')}
        </Button>
      </Stack>
    </Stack>
  );
}
