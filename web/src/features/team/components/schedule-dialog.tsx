// Schedule (or reschedule) a visit: an escort — Auto, the next booking-team member in turn, or one picked from
// GET /api/team/escorts — and a time, Kota time, first filled with what the student asked for.
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VISIT_HOURS, withinVisitHours, type BookingDoc } from '@kotastay/shared/schemas/booking';
import { apiMessage, escortsOptions } from '../api/desk-api';
import { useNow } from '../hooks/use-now';
import { DeskDialog } from './desk-dialog';
import { AUTO_ESCORT as AUTO, escortChoice } from '../lib/escort-choice';
import { formatDate, formatSlot, kotaIsoFromInput, kotaLocalInput, visitAtPrefill } from '../lib/kota-time';

type Props = {
  booking: BookingDoc;
  busy: boolean;
  /** The failure of the last attempt, shown in the dialog (what was typed stays). */
  error: string | null;
  onClose: () => void;
  onSubmit: (visitAt: string, escortUid: string | undefined) => void;
};

export function ScheduleDialog({ booking: b, busy, error, onClose, onSubmit }: Props) {
  const { t } = useTranslation('team');
  const again = b.status === 'visit_scheduled';
  const [selected, setEscort] = useState<string>(again && b.visit ? b.visit.escortUid : AUTO);
  const [when, setWhen] = useState(() => visitAtPrefill(b));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const now = useNow();
  const escorts = useQuery(escortsOptions());
  const options = escorts.data ?? [];
  // An escort who has left the booking team is never sent: the choice falls back to Auto and the dialog says so.
  const { value: escort, departed } = escortChoice(selected, escorts.data);
  // While the list loads (or could not load), the current escort still shows, so the field never goes blank.
  const unlisted = escort !== AUTO && !options.some((e) => e.uid === escort);

  const submit = () => {
    const iso = kotaIsoFromInput(when);
    if (!iso) return setFieldError(t('scheduleDialog.timeInvalid'));
    if (Date.parse(iso) <= Date.now()) return setFieldError(t('scheduleDialog.timePast'));
    if (!withinVisitHours(Date.parse(iso))) return setFieldError(t('scheduleDialog.timeOutsideHours', { from: VISIT_HOURS.from, to: VISIT_HOURS.to }));
    setFieldError(null);
    onSubmit(iso, escort === AUTO ? undefined : escort);
  };

  return (
    <DeskDialog
      name="schedule"
      booking={b}
      title={again ? t('scheduleDialog.titleAgain') : t('scheduleDialog.title')}
      busy={busy}
      error={error}
      backLabel={t('scheduleDialog.close')}
      submitLabel={again ? t('scheduleDialog.submitAgain') : t('scheduleDialog.submit')}
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack spacing={2.5}>
        <TextField
          select
          label={t('scheduleDialog.escort')}
          value={escort}
          onChange={(ev) => setEscort(ev.target.value)}
          helperText={
            escorts.isError
              ? t('scheduleDialog.escortsFailed', { message: apiMessage(escorts.error) })
              : departed
                ? t('scheduleDialog.escortLeft', { name: b.visit?.escortName ?? '' })
                : escort === AUTO
                  ? t(again ? 'scheduleDialog.autoHelpAgain' : 'scheduleDialog.autoHelp')
                  : ' '
          }
          error={escorts.isError}
          slotProps={{ htmlInput: { name: 'escort' } }}
          sx={{ '& .MuiSelect-select.MuiInputBase-input': { whiteSpace: 'normal' } }}
        >
          <MenuItem value={AUTO}>{t('scheduleDialog.auto')}</MenuItem>
          {unlisted && b.visit && <MenuItem value={escort}>{b.visit.escortName}</MenuItem>}
          {options.map((e) => (
            <MenuItem key={e.uid} value={e.uid}>
              {e.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="datetime-local"
          label={t('scheduleDialog.time')}
          value={when}
          onChange={(ev) => {
            setWhen(ev.target.value);
            setFieldError(null);
          }}
          error={Boolean(fieldError)}
          helperText={fieldError ?? t('scheduleDialog.timeHelp', { date: formatDate(b.visitDate), slot: formatSlot(b.visitSlot) })}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { name: 'visitAt', min: kotaLocalInput(now), step: 900 },
          }}
        />
      </Stack>
    </DeskDialog>
  );
}
