// /admin/pg-owners: the KYC queue. Each request shows what the owner sent (account number's last 4 digits
// only), the ID card through the viewer Function (every view is recorded server-side), approve, and
// reject with a reason the owner sees. The API re-checks that the caller is a current admin.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import type { KycStatus, KycView } from '@kotastay/shared/schemas/kyc';
import { useNotify } from '../../../components/notifications';
import { formatPhone } from '../../auth';
import { ApiError } from '../../../lib/api-client';
import { approveKyc, fetchIdCard, kycKeys, kycQueueOptions, rejectKyc } from '../api/kyc-api';

const messageOf = (err: unknown) =>
  err instanceof ApiError && typeof (err.body as { message?: unknown })?.message === 'string'
    ? (err.body as { message: string }).message
    : String(err);

const formatDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '—';

function IdCardViewer({ item }: { item: KycView }) {
  const { t } = useTranslation('kyc');
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchIdCard(item.uid).then(
      (blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      (err: unknown) => !cancelled && setError(messageOf(err)),
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [open, item.uid]);

  if (!item.hasIdCard)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('admin.idDeleted')}
      </Typography>
    );
  return (
    <Box>
      <Button size="small" variant="outlined" onClick={() => setOpen((o) => !o)}>
        {open ? t('admin.hideId') : t('admin.viewId')}
      </Button>
      {open && (
        <Box sx={{ mt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {!error && !url && <CircularProgress size={24} />}
          {url && item.idCardContentType === 'application/pdf' && (
            <Button href={url} target="_blank" rel="noopener" size="small">
              {t('admin.openPdf')}
            </Button>
          )}
          {url && item.idCardContentType !== 'application/pdf' && (
            <Box
              component="img"
              src={url}
              alt={t('admin.viewerAlt', { name: item.nameOnId ?? item.uid })}
              sx={{
                display: 'block',
                maxWidth: '100%',
                maxHeight: 420,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}

function KycCard({ item, status }: { item: KycView; status: KycStatus }) {
  const { t } = useTranslation('kyc');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const name = item.nameOnId ?? item.uid;
  const done = () => void queryClient.invalidateQueries({ queryKey: kycKeys.all });

  const approve = useMutation({
    mutationFn: () => approveKyc(item.uid, item.submittedAt ?? ''),
    onSuccess: () => {
      setApproving(false);
      notify({ title: t('admin.approved', { name }), variant: 'success' });
      done();
    },
    onError: (err) => notify({ title: t('admin.failed', { message: messageOf(err) }), variant: 'destructive' }),
  });
  const reject = useMutation({
    mutationFn: () => rejectKyc(item.uid, reason.trim(), item.submittedAt ?? ''),
    onSuccess: () => {
      setRejecting(false);
      notify({ title: t('admin.rejected', { name }), variant: 'info' });
      done();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields.reason) setReasonError(err.fields.reason);
      else notify({ title: t('admin.failed', { message: messageOf(err) }), variant: 'destructive' });
    },
  });

  const row = (label: string, value: string | undefined | null) => (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value || '—'}
    </Typography>
  );

  return (
    <Card variant="outlined" data-testid="kyc-request" data-uid={item.uid}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
          {name}
        </Typography>
        <Stack spacing={0.25} sx={{ my: 1 }}>
          {row(t('admin.phone'), formatPhone(item.phone))}
          {row(t('admin.idType'), t(`verify.idType.options.${item.idType}`))}
          {row(
            t('admin.bank'),
            t('status.bankValue', {
              holder: item.bank.accountHolderName,
              last4: item.bank.accountNumberLast4,
              ifsc: item.bank.ifsc,
            }),
          )}
          {row(t('admin.submittedAt'), formatDate(item.submittedAt))}
          {status !== 'submitted' && row(t('admin.decidedAt'), formatDate(item.decidedAt))}
          {item.rejectionReason && row(t('admin.reason'), item.rejectionReason)}
        </Stack>
        <IdCardViewer item={item} />
        {status === 'submitted' && (
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button
              variant="contained"
              color="success"
              onClick={() => setApproving(true)}
              disabled={approve.isPending || reject.isPending}
            >
              {t('admin.approve')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => setRejecting(true)}
              disabled={approve.isPending || reject.isPending}
            >
              {t('admin.reject')}
            </Button>
          </Box>
        )}
      </CardContent>
      {/* Approving makes the account a PG owner who can publish listings: one more look before it happens. */}
      <Dialog open={approving} onClose={() => setApproving(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('admin.approveTitle', { name })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2">{t('admin.approveCheck', { phone: formatPhone(item.phone) })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setApproving(false)} color="inherit">
            {t('admin.cancel')}
          </Button>
          <Button color="success" variant="contained" onClick={() => approve.mutate()} disabled={approve.isPending}>
            {t('admin.confirmApprove')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={rejecting} onClose={() => setRejecting(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('admin.rejectTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            multiline
            minRows={2}
            fullWidth
            label={t('admin.rejectReason')}
            value={reason}
            onChange={(ev) => {
              setReason(ev.target.value);
              setReasonError(null);
            }}
            error={Boolean(reasonError)}
            helperText={reasonError ?? t('admin.rejectHelp')}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { name: 'reason', maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)} color="inherit">
            {t('admin.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => reject.mutate()} disabled={reject.isPending}>
            {t('admin.confirmReject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

export default function AdminPgOwnersScreen() {
  const { t } = useTranslation('kyc');
  const [status, setStatus] = useState<KycStatus>('submitted');
  const queue = useQuery(kycQueueOptions(status));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('admin.title')}
        </Typography>
        <Button component={RouterLink} to={ROUTES.adminDashboard} size="small">
          {t('admin.back')}
        </Button>
      </Box>
      <Tabs value={status} onChange={(_e, v: KycStatus) => setStatus(v)} sx={{ mb: 2 }} variant="fullWidth">
        {(['submitted', 'approved', 'rejected'] as const).map((s) => (
          <Tab key={s} value={s} label={t(`admin.tabs.${s}`)} />
        ))}
      </Tabs>
      {queue.isPending && <CircularProgress />}
      {queue.isError && (
        <Alert severity="error" action={<Button onClick={() => void queue.refetch()}>{t('admin.retry')}</Button>}>
          {t('admin.loadFailed')}
        </Alert>
      )}
      {queue.data && queue.data.length === 0 && <Typography color="text.secondary">{t('admin.empty')}</Typography>}
      <Stack spacing={2}>
        {queue.data?.map((item) => (
          <KycCard key={item.uid} item={item} status={status} />
        ))}
      </Stack>
    </Container>
  );
}
