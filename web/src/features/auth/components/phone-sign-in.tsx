// The two-step phone sign-in card (docs/requirements/sign-in-and-profiles.md#phone-sign-in), shared by /auth, /admin and /team.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { OTP_LENGTH, PHONE_LENGTH } from '@kotastay/shared/constants';
import { ROUTES } from '@kotastay/shared/routes';
import { useNotify } from '../../../components/notifications';
import { env } from '../../../config/env';
import type { PendingVerification, PhoneAuth, PhoneAuthError } from '../api/phone-auth';
import { formatPhone, isCompleteOtp, isCompletePhone, normaliseOtpInput, normalisePhoneInput, toE164 } from '../lib/phone';

export const RESEND_AFTER_S = 30;

type Props = { title: string; subtitle: string; onSignedIn?: () => void };

export function PhoneSignIn({ title, subtitle, onSignedIn }: Props) {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  // The send's own result drives the OTP step and is what Verify confirms (issue #7: never another adapter's).
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const step = pending ? 'otp' : 'phone';
  const [resendInS, setResendInS] = useState(0);
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);

  const notifyRecaptchaError = useCallback(
    () => notify({ title: t('notify.recaptchaError.title'), text: t('notify.recaptchaError.text'), variant: 'destructive' }),
    [notify, t],
  );
  const providerText = (err: PhoneAuthError, fallback: string) =>
    (err.code && (t(`providerErrors.${err.code}`, { defaultValue: '' }) as string)) || fallback;

  // The adapter is made on the first send, from an event handler, and kept in a ref: React StrictMode's
  // extra mount/unmount on the dev server runs before anyone can press Send, so it has nothing to set up
  // twice or dispose. A failed setup is retried on the next send.
  const adapter = useRef<Promise<PhoneAuth> | null>(null);
  const getAdapter = (): Promise<PhoneAuth> => {
    if (!adapter.current) {
      const container = recaptchaRef.current;
      const created = (async () => {
        if (!container) throw new Error('no reCAPTCHA container');
        const { createPhoneAuth } = await import('../api/phone-auth');
        return createPhoneAuth(container);
      })();
      adapter.current = created;
      created.catch(() => {
        if (adapter.current === created) adapter.current = null;
      });
    }
    return adapter.current;
  };

  useEffect(() => {
    // Warm the chunk (and with it firebase/auth) so the first send does not wait for the download.
    void import('../api/phone-auth').catch(() => undefined);
    return () => {
      // A real unmount: clear the verifier this card made. A pending verification needs no verifier.
      const current = adapter.current;
      adapter.current = null;
      void current?.then((a) => a.dispose(), () => undefined);
    };
  }, []);

  useEffect(() => {
    if (resendInS <= 0) return;
    const timer = window.setTimeout(() => setResendInS((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [resendInS]);

  const sendCode = async () => {
    if (!isCompletePhone(phone)) {
      notify({ title: t('notify.invalidPhone.title'), text: t('notify.invalidPhone.text'), variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const e164 = toE164(phone);
      let auth: PhoneAuth;
      try {
        auth = await getAdapter();
      } catch (err) {
        console.error('reCAPTCHA setup failed', err);
        notifyRecaptchaError();
        return;
      }
      const sent = await auth.send(e164);
      setPending(sent);
      setOtp('');
      setResendInS(RESEND_AFTER_S);
      notify({ title: t('notify.otpSent.title'), text: t('notify.otpSent.text'), variant: 'success' });
      if (env.emulators) {
        setDemoCode(null);
        void import('../api/emulator-codes').then((m) => m.latestEmulatorCode(e164)).then(setDemoCode, () => setDemoCode(null));
      }
    } catch (err) {
      const e = err as PhoneAuthError;
      if (e.kind === 'recaptcha') notifyRecaptchaError();
      else notify({ title: t('notify.sendFailed.title'), text: providerText(e, t('notify.sendFailed.text')), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const verifyCode = async () => {
    if (!isCompleteOtp(otp)) {
      notify({ title: t('notify.invalidOtp.title'), text: t('notify.invalidOtp.text'), variant: 'destructive' });
      return;
    }
    if (!pending) {
      notify({ title: t('notify.sessionExpired.title'), text: t('notify.sessionExpired.text'), variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await pending.confirm(otp);
      notify({ title: t('notify.verified.title'), text: t('notify.verified.text'), variant: 'success' });
      onSignedIn?.();
    } catch (err) {
      const e = err as PhoneAuthError;
      notify({ title: t('notify.verifyFailed.title'), text: providerText(e, t('notify.verifyFailed.text')), variant: 'destructive' });
      otpRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const changeNumber = () => {
    setPending(null);
    setOtp('');
    setDemoCode(null);
  };

  const onPhonePaste = (e: ClipboardEvent<HTMLInputElement>) => {
    // maxLength would cut a pasted '+91 98765 43210' to '+91 98765 ' before we could normalise it.
    e.preventDefault();
    setPhone(normalisePhoneInput(e.clipboardData.getData('text')));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    void (step === 'phone' ? sendCode() : verifyCode());
  };

  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {subtitle}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          {step === 'phone' ? (
            <Stack spacing={2}>
              <TextField
                label={t('signIn.phoneLabel')}
                helperText={t('signIn.phoneHelper')}
                value={phone}
                onChange={(e) => setPhone(normalisePhoneInput(e.target.value))}
                onPaste={onPhonePaste}
                type="tel"
                autoFocus
                fullWidth
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">{t('signIn.countryCode')}</InputAdornment> },
                  htmlInput: { maxLength: PHONE_LENGTH, inputMode: 'numeric', autoComplete: 'tel-national', pattern: '[0-9]*' },
                }}
              />
              <Button type="submit" variant="contained" size="large" disabled={!isCompletePhone(phone) || busy}>
                {busy ? t('signIn.sending') : t('signIn.sendOtp')}
              </Button>
            </Stack>
          ) : (
            <Stack spacing={2}>
              <Typography aria-live="polite">{t('signIn.codeSentTo', { phone: formatPhone(pending?.phoneE164) })}</Typography>
              {env.emulators && (
                <Alert severity="info" variant="outlined">
                  {demoCode ? t('signIn.emulatorHint', { code: demoCode }) : t('signIn.emulatorHintWaiting')}
                </Alert>
              )}
              <TextField
                label={t('signIn.otpLabel')}
                helperText={t('signIn.otpHelper')}
                value={otp}
                onChange={(e) => setOtp(normaliseOtpInput(e.target.value))}
                inputRef={otpRef}
                autoFocus
                fullWidth
                slotProps={{
                  htmlInput: {
                    maxLength: OTP_LENGTH,
                    inputMode: 'numeric',
                    autoComplete: 'one-time-code',
                    pattern: '[0-9]*',
                    style: { letterSpacing: '0.4em', fontSize: '1.25rem' },
                  },
                }}
              />
              <Button type="submit" variant="contained" size="large" disabled={!isCompleteOtp(otp) || busy}>
                {busy ? t('signIn.verifying') : t('signIn.verify')}
              </Button>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Button onClick={changeNumber} disabled={busy}>
                  {t('signIn.changeNumber')}
                </Button>
                {resendInS > 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('signIn.resendIn', { seconds: String(resendInS) })}
                  </Typography>
                ) : (
                  <Button onClick={() => void sendCode()} disabled={busy}>
                    {t('signIn.resend')}
                  </Button>
                )}
              </Stack>
            </Stack>
          )}
        </Box>
        <div ref={recaptchaRef} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          <Trans
            t={t}
            i18nKey="signIn.legal"
            components={{
              terms: <Link component={RouterLink} to={ROUTES.termsShort} />,
              privacy: <Link component={RouterLink} to={ROUTES.privacyShort} />,
            }}
          />
        </Typography>
      </CardContent>
    </Card>
  );
}
