// The visit form: room option, date, time slot, the student's signed-in mobile (read-only) and a parent's, a note. Every problem is
// shown beside its field; what the student typed stays on screen whatever the server answers.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { COUNTRY_CODE, TOKEN_AMOUNT_INR } from '@kotastay/shared/constants';
import { formatInr } from '@kotastay/shared/format';
import { ROUTES } from '@kotastay/shared/routes';
import { NOTE_MAX_CHARS, bookableDates, type VisitSlot } from '@kotastay/shared/schemas/booking';
import type { PgDetail } from '@kotastay/shared/schemas/pg';
import { normalisePhoneInput } from '../../auth';
import { slotsOptions } from '../api/bookings-api';
import {
  validateBookingForm,
  type BookingField,
  type BookingFormValues,
  type FormErrors,
} from '../lib/booking-form';
import { formatSlot, formatVisitDate } from '../lib/format';
import { TokenNote } from './token-note';

/** A refusal the server gave for the whole booking (409s), shown above the button. */
export type FormProblem = { text: string; link?: { to: string; label: string } };

type Props = {
  pg: PgDetail;
  values: BookingFormValues;
  onChange(values: BookingFormValues): void;
  /** Messages the server gave per field (400 `fields`, or a 409 placed on its field). */
  serverErrors: Partial<Record<BookingField, string>>;
  problem: FormProblem | null;
  busy: string | null;
  nowMs: number;
  onSubmit(): void;
  /** Shown above the button: why the booking cannot be sent now (no connection). */
  offlineAlert?: ReactNode;
};

/**
 * The time slots: as many columns as fit, each at least 84 px (3 on a 320–360 px phone, 4 or more wider);
 * `minmax(0, 1fr)` so a long label ("दोपहर 12:00") never widens the grid past the screen (issue #21).
 */
const SLOT_GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))', gap: 1 } as const;

const FIELD_ORDER: BookingField[] = ['roomId', 'visitDate', 'visitSlot', 'parentPhone', 'askParent', 'note'];

function ChoiceButton({
  selected,
  disabled,
  onClick,
  children,
  label,
  testId,
  dense,
}: {
  selected: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
  label?: string;
  testId?: string;
  /** Less side padding (the time slots' narrow columns). */
  dense?: boolean;
}) {
  return (
    <ButtonBase
      role="radio"
      aria-checked={selected}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      sx={{
        display: 'block',
        textAlign: 'left',
        width: '100%',
        borderRadius: 1.5,
        border: '1px solid',
        borderColor: selected ? 'primary.main' : 'grey.300',
        outline: selected ? '1px solid' : 'none',
        outlineColor: 'primary.main',
        bgcolor: selected ? '#eef2fd' : disabled ? 'grey.100' : 'background.paper',
        color: disabled ? 'text.disabled' : 'text.primary',
        px: dense ? 0.5 : 1.5,
        py: 1,
        minWidth: 0,
        minHeight: 48,
        '&.Mui-focusVisible': { boxShadow: '0 0 0 3px rgba(65,105,225,.35)' },
      }}
    >
      {children}
    </ButtonBase>
  );
}

/** Why a slot cannot be booked, as the form says it (`closed`: the owner marked it unavailable, decision 216). */
const SLOT_REASON_KEY = { full: 'form.slotFull', past: 'form.slotPast', closed: 'form.slotClosed' } as const;

