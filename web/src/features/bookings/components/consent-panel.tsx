// The booking form's panel for a student under 18 (docs/decisions/203-children-and-parental-consent.md): before the
// first booking a parent or guardian must consent. The student asks (a text with a link goes to the parent's number);
// the parent answers by signing in with that number; the panel follows the consent live.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODE, PHONE_LENGTH } from '@kotastay/shared/constants';
import { isIndianMobileDigits } from '@kotastay/shared/phone';
import type { ConsentState } from '@kotastay/shared/schemas/consent';
import { ApiError } from '../../../lib/api-client';
import { formatPhone, normalisePhoneInput } from '../../auth';
import { askParentConsent } from '../api/consent-api';
import { errorCode, errorMessage } from '../api/bookings-api';
import { useMyConsent } from '../hooks/use-consent';
import { formatDateTime } from '../lib/format';

export function ConsentPanel(props: {
  uid: string;
  /** The student's own number (E.164): not accepted as the parent's. */
  ownPhone: string | null;
  /** The parent's number from the profile or the form (10 digits), to start with. */
  parentDigits: string;
  /** The live state, for the form's submit (null: never asked). */
  onState(state: ConsentState | null): void;
  /** Set when a booking was refused for want of consent: the panel says so first. */
  asked: boolean;
}) {
  const { t, i18n } = useTranslation('bookings');
  const { status, consent } = useMyConsent(props.uid);
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { onState } = props;
  const state = consent?.state ?? null;
  useEffect(() => onState(state), [onState, state]);
  // Until the student types one: the form's (or profile's) parent number, else the number asked before.
  const digits = typed ?? (props.parentDigits || (consent?.parentPhone.replace(/^\+91/, '') ?? ''));

  if (status === 'loading') return null;
  const lang = i18n.language === 'hi' ? 'hi' : 'en';

  const send = () => {
    const clean = digits.replace(/\D/g, '');
    if (!isIndianMobileDigits(clean)) {
      setError(t('consent.errors.phone'));
      return;
    }
    if (props.ownPhone === `${COUNTRY_CODE}${clean}`) {
      setError(t('consent.errors.ownNumber'));
      return;
    }
    setError(null);
    setSending(true);
    askParentConsent({ parentPhone: clean, language: lang }).then(
      () => setSending(false),
      (err: unknown) => {
        setSending(false);
        // Known refusals in the page's language; any other in the server's words.
        const code = err instanceof ApiError ? errorCode(err) : null;
        if (code === 'too_many_consent_requests') setError(t('consent.errors.tooMany'));
        else if (code === 'not_a_child') setError(t('consent.errors.notAChild'));
        else if (err instanceof ApiError && err.fields.parentPhone) setError(t('consent.errors.phone'));
        else setError(err instanceof ApiError ? (errorMessage(err) ?? err.message) : t('consent.errors.network'));
      },
    );
  };

  if (state === 'granted' && consent) {
    return (
      <Alert severity="success" icon={<CheckCircleIcon />} data-testid="consent-granted">
        {t('consent.granted', { phone: formatPhone(consent.parentPhone), date: formatDateTime(consent.grantedAt ?? consent.updatedAt) })}
      </Alert>
    );
  }

  const waiting = state === 'requested' && consent;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: props.asked ? 'warning.main' : undefined }} data-testid="consent-panel" id="consent">
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('consent.title')}
        </Typography>
        {props.asked && !waiting && state !== 'withdrawn' && (
          <Alert severity="warning" role="alert">
            {t('consent.needed')}
          </Alert>
        )}
        {state === 'withdrawn' && consent && (
          <Alert severity="warning">{t('consent.withdrawn', { date: formatDateTime(consent.withdrawnAt ?? consent.updatedAt) })}</Alert>
        )}
        <Typography color="text.secondary">{t('consent.why')}</Typography>
        {waiting ? (
          <Alert severity="info" data-testid="consent-waiting">
            {t('consent.waiting', { phone: formatPhone(consent.parentPhone) })}
          </Alert>
        ) : null}
        <TextField
          label={t('consent.parentPhone')}
          value={digits}
          onChange={(e) => {
            setTyped(normalisePhoneInput(e.target.value));
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? t('consent.parentPhoneHelper')}
          type="tel"
          fullWidth
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">{COUNTRY_CODE}</InputAdornment> },
            htmlInput: { maxLength: PHONE_LENGTH, inputMode: 'numeric' },
          }}
        />
        <Button variant={waiting ? 'outlined' : 'contained'} onClick={send} disabled={sending}>
          {sending ? t('consent.sending') : waiting ? t('consent.askAgain') : t('consent.ask')}
        </Button>
      </Stack>
    </Paper>
  );
}
