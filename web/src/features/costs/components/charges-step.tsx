// The listing wizard's "Monthly charges" step (docs/decisions/160-true-monthly-cost.md): each recurring extra
// answered as included / not offered / ₹ a month (electricity: included / per unit with the expected units /
// fixed), the one-time charges, and the total a student pays a month for each room option, live as the owner types.
// Mobile-first: one column at 360 px, every control full width.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@kotastay/shared/format';
import {
  DEPOSIT_LABEL,
  ELECTRICITY_MODES,
  EXTRA_MODES,
  MAX_EXTRA_INR_PER_MONTH,
  MAX_INR_PER_UNIT,
  MAX_ONE_TIME_CHARGE_INR,
  MAX_ONE_TIME_CHARGES,
  MAX_UNITS_PER_MONTH,
  ONE_TIME_LABEL_MAX,
  RECURRING_EXTRAS,
  monthlyCost,
  type ElectricityCharge,
  type ExtraCharge,
  type MonthlyCharges,
  type RecurringExtra,
} from '@kotastay/shared/monthly-cost';
import type { DraftCharges } from '@kotastay/shared/schemas/charges';

type Room = { id: string; sharing: string; ac: boolean; rentInr: number };

const wholeRupees = (raw: string, max: number) => Math.min(max, Math.max(0, Math.floor(Number(raw) || 0)));
/** ₹/unit keeps paise (8.5), at most two decimals. */
const rate = (raw: string) => Math.min(MAX_INR_PER_UNIT, Math.max(0, Math.round((Number(raw) || 0) * 100) / 100));

/** The charges as stated, or null while a line is unanswered (no total yet). */
export function completeCharges(c: DraftCharges): MonthlyCharges | null {
  const { electricity, mess, laundry, wifi, waterCooler, transport, oneTime } = c;
  if (!electricity || !mess || !laundry || !wifi || !waterCooler || !transport) return null;
  return { electricity, mess, laundry, wifi, waterCooler, transport, oneTime };
}

/** A whole-rupee (or ₹/unit) input of the step: full width on a phone, its error or help under it. */
function AmountField({
  label,
  value,
  onValue,
  error,
  help,
  testId,
  decimal = false,
}: {
  label: string;
  value: number;
  onValue: (raw: string) => void;
  error?: string | undefined;
  help?: string | undefined;
  testId?: string;
  decimal?: boolean;
}) {
  return (
    <TextField
      type="number"
      fullWidth
      size="small"
      label={label}
      value={value || ''}
      onChange={(ev) => onValue(ev.target.value)}
      error={!!error}
      helperText={error ?? help}
      slotProps={{
        htmlInput: {
          min: 0,
          step: decimal ? 0.5 : 1,
          inputMode: decimal ? 'decimal' : 'numeric',
          'data-testid': testId,
        },
      }}
    />
  );
}

