// /account/data: the person's rights in the app (docs/decisions/204-data-rights-in-the-app.md) — download everything
// KotaStay holds about them (a JSON file and this page), ask for a correction a person must make (the date of birth
// is set once, decision 203), and delete the account (what goes, what is kept and why), then sign out.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { DELETION_KEEPS, PRIVACY_REQUEST_DAYS, type DataExport } from '@kotastay/shared/schemas/privacy';
import { useNotify } from '../../../components/notifications';
import { apiErrorText } from '../../../i18n/api-errors';
import { formatKotaDay } from '../../../i18n/dates';
import { ApiError } from '../../../lib/api-client';
import { SessionSpinner, useSession } from '../../auth';
import {
  fetchMyData,
  saveExportFile,
  useAskPrivacyRequest,
  useDeleteAccount,
  useMyPrivacyRequests,
} from '../api/data-rights';
import { ExportView } from '../components/export-view';

function DownloadCard() {
  const { t } = useTranslation('account');
  const [data, setData] = useState<DataExport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const fresh = await fetchMyData();
      saveExportFile(fresh);
      setData(fresh);
    } catch (err) {
      setError(apiErrorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('data.downloadTitle')}
        </Typography>
        <Typography variant="body2" sx={{ my: 1.5 }}>
          {t('data.downloadText')}
        </Typography>
        <Button variant="contained" onClick={() => void download()} disabled={busy} data-testid="download-data">
          {busy ? t('data.downloading') : t('data.download')}
        </Button>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {data && (
          <Stack sx={{ mt: 3 }}>
            <ExportView data={data} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function CorrectCard() {
  const { t, i18n } = useTranslation('account');
  const notify = useNotify();
  const ask = useAskPrivacyRequest();
  const mine = useMyPrivacyRequests();
  const [birthDate, setBirthDate] = useState('');
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const open = (mine.data?.results ?? []).filter((r) => r.kind === 'birth_date_correction');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFields({});
    ask.mutate(
      { kind: 'birth_date_correction', birthDate, note },
      {
        onSuccess: () =>
          notify({ title: t('data.correctionSent.title'), text: t('data.correctionSent.text'), variant: 'success' }),
        onError: (err) => {
          if (err instanceof ApiError) setFields(err.fields);
          notify({ title: t('data.requestFailed'), text: apiErrorText(err), variant: 'destructive' });
        },
      },
    );
  };
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('data.correctTitle')}
        </Typography>
        <Typography variant="body2" sx={{ my: 1.5 }}>
          {t('data.correctText')} <RouterLink to={ROUTES.profile}>{t('data.editProfile')}</RouterLink>
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('data.birthDateText')}
        </Typography>
        {open.map((r) => (
          <Alert key={r.id} severity="info" sx={{ mb: 1.5 }} data-testid="open-correction">
            {t('data.correctionOpen', {
              date: r.details.birthDate ?? '',
              due: formatKotaDay(new Date(r.dueAt), i18n.language),
            })}
          </Alert>
        ))}
        <Stack component="form" onSubmit={submit} spacing={1.5} noValidate>
          <TextField
            type="date"
            label={t('data.correctBirthDate')}
            value={birthDate}
            onChange={(e) => setBirthDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(fields.birthDate)}
            helperText={fields.birthDate ? t('data.birthDateInvalid') : ' '}
          />
          <TextField
            label={t('data.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Button type="submit" variant="outlined" disabled={ask.isPending} sx={{ alignSelf: 'flex-start' }}>
            {t('data.askCorrection')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function DeleteCard() {
  const { t } = useTranslation('account');
  const session = useSession();
  const notify = useNotify();
  const del = useDeleteAccount();
  const later = useAskPrivacyRequest();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const confirm = () =>
    del.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        notify({ title: t('data.deleted.title'), text: t('data.deleted.text'), variant: 'success' });
        void session.signOut();
      },
      onError: (err) => {
        setOpen(false);
        setRefused(err instanceof ApiError && err.status === 409 ? apiErrorText(err) : null);
        if (!(err instanceof ApiError && err.status === 409))
          notify({ title: t('data.deleteFailed'), text: apiErrorText(err), variant: 'destructive' });
      },
    });
  const askLater = () =>
    later.mutate(
      { kind: 'deletion_later', note: '' },
      {
        onSuccess: () =>
          notify({ title: t('data.laterSent.title'), text: t('data.laterSent.text'), variant: 'success' }),
        onError: (err) => notify({ title: t('data.requestFailed'), text: apiErrorText(err), variant: 'destructive' }),
      },
    );
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, borderColor: 'error.light' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('data.deleteTitle')}
        </Typography>
        <Typography variant="body2" sx={{ my: 1.5 }}>
          {t('data.deleteText')}
        </Typography>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)} data-testid="delete-account">
          {t('data.delete')}
        </Button>
        {refused && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="delete-refused">
            {refused}
            <Button
              size="small"
              sx={{ display: 'block', mt: 1 }}
              onClick={askLater}
              disabled={later.isPending || later.isSuccess}
            >
              {later.isSuccess ? t('data.laterSent.title') : t('data.askLater')}
            </Button>
          </Alert>
        )}
        <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-dialog-title">
          <DialogTitle id="delete-dialog-title">{t('data.confirmTitle')}</DialogTitle>
          <DialogContent>
            <Typography variant="subtitle2" component="h3">
              {t('data.goes')}
            </Typography>
            <Typography variant="body2" component="ul" sx={{ mt: 0.5 }}>
              {(['profile', 'saved', 'consents', 'messages', 'kyc', 'signIn'] as const).map((k) => (
                <li key={k}>{t(`data.goesList.${k}`)}</li>
              ))}
            </Typography>
            <Typography variant="subtitle2" component="h3">
              {t('data.kept')}
            </Typography>
            <Typography variant="body2" component="ul" sx={{ mt: 0.5 }}>
              {DELETION_KEEPS.map((k) => (
                <li key={k.what}>{t(`data.keeps.${k.what}`)}</li>
              ))}
            </Typography>
            <TextField
              label={t('data.typeDelete')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              fullWidth
              sx={{ mt: 2 }}
              slotProps={{ htmlInput: { 'data-testid': 'confirm-delete-input', autoCapitalize: 'characters' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('data.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              disabled={typed.trim() !== 'DELETE' || del.isPending}
              onClick={confirm}
              data-testid="confirm-delete"
            >
              {t('data.confirmDelete')}
            </Button>
          </DialogActions>
        </Dialog>
      </CardContent>
    </Card>
  );
}

export default function AccountDataScreen() {
  const { t } = useTranslation('account');
  const session = useSession({ eager: true });
  if (!session.user) return <SessionSpinner />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('data.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('data.subtitle', { days: String(PRIVACY_REQUEST_DAYS) })}
      </Typography>
      <Stack spacing={3}>
        <DownloadCard />
        <CorrectCard />
        <DeleteCard />
      </Stack>
    </Container>
  );
}
