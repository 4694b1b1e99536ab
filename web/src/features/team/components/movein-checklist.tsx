// The move-in checklist of one booking. Each tick is shown at once and saved with PUT /checklist (the whole list,
// in order: one save at a time, so a later tick never overtakes an earlier one); a failed save undoes its tick
// and says so. The live document is the truth once it agrees with what was sent.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOVEIN_CHECKLIST, type BookingDoc, type Checklist, type ChecklistKey } from '@kotastay/shared/schemas/booking';
import { saveChecklist } from '../api/desk-api';
import { useDeskError } from '../hooks/use-desk-error';

/** A tick sent but not yet seen in the live document: `base` is the live value it was made over. */
type Held = { value: boolean; base: boolean };

/**
 * What the boxes show: a held tick while the live value is still the one it was made over; the live value once it
 * has changed (to the tick, or because someone else changed it meanwhile).
 */
export function shownChecklist(live: Checklist, held: Partial<Record<ChecklistKey, Held>>): Checklist {
  const shown = { ...live };
  for (const key of Object.keys(held) as ChecklistKey[]) {
    const h = held[key];
    if (h && live[key] === h.base) shown[key] = h.value;
  }
  return shown;
}

export function useChecklist(booking: BookingDoc) {
  const errorText = useDeskError();
  const [held, setHeld] = useState<Partial<Record<ChecklistKey, Held>>>({});
  const [saving, setSaving] = useState(0);
  const [failed, setFailed] = useState<{ item: string; message: string } | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const shown = shownChecklist(booking.checklist, held);

  const toggle = (key: ChecklistKey, value: boolean, label: string) => {
    const entry: Held = { value, base: booking.checklist[key] };
    setFailed(null);
    setHeld((h) => ({ ...h, [key]: entry }));
    setSaving((n) => n + 1);
    const next = { ...shown, [key]: value };
    queue.current = queue.current.then(() =>
      saveChecklist(booking.id, next)
        .then(
          () => undefined,
          (err: unknown) => {
            // Undo this tick (unless a newer one replaced it) and say which item was not saved.
            setHeld((h) => {
              if (h[key] !== entry) return h;
              const rest = { ...h };
              delete rest[key];
              return rest;
            });
            setFailed({ item: label, message: errorText(err, booking) });
          },
        )
        .finally(() => setSaving((n) => n - 1)),
    );
  };
  return { shown, toggle, saving: saving > 0, failed };
}

type Props = { checklist: ReturnType<typeof useChecklist>; disabled: boolean };

export function MoveinChecklist({ checklist, disabled }: Props) {
  const { t } = useTranslation('team');
  const { t: tBookings } = useTranslation('bookings');
  const done = MOVEIN_CHECKLIST.filter((i) => checklist.shown[i.key]).length;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography component="legend" sx={{ fontWeight: 700, fontSize: 15, flexGrow: 1 }}>
          {t('movein.checklist')}
        </Typography>
        <Typography
          variant="body2"
          color={done === MOVEIN_CHECKLIST.length ? 'success.main' : 'text.secondary'}
          data-testid="checklist-progress"
        >
          {checklist.saving
            ? t('movein.saving')
            : t('movein.progress', { done: String(done), total: String(MOVEIN_CHECKLIST.length) })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={(done / MOVEIN_CHECKLIST.length) * 100}
        color={done === MOVEIN_CHECKLIST.length ? 'success' : 'primary'}
        sx={{ my: 0.75, borderRadius: 1 }}
        aria-hidden
      />
      <FormGroup>
        {MOVEIN_CHECKLIST.map((item) => (
          <FormControlLabel
            key={item.key}
            control={
              <Checkbox
                checked={checklist.shown[item.key]}
                onChange={(ev) => checklist.toggle(item.key, ev.target.checked, tBookings(`checklist.${item.key}`))}
                disabled={disabled}
                name={item.key}
                sx={{ py: 0.5 }}
              />
            }
            label={<Typography variant="body2">{tBookings(`checklist.${item.key}`)}</Typography>}
          />
        ))}
      </FormGroup>
      {checklist.failed && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('movein.saveFailed', { item: checklist.failed.item, message: checklist.failed.message })}
        </Alert>
      )}
    </Box>
  );
}