/** How one extra is charged: a select of its modes. */
function ModeField<M extends string>({
  label,
  value,
  modes,
  modeLabel,
  onMode,
  error,
  help,
}: {
  label: string;
  value: M | undefined;
  modes: readonly M[];
  modeLabel: (m: M) => string;
  onMode: (m: M) => void;
  error?: string | undefined;
  help?: string | undefined;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(ev) => onMode(ev.target.value as M)}
      error={!!error}
      helperText={error ?? help}
    >
      {modes.map((m) => (
        <MenuItem key={m} value={m}>
          {modeLabel(m)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ChargesStep({
  charges,
  foodIncluded,
  rooms,
  roomLabel,
  errors,
  onChange,
}: {
  charges: DraftCharges;
  foodIncluded: boolean;
  rooms: readonly Room[];
  roomLabel: (room: Room) => string;
  /** The submit's field errors ('charges.mess.inrPerMonth' → message). */
  errors: Record<string, string>;
  onChange: (next: DraftCharges) => void;
}) {
  const { t } = useTranslation('costs');
  const set = (patch: Partial<DraftCharges>) => onChange({ ...charges, ...patch });
  const err = (path: string) => errors[`charges.${path}`];
  const e = charges.electricity;
  const setElectricity = (patch: Partial<ElectricityCharge>) =>
    set({
      electricity: {
        mode: e?.mode ?? 'per_unit',
        inrPerUnit: e?.inrPerUnit ?? 0,
        unitsPerMonth: e?.unitsPerMonth ?? 0,
        inrPerMonth: e?.inrPerMonth ?? 0,
        ...patch,
      },
    });
  const complete = completeCharges(charges);

  const extra = (key: RecurringExtra) => {
    const c = charges[key];
    const setExtra = (patch: Partial<ExtraCharge>) =>
      set({ [key]: { mode: c?.mode ?? 'monthly', inrPerMonth: c?.inrPerMonth ?? 0, ...patch } });
    const messFixed = key === 'mess' && foodIncluded;
    return (
      <Paper key={key} variant="outlined" sx={{ p: 1.5 }} data-testid={`charge-${key}`}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
          {t(`line.${key}`)}
        </Typography>
        {messFixed ? (
          <Typography variant="body2" color="text.secondary">
            {t('step.messFromFood')}
          </Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <ModeField
              label={t('step.how')}
              value={c?.mode}
              modes={EXTRA_MODES.filter((m) => !(key === 'mess' && m === 'included'))}
              modeLabel={(m) => t(`step.extraModes.${m}`)}
              onMode={(mode) => setExtra({ mode })}
              error={err(key)}
              help={key === 'mess' && !foodIncluded ? t('step.messNoFood') : undefined}
            />
            {c?.mode === 'monthly' && (
              <AmountField
                label={t('step.amount')}
                value={c.inrPerMonth}
                onValue={(raw) => setExtra({ inrPerMonth: wholeRupees(raw, MAX_EXTRA_INR_PER_MONTH) })}
                error={err(`${key}.inrPerMonth`)}
                testId={`charge-${key}-amount`}
              />
            )}
          </Stack>
        )}
      </Paper>
    );
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">{t('step.intro')}</Typography>
      {err('') && <Alert severity="error">{err('')}</Alert>}

      <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="charge-electricity">
        <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('line.electricity')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <ModeField
            label={t('step.how')}
            value={e?.mode}
            modes={ELECTRICITY_MODES}
            modeLabel={(m) => t(`step.electricityModes.${m}`)}
            onMode={(mode) => setElectricity({ mode })}
            error={err('electricity')}
          />
          {e?.mode === 'per_unit' && (
            <>
              <AmountField
                decimal
                label={t('step.rate')}
                value={e.inrPerUnit}
                onValue={(raw) => setElectricity({ inrPerUnit: rate(raw) })}
                error={err('electricity.inrPerUnit')}
                testId="charge-electricity-rate"
              />
              <AmountField
                label={t('step.units')}
                value={e.unitsPerMonth}
                onValue={(raw) => setElectricity({ unitsPerMonth: wholeRupees(raw, MAX_UNITS_PER_MONTH) })}
                error={err('electricity.unitsPerMonth')}
                help={t('step.unitsHelp')}
                testId="charge-electricity-units"
              />
            </>
          )}
          {e?.mode === 'fixed' && (
            <AmountField
              label={t('step.amount')}
              value={e.inrPerMonth}
              onValue={(raw) => setElectricity({ inrPerMonth: wholeRupees(raw, MAX_EXTRA_INR_PER_MONTH) })}
              error={err('electricity.inrPerMonth')}
              testId="charge-electricity-amount"
            />
          )}
        </Stack>
      </Paper>
      {RECURRING_EXTRAS.map(extra)}

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, pt: 1 }}>
        {t('step.oneTimeTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('step.oneTimeIntro')}
      </Typography>
      {charges.oneTime.map((o, i) => {
        const setOne = (patch: Partial<typeof o>) =>
          set({ oneTime: charges.oneTime.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
        const labelError =
          err(`oneTime.${i}.label`) ?? (DEPOSIT_LABEL.test(o.label) ? t('step.depositLabel') : undefined);
        return (
          <Stack
            key={i}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              fullWidth
              size="small"
              label={t('step.label')}
              value={o.label}
              onChange={(ev) => setOne({ label: ev.target.value.slice(0, ONE_TIME_LABEL_MAX) })}
              error={!!labelError}
              helperText={labelError}
            />
            <AmountField
              label={t('step.amountOnce')}
              value={o.inr}
              onValue={(raw) => setOne({ inr: wholeRupees(raw, MAX_ONE_TIME_CHARGE_INR) })}
              error={err(`oneTime.${i}.inr`)}
            />
            <Button
              color="error"
              onClick={() => set({ oneTime: charges.oneTime.filter((_, j) => j !== i) })}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('step.remove')}
            </Button>
          </Stack>
        );
      })}
      <Button
        variant="outlined"
        disabled={charges.oneTime.length >= MAX_ONE_TIME_CHARGES}
        onClick={() => set({ oneTime: [...charges.oneTime, { label: '', inr: 0 }] })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('step.add')}
      </Button>

      <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }} aria-live="polite" data-testid="charges-totals">
        <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('step.totalsTitle')}
        </Typography>
        {rooms.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('step.totalsEmpty')}
          </Typography>
        ) : !complete ? (
          <Typography variant="body2" color="text.secondary">
            {t('step.unanswered')}
          </Typography>
        ) : (
          rooms.map((r) => {
            const cost = monthlyCost(r.rentInr, complete);
            return (
              <Stack
                key={r.id}
                direction="row"
                sx={{ justifyContent: 'space-between', gap: 1 }}
                data-testid="charges-total-row"
              >
                <Typography variant="body2">
                  {roomLabel(r)} · {formatInr(cost.rentInr)} + {formatInr(cost.extrasInr)}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="charges-total">
                  {formatInr(cost.totalInr)}
                </Typography>
              </Stack>
            );
          })
        )}
      </Box>
    </Stack>
  );
}
