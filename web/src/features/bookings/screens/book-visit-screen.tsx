// /pg/{id}/book (signed in): the visit form, then the token payment through the adapter (lib/pay.ts).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import TextField from '@mui/material/TextField';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { birthDateProblem, isChild } from '@kotastay/shared/age';
import { ROUTES } from '@kotastay/shared/routes';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import type { ConsentState } from '@kotastay/shared/schemas/consent';
import type { PgDetail } from '@kotastay/shared/schemas/pg';
import { useSession } from '../../auth';
import { usePg } from '../../listings';
import { OfflineActionAlert, useOfflineGuard } from '../../offline';
import { ApiError } from '../../../lib/api-client';
import { bookingKeys, createBooking, errorCode, errorMessage } from '../api/bookings-api';
import { BookingForm, type FormProblem } from '../components/booking-form';
import { BookingsFirebase } from '../components/bookings-firebase';
import { ConsentPanel } from '../components/consent-panel';
import { saveBirthDate } from '../api/birth-date';
import { PgSummary } from '../components/pg-summary';
import {
  emptyBookingForm,
  serverFieldErrors,
  toCreateBody,
  type BookingField,
  type BookingFormValues,
} from '../lib/booking-form';
import { backToBookings } from '../lib/notice';
import { pay } from '../lib/pay';

export default function BookVisitScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation('bookings');
  const pg = usePg(id);
  const { t: tOffline } = useTranslation('offline');
  if (pg.isPending && pg.fetchStatus === 'paused') {
    // Offline before the PG could be read: react-query fetches it by itself when the connection returns.
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Alert severity="warning" data-testid="offline-action" data-action="book">
          {tOffline('bookForm.offline')}
        </Alert>
      </Container>
    );
  }
  if (pg.isPending) {
    return (
      <Container maxWidth="sm" sx={{ py: 3 }} aria-busy="true">
        <Skeleton width="50%" height={40} />
        <Skeleton variant="rounded" height={80} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={260} sx={{ mt: 3 }} />
      </Container>
    );
  }
  if (pg.isError || !pg.data) {
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Alert
          severity="error"
          action={
            pg.isError ? (
              <Button color="inherit" size="small" onClick={() => void pg.refetch()}>
                {t('form.retry')}
              </Button>
            ) : undefined
          }
        >
          {pg.isError ? t('form.loadError') : t('form.notFound')}
        </Alert>
      </Container>
    );
  }
  return <BookVisit pg={pg.data} />;
}

