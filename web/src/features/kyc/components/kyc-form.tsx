// The KYC stepper: name on ID → ID type → ID card → bank details → consent. Each step checks its fields
// before moving on (for the user's sake only: POST /api/kyc decides, by the file's bytes, not its name).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_NUMBER_PATTERN,
  ID_TYPES,
  IFSC_PATTERN,
  KYC_CONSENT_VERSION,
  KYC_FILE_MAX_BYTES,
  UPI_PATTERN,
  type IdType,
  type KycView,
} from '@kotastay/shared/schemas/kyc';
import { ApiError } from '../../../lib/api-client';
import { submitKyc } from '../api/kyc-api';

type Values = {
  nameOnId: string;
  idType: IdType | '';
  file: File | null;
  accountHolderName: string;
  accountNumber: string;
  accountNumberConfirm: string;
  ifsc: string;
  upiId: string;
  consent: boolean;
};
type Errors = Partial<Record<keyof Values | 'idCard', string>>;

const STEPS = ['name', 'idType', 'idCard', 'bank', 'consent'] as const;
type StepKey = (typeof STEPS)[number];
/** Which step shows a server-side field error (so a 400 from the API takes the user to the right place). */
const STEP_OF: Record<string, StepKey> = {
  nameOnId: 'name',
  idType: 'idType',
  idCard: 'idCard',
  accountHolderName: 'bank',
  accountNumber: 'bank',
  accountNumberConfirm: 'bank',
  ifsc: 'bank',
  upiId: 'bank',
  consent: 'consent',
};
const ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

