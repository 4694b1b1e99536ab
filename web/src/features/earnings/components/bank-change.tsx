// Changing the payout account (docs/decisions/215-owner-earnings-and-payouts.md): the new account, then an OTP to the
// owner's own phone (a fresh sign-in: the server refuses one older than 5 minutes), then PUT /api/owner/bank. The
// server holds payouts for 24 hours and texts the owner; the hold shows above at once (kyc/{uid} is read live).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BankChangeSchema } from '@kotastay/shared/schemas/earnings';
import { ApiError } from '../../../lib/api-client';
import { changeBank, sendFreshOtp, type OtpStep } from '../api/bank-change';

const EMPTY = { accountHolderName: '', accountNumber: '', accountNumberConfirm: '', ifsc: '' };
type Field = keyof typeof EMPTY;

export function BankChange() {
  const { t } = useTranslation('earnings');
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});
  const [otpStep, setOtpStep] = useState<OtpStep | null>(null);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const recaptcha = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    setForm(EMPTY);
    setFields({});
    setOtpStep(null);
    setOtp('');
  };
  const fail = (err: unknown) => {
    if (err instanceof ApiError && err.fields) setFields(err.fields as Partial<Record<Field, string>>);
    setMessage({ ok: false, text: t('bank.failed', { message: err instanceof Error ? err.message : String(err) }) });
  };

  async function sendOtp() {
    const parsed = BankChangeSchema.safeParse(form);
    if (!parsed.success) {
      setFields(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFields({});
    setBusy(true);
    setMessage(null);
    try {
      setOtpStep(await sendFreshOtp(recaptcha.current!));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (!otpStep) return;
    setBusy(true);
    try {
      await otpStep.confirm(otp.trim());
      await changeBank(BankChangeSchema.parse(form));
      close();
      setMessage({ ok: true, text: t('bank.saved') });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  const input = (name: Field, label: string, extra: { inputMode?: 'numeric' } = {}) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      error={Boolean(fields[name])}
      helperText={fields[name]}
      disabled={otpStep !== null}
      fullWidth
      slotProps={{ htmlInput: { name, ...extra } }}
    />
  );

  return (
    <>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ mt: 1 }} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <Button size="small" sx={{ mt: 1, px: 0 }} onClick={() => setOpen(true)} data-testid="earnings-bank-change">
        {t('bank.change')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>{t('bank.change')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {input('accountHolderName', t('bank.holder'))}
            {input('accountNumber', t('bank.number'), { inputMode: 'numeric' })}
            {input('accountNumberConfirm', t('bank.confirm'), { inputMode: 'numeric' })}
            {input('ifsc', t('bank.ifsc'))}
            <Typography variant="body2" color="text.secondary">
              {t('bank.otpIntro')}
            </Typography>
            {otpStep && <TextField label={t('bank.otp')} value={otp} onChange={(e) => setOtp(e.target.value)} autoFocus slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }} />}
            <div ref={recaptcha} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('bank.cancel')}</Button>
          {otpStep ? (
            <Button variant="contained" disabled={busy || otp.trim().length < 6} onClick={() => void save()}>
              {t('bank.save')}
            </Button>
          ) : (
            <Button variant="contained" disabled={busy} onClick={() => void sendOtp()}>
              {t('bank.sendOtp')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