function BookVisit({ pg }: { pg: PgDetail }) {
  const { t, i18n } = useTranslation('bookings');
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [nowMs] = useState(() => Date.now());
  const [values, setValues] = useState<BookingFormValues>(() =>
    emptyBookingForm({
      // The number signed in with: the booking's student number on the server too (decision 191).
      phone: session.user?.phoneNumber ?? session.profile?.phone,
      parentPhone: session.profile?.parentPhone,
    }),
  );
  const [serverErrors, setServerErrors] = useState<Partial<Record<BookingField, string>>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const offline = useOfflineGuard('book');
  // Decision 203: a student's date of birth is asked once (here if the profile has none); under 18, a parent's
  // consent comes before the first booking.
  const knownBirthDate = session.profile?.birthDate ?? null;
  const [birthDate, setBirthDate] = useState('');
  const [birthDateError, setBirthDateError] = useState<string | null>(null);
  const child = isChild(knownBirthDate, nowMs);
  const [consentState, setConsentState] = useState<ConsentState | null>(null);
  const [consentAsked, setConsentAsked] = useState(false);
  const onConsentState = useCallback((s: ConsentState | null) => setConsentState(s), []);
  const consentRef = useRef<HTMLDivElement>(null);
  const askForConsent = () => {
    setBusy(null);
    setConsentAsked(true);
    consentRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  const change = (next: BookingFormValues) => {
    // A server message goes once its field is edited.
    const cleared = { ...serverErrors };
    for (const k of Object.keys(cleared) as BookingField[]) if (next[k] !== values[k]) delete cleared[k];
    setServerErrors(cleared);
    setValues(next);
  };

  const refused = (err: unknown) => {
    setBusy(null);
    const code = errorCode(err);
    if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length > 0) {
      const mapped = serverFieldErrors(err.fields);
      setServerErrors(mapped);
      if (Object.keys(mapped).length === 0)
        setProblem({ text: t('form.genericError', { message: Object.values(err.fields).join(' ') }) });
      return;
    }
    if (code === 'slot_full') {
      setServerErrors({ visitSlot: t('form.conflict.slot_full') });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.slots(pg.id, values.visitDate) });
      setProblem({ text: t('form.conflict.slot_full') });
    } else if (code === 'no_free_bed') {
      setServerErrors({ roomId: t('form.conflict.no_free_bed') });
      setProblem({ text: t('form.conflict.no_free_bed') });
    } else if (code === 'already_booked') {
      setProblem({
        text: t('form.conflict.already_booked'),
        link: { to: ROUTES.bookings, label: t('form.conflict.already_bookedLink') },
      });
    } else if (code === 'parental_consent_required') {
      askForConsent();
    } else if (code === 'payments_unavailable' || code === 'hold_expired') {
      setProblem({ text: t(`form.conflict.${code}`) });
    } else if (err instanceof ApiError) {
      setProblem({ text: t('form.genericError', { message: errorMessage(err) ?? err.message }) });
    } else {
      setProblem({ text: offline.lostMessage(err) ?? t('form.networkError') });
    }
  };

  const submit = () => {
    // Offline nothing is sent: the alert above the button says why, and everything typed stays.
    if (!offline.allow()) return;
    setProblem(null);
    setServerErrors({});
    if (!knownBirthDate) {
      const wrong = birthDateProblem(birthDate);
      if (wrong) {
        setBirthDateError(t('consent.errors.birthDate'));
        return;
      }
      setBusy(t('form.submitting'));
      // Saved first (set once, under the rules); the profile then says whether a parent must consent.
      saveBirthDate(session.user?.uid ?? '', birthDate).then(
        () => {
          setBusy(null);
          if (isChild(birthDate, nowMs)) askForConsent();
          else book();
        },
        (err: unknown) => {
          setBusy(null);
          setProblem({ text: offline.lostMessage(err) ?? t('form.networkError') });
        },
      );
      return;
    }
    if (child && consentState !== 'granted') {
      askForConsent();
      return;
    }
    book();
  };

  const book = () => {
    setBusy(t('form.submitting'));
    createBooking(toCreateBody(pg.id, values, i18n.language === 'hi' ? 'hi' : 'en')).then(({ booking, order }) => {
      // Waiting for the parent (decision 150): nothing to pay yet; /bookings says so and shows the wait live.
      if (booking.parentApproval) {
        backToBookings(navigate, { bookingId: booking.id, notice: 'parent_asked' });
        return;
      }
      setBusy(t('form.opening'));
      pay(order, { navigate: (path) => navigate(path, { replace: true }) }).then(
        (result) => {
          if (result.outcome === 'redirected') return;
          backToBookings(navigate, { bookingId: booking.id, notice: result.outcome });
        },
        (err: unknown) =>
          // The booking exists now: it is paid (or not) from /bookings, never booked twice from here.
          backToBookings(navigate, {
            bookingId: booking.id,
            notice: 'verify_error',
            message: errorMessage(err) ?? (err instanceof Error ? err.message : String(err)),
          }),
      );
    }, refused);
  };

  return (
    <Container maxWidth="sm" sx={{ py: 2, pb: { xs: 12, md: 4 } }}>
      <Button component={RouterLink} to={ROUTES.pgDetail(pg.id)} startIcon={<ArrowBackIcon />} sx={{ mb: 1, px: 0 }}>
        {t('form.back')}
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 800 }}>
        {t('form.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('form.intro')}
      </Typography>
      <Stack spacing={3}>
        <PgSummary pg={pg} />
        {pg.bedsAvailable <= 0 && <Alert severity="warning">{t('form.notBookable')}</Alert>}
        {!knownBirthDate && (
          <TextField
            label={t('consent.birthDate')}
            type="date"
            value={birthDate}
            onChange={(e) => {
              setBirthDate(e.target.value);
              setBirthDateError(null);
            }}
            error={Boolean(birthDateError)}
            helperText={birthDateError ?? t('consent.birthDateHelper')}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: kotaDate(nowMs) } }}
          />
        )}
        {child && session.user && (
          <div ref={consentRef}>
            <BookingsFirebase fallback={null}>
              <ConsentPanel
                uid={session.user.uid}
                ownPhone={session.user.phoneNumber}
                parentDigits={(values.parentPhone || session.profile?.parentPhone || '').replace(/^\+91/, '')}
                onState={onConsentState}
                asked={consentAsked}
              />
            </BookingsFirebase>
          </div>
        )}
        <BookingForm
          pg={pg}
          values={values}
          onChange={change}
          serverErrors={serverErrors}
          problem={problem}
          busy={busy}
          nowMs={nowMs}
          onSubmit={submit}
          offlineAlert={<OfflineActionAlert guard={offline} />}
        />
      </Stack>
    </Container>
  );
}