export function KycForm({ initialName, onSubmitted }: { initialName: string; onSubmitted(view: KycView): void }) {
  const { t, i18n } = useTranslation('kyc');
  const [active, setActive] = useState(0);
  const [values, setValues] = useState<Values>({
    nameOnId: initialName,
    idType: '',
    file: null,
    accountHolderName: initialName,
    accountNumber: '',
    accountNumberConfirm: '',
    ifsc: '',
    upiId: '',
    consent: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, ...(key === 'file' ? { idCard: undefined } : {}) }));
  };

  function check(step: StepKey): Errors {
    const e: Errors = {};
    if (step === 'name' && values.nameOnId.trim().length < 2) e.nameOnId = t('verify.nameRequired');
    if (step === 'idType' && !values.idType) e.idType = t('verify.idType.label');
    if (step === 'idCard') {
      const f = values.file;
      if (!f) e.idCard = t('verify.idCard.missing');
      else if (f.size > KYC_FILE_MAX_BYTES) e.idCard = t('verify.idCard.tooBig');
      else if (
        !/\.(jpe?g|png|pdf)$/i.test(f.name) &&
        !['image/jpeg', 'image/png', 'application/pdf'].includes(f.type)
      ) {
        e.idCard = t('verify.idCard.wrongType');
      }
    }
    if (step === 'bank') {
      if (values.accountHolderName.trim().length < 2) e.accountHolderName = t('verify.bank.holderRequired');
      if (!ACCOUNT_NUMBER_PATTERN.test(values.accountNumber.trim())) e.accountNumber = t('verify.bank.numberFormat');
      if (values.accountNumber.trim() !== values.accountNumberConfirm.trim())
        e.accountNumberConfirm = t('verify.bank.mismatch');
      if (!IFSC_PATTERN.test(values.ifsc.trim().toUpperCase())) e.ifsc = t('verify.bank.ifscFormat');
      if (values.upiId.trim() && !UPI_PATTERN.test(values.upiId.trim())) e.upiId = t('verify.bank.upiFormat');
    }
    if (step === 'consent' && !values.consent) e.consent = t('verify.consent.required');
    return e;
  }

  function next() {
    const e = check(STEPS[active]!);
    setErrors(e);
    if (Object.keys(e).length === 0) setActive((s) => s + 1);
  }

  async function submit() {
    const e = check('consent');
    setErrors(e);
    if (Object.keys(e).length) return;
    const form = new FormData();
    form.set('nameOnId', values.nameOnId.trim());
    form.set('idType', values.idType);
    form.set('accountHolderName', values.accountHolderName.trim());
    form.set('accountNumber', values.accountNumber.trim());
    form.set('accountNumberConfirm', values.accountNumberConfirm.trim());
    form.set('ifsc', values.ifsc.trim().toUpperCase());
    if (values.upiId.trim()) form.set('upiId', values.upiId.trim());
    form.set('consent', 'true');
    form.set('consentVersion', KYC_CONSENT_VERSION);
    form.set('language', i18n.language === 'hi' ? 'hi' : 'en');
    if (values.file) form.set('idCard', values.file, values.file.name);
    setBusy(true);
    setFailure(null);
    try {
      onSubmitted(await submitKyc(form));
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) {
        const fields = err.fields;
        setErrors(fields as Errors);
        const first = Object.keys(fields)
          .map((f) => STEP_OF[f])
          .find(Boolean);
        if (first) setActive(STEPS.indexOf(first));
      }
      const message =
        err instanceof ApiError && typeof (err.body as { message?: unknown })?.message === 'string'
          ? (err.body as { message: string }).message
          : String(err);
      setFailure(t('verify.failed', { message }));
    } finally {
      setBusy(false);
    }
  }

  const nav = (_step: StepKey, last = false): ReactNode => (
    <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
      {active > 0 && (
        <Button onClick={() => setActive((s) => s - 1)} disabled={busy} color="inherit">
          {t('verify.back')}
        </Button>
      )}
      {last ? (
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {busy ? t('verify.submitting') : t('verify.submit')}
        </Button>
      ) : (
        <Button variant="contained" onClick={next}>
          {t('verify.next')}
        </Button>
      )}
    </Box>
  );

  const field = (
    key: 'accountHolderName' | 'accountNumber' | 'accountNumberConfirm' | 'ifsc' | 'upiId',
    label: string,
    extra: object = {},
  ) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(ev) => set(key, ev.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      fullWidth
      sx={{ mb: 2 }}
      slotProps={{ htmlInput: { name: key } }}
      {...extra}
    />
  );

  return (
    <Box>
      {/* At 360 px five labels are cut off ("Name on…"): phones show only the current step's name, as the
          listing wizard does. */}
      <Stepper
        activeStep={active}
        alternativeLabel
        sx={{
          mb: 3,
          '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.8rem' } },
          '& .MuiStepLabel-label:not(.Mui-active)': { display: { xs: 'none', sm: 'block' } },
        }}
      >
        <Step key="name">
          <StepLabel>{t('verify.steps.name')}</StepLabel>
        </Step>
        <Step key="idType">
          <StepLabel>{t('verify.steps.idType')}</StepLabel>
        </Step>
        <Step key="idCard">
          <StepLabel>{t('verify.steps.idCard')}</StepLabel>
        </Step>
        <Step key="bank">
          <StepLabel>{t('verify.steps.bank')}</StepLabel>
        </Step>
        <Step key="consent">
          <StepLabel>{t('verify.steps.consent')}</StepLabel>
        </Step>
      </Stepper>
      {STEPS[active] === 'name' && (
        <Box component="section" aria-label={t('verify.steps.name')}>
          <TextField
            label={t('verify.name.label')}
            value={values.nameOnId}
            onChange={(ev) => set('nameOnId', ev.target.value)}
            error={Boolean(errors.nameOnId)}
            helperText={errors.nameOnId ?? t('verify.name.help')}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { name: 'nameOnId', maxLength: 80 } }}
          />
          {nav('name')}
        </Box>
      )}
      {STEPS[active] === 'idType' && (
        <Box component="section" aria-label={t('verify.steps.idType')}>
          <TextField
            select
            label={t('verify.idType.label')}
            value={values.idType}
            onChange={(ev) => set('idType', ev.target.value as IdType)}
            error={Boolean(errors.idType)}
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { name: 'idType' } }}
          >
            {ID_TYPES.map((id) => (
              <MenuItem key={id} value={id}>
                {t(`verify.idType.options.${id}`)}
              </MenuItem>
            ))}
          </TextField>
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('verify.idType.aadhaarNote')}
          </Alert>
          {nav('idType')}
        </Box>
      )}
      {STEPS[active] === 'idCard' && (
        <Box component="section" aria-label={t('verify.steps.idCard')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('verify.idCard.help')}
          </Typography>
          <Button component="label" variant="outlined" startIcon={<CloudUploadIcon />}>
            {values.file ? t('verify.idCard.change') : t('verify.idCard.choose')}
            <input
              hidden
              type="file"
              name="idCard"
              accept={ACCEPT}
              onChange={(ev) => set('file', ev.target.files?.[0] ?? null)}
            />
          </Button>
          {values.file && (
            <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-all' }} data-testid="kyc-file-name">
              {t('verify.idCard.chosen', { name: values.file.name, size: formatSize(values.file.size) })}
            </Typography>
          )}
          {errors.idCard && <FormHelperText error>{errors.idCard}</FormHelperText>}
          {nav('idCard')}
        </Box>
      )}
      {STEPS[active] === 'bank' && (
        <Box component="section" aria-label={t('verify.steps.bank')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('verify.bank.intro')}
          </Typography>
          {field('accountHolderName', t('verify.bank.holder'))}
          {field('accountNumber', t('verify.bank.number'), {
            slotProps: { htmlInput: { name: 'accountNumber', inputMode: 'numeric', autoComplete: 'off' } },
          })}
          {field('accountNumberConfirm', t('verify.bank.numberConfirm'), {
            slotProps: { htmlInput: { name: 'accountNumberConfirm', inputMode: 'numeric', autoComplete: 'off' } },
          })}
          {field('ifsc', t('verify.bank.ifsc'), {
            helperText: errors.ifsc ?? t('verify.bank.ifscHelp'),
            slotProps: { htmlInput: { name: 'ifsc', maxLength: 11, style: { textTransform: 'uppercase' } } },
          })}
          {field('upiId', t('verify.bank.upi'))}
          {nav('bank')}
        </Box>
      )}
      {STEPS[active] === 'consent' && (
        <Box component="section" aria-label={t('verify.steps.consent')}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('verify.consent.text')}
          </Typography>
          <FormControlLabel
            control={
              <Checkbox checked={values.consent} onChange={(ev) => set('consent', ev.target.checked)} name="consent" />
            }
            label={t('verify.consent.checkbox')}
          />
          {errors.consent && <FormHelperText error>{errors.consent}</FormHelperText>}
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }} role="alert">
              {failure}
            </Alert>
          )}
          {nav('consent', true)}
        </Box>
      )}
    </Box>
  );
}