export function BookingForm({ pg, values, onChange, serverErrors, problem, busy, nowMs, onSubmit, offlineAlert }: Props) {
  const { t } = useTranslation('bookings');
  const { t: tp } = useTranslation('parents');
  const [showErrors, setShowErrors] = useState(false);
  const dates = bookableDates(nowMs);
  const slots = useQuery(slotsOptions(pg.id, values.visitDate));
  const clientErrors: FormErrors = validateBookingForm(values, { rooms: pg.rooms, nowMs, slots: slots.data?.slots });
  const errorOf = (f: BookingField): string | null =>
    serverErrors[f] ?? (showErrors && clientErrors[f] ? t(`form.errors.${clientErrors[f]}` as 'form.errors.noteTooLong', { max: String(NOTE_MAX_CHARS) }) : null);
  const set = <K extends BookingField>(field: K, value: BookingFormValues[K]) => onChange({ ...values, [field]: value });
  const token = formatInr(TOKEN_AMOUNT_INR);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    const first = FIELD_ORDER.find((f) => clientErrors[f]);
    if (first) {
      const el = document.getElementById(`booking-${first}`);
      el?.focus();
      el?.scrollIntoView?.({ block: 'center' });
      return;
    }
    onSubmit();
  };
  const hasAnyError = showErrors && FIELD_ORDER.some((f) => clientErrors[f]);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={busy ? 'true' : undefined}>
      <Stack spacing={3}>
        {/* Room option */}
        <FormControl error={Boolean(errorOf('roomId'))} component="fieldset">
          <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
            {t('form.room')}
          </FormLabel>
          <Stack spacing={1} role="radiogroup" aria-label={t('form.room')} id="booking-roomId" tabIndex={-1}>
            {pg.rooms.map((r) => {
              const full = r.bedsAvailable <= 0;
              return (
                <ChoiceButton
                  key={r.id}
                  selected={values.roomId === r.id}
                  disabled={full}
                  onClick={() => set('roomId', r.id)}
                  testId={`room-${r.id}`}
                >
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {t(`form.sharing.${r.sharing}`)} · {r.ac ? t('form.ac') : t('form.nonAc')}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
                      {formatInr(r.rentInr)}
                    </Typography>
                  </Stack>
                  <Typography variant="caption" color={full ? 'text.disabled' : 'success.dark'} sx={{ fontWeight: 600 }}>
                    {full ? t('form.roomNoBeds') : t('form.roomBeds', { count: r.bedsAvailable })}
                  </Typography>
                </ChoiceButton>
              );
            })}
          </Stack>
          {errorOf('roomId') && <FormHelperText>{errorOf('roomId')}</FormHelperText>}
        </FormControl>

        {/* Date */}
        <FormControl error={Boolean(errorOf('visitDate'))} component="fieldset">
          <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
            {t('form.date')}
          </FormLabel>
          <Box
            role="radiogroup"
            aria-label={t('form.date')}
            id="booking-visitDate"
            tabIndex={-1}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))', gap: 1, '& span': { whiteSpace: 'nowrap' } }}
          >
            {dates.map((d, i) => {
              const weekdayDay = formatVisitDate(d);
              return (
                <ChoiceButton
                  key={d}
                  selected={values.visitDate === d}
                  onClick={() => onChange({ ...values, visitDate: d, visitSlot: values.visitDate === d ? values.visitSlot : '' })}
                  label={`${i === 0 ? `${t('form.today')}, ` : i === 1 ? `${t('form.tomorrow')}, ` : ''}${weekdayDay}`}
                  testId={`date-${d}`}
                >
                  <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 600, color: 'inherit', lineHeight: 1.2 }}>
                    {i === 0 ? t('form.today') : i === 1 ? t('form.tomorrow') : weekdayDay.split(',')[0]}
                  </Typography>
                  <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 800, lineHeight: 1.3 }}>
                    {weekdayDay.split(', ')[1] ?? weekdayDay}
                  </Typography>
                </ChoiceButton>
              );
            })}
          </Box>
          {errorOf('visitDate') && <FormHelperText>{errorOf('visitDate')}</FormHelperText>}
        </FormControl>

        {/* Slot */}
        <FormControl error={Boolean(errorOf('visitSlot'))} component="fieldset">
          <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
            {t('form.slot')}
          </FormLabel>
          <Box id="booking-visitSlot" tabIndex={-1}>
            {!values.visitDate ? (
              <Typography variant="body2" color="text.secondary">
                {t('form.slotPickDate')}
              </Typography>
            ) : slots.isPending ? (
              <Box sx={SLOT_GRID} aria-label={t('form.slotsLoading')}>
                {Array.from({ length: 8 }, (_, i) => (
                  <Skeleton key={i} variant="rounded" height={48} />
                ))}
              </Box>
            ) : slots.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void slots.refetch()}>
                    {t('form.retry')}
                  </Button>
                }
              >
                {t('form.slotsError')}
              </Alert>
            ) : (
              <>
                <Box role="radiogroup" aria-label={t('form.slot')} sx={SLOT_GRID}>
                  {slots.data.slots.map((s) => (
                    <ChoiceButton
                      key={s.slot}
                      selected={values.visitSlot === s.slot}
                      disabled={!s.available}
                      onClick={() => set('visitSlot', s.slot as VisitSlot)}
                      label={`${formatSlot(s.slot)}${s.reason ? ` (${t(SLOT_REASON_KEY[s.reason])})` : ''}`}
                      testId={`slot-${s.slot}`}
                      dense
                    >
                      <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 700, textAlign: 'center', whiteSpace: 'nowrap' }}>
                        {formatSlot(s.slot)}
                      </Typography>
                      {s.reason && (
                        <Typography variant="caption" component="span" sx={{ display: 'block', textAlign: 'center', lineHeight: 1.1 }}>
                          {t(SLOT_REASON_KEY[s.reason])}
                        </Typography>
                      )}
                    </ChoiceButton>
                  ))}
                </Box>
                {slots.data.slots.every((s) => !s.available) && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('form.slotsNone')}
                  </Typography>
                )}
              </>
            )}
          </Box>
          {errorOf('visitSlot') && <FormHelperText>{errorOf('visitSlot')}</FormHelperText>}
        </FormControl>

        {/* Phones */}
        <Stack spacing={2}>
          {/* Decision 191: the student's number is the one they signed in with, shown and never typed. */}
          <TextField
            id="booking-studentPhone"
            label={t('form.studentPhone')}
            value={values.studentPhone}
            helperText={t('form.studentPhoneHelp')}
            slotProps={{
              htmlInput: { readOnly: true },
              input: { startAdornment: <InputAdornment position="start">{COUNTRY_CODE}</InputAdornment> },
            }}
          />
          <TextField
            id="booking-parentPhone"
            label={t('form.parentPhone')}
            value={values.parentPhone}
            onChange={(e) => set('parentPhone', normalisePhoneInput(e.target.value))}
            error={Boolean(errorOf('parentPhone'))}
            helperText={errorOf('parentPhone') ?? t('form.parentPhoneHelp')}
            required
            autoComplete="off"
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 14 },
              input: { startAdornment: <InputAdornment position="start">{COUNTRY_CODE}</InputAdornment> },
            }}
          />
          {/* Decision 150: the parent can approve before the token is paid, and follows the booking with this number. */}
          <FormControl error={Boolean(errorOf('askParent'))}>
            <FormControlLabel
              control={<Checkbox id="booking-askParent" checked={values.askParent} onChange={(e) => set('askParent', e.target.checked)} />}
              label={tp('student.askParent')}
            />
            <FormHelperText sx={{ mt: 0 }}>{errorOf('askParent') ?? tp('student.askParentHelp')}</FormHelperText>
            <FormHelperText sx={{ mt: 0.5 }}>{tp('student.parentSees')}</FormHelperText>
          </FormControl>
          <TextField
            id="booking-note"
            label={t('form.note')}
            value={values.note}
            onChange={(e) => set('note', e.target.value)}
            multiline
            minRows={2}
            error={Boolean(errorOf('note'))}
            helperText={errorOf('note') ?? t('form.noteHelp', { used: String([...values.note].length), max: String(NOTE_MAX_CHARS) })}
          />
        </Stack>

        <TokenNote />

        {hasAnyError && <Alert severity="error">{t('form.fixErrors')}</Alert>}
        {offlineAlert}
        {problem && (
          <Alert severity="error" data-testid="booking-problem">
            {problem.text}{' '}
            {problem.link && (
              <Link component={RouterLink} to={problem.link.to} sx={{ fontWeight: 700 }}>
                {problem.link.label}
              </Link>
            )}
          </Alert>
        )}
        <Button type="submit" variant="contained" color="secondary" size="large" disabled={Boolean(busy)} sx={{ py: 1.5, fontWeight: 800 }}>
          {busy ?? (values.askParent ? tp('student.submit') : t('form.submit', { amount: token }))}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={ROUTES.refund}>
            {t('token.policy')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
