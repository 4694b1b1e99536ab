// /admin/listing-reports: reports of listings (docs/decisions/206-trust-that-stays-fresh.md), oldest first. An admin
// takes one up, checks the listing (a visit, a call), and closes it with what was found and done — "action taken" or
// "dismissed"; the reporter gets that outcome by text. Booking and move-in teams do not see this queue.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { LISTING_REPORT_OUTCOME_MAX_CHARS, type ListingReport } from '@kotastay/shared/schemas/listing-report';
import { SessionSpinner } from '../../auth';
import { apiErrorText } from '../../../i18n/api-errors';
import { useListingReports, useMoveListingReport } from '../api/listing-reports';
import { formatWhen } from '../lib/when';

function ReportRow({ r, onClosed }: { r: ListingReport; onClosed(text: string): void }) {
  const { t } = useTranslation('admin');
  const move = useMoveListingReport();
  const [outcome, setOutcome] = useState('');
  const [touched, setTouched] = useState(false);
  const short = outcome.trim().length < 3;
  const close = (status: 'action_taken' | 'dismissed') => {
    setTouched(true);
    if (short) return;
    move.mutate(
      { id: r.id, body: { status, outcome: outcome.trim() } },
      { onSuccess: () => onClosed(t('reports.closedText', { name: r.pgName, status: t(`reports.statuses.${status}`) })) },
    );
  };
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} data-testid="listing-report">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
        <Chip size="small" color={r.reason === 'unsafe' ? 'error' : 'warning'} label={t(`reports.reasons.${r.reason}`)} />
        <Chip size="small" variant="outlined" label={t(`reports.statuses.${r.status}`)} />
        <Typography variant="body2" color="text.secondary">
          {formatWhen(r.createdAt)}
        </Typography>
      </Stack>
      <Link component={RouterLink} to={ROUTES.pgDetail(r.pgId)} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {r.pgName}
      </Link>
      {r.details && (
        <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>“{r.details}”</Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('reports.reporter', { who: r.reporterPhone ?? r.reporterUid })}
      </Typography>
      {r.status === 'open' && (
        <Button size="small" sx={{ mt: 1 }} disabled={move.isPending} onClick={() => move.mutate({ id: r.id, body: { status: 'reviewing' } })} data-testid="report-take-up">
          {t('reports.takeUp')}
        </Button>
      )}
      <TextField
        fullWidth
        multiline
        minRows={2}
        size="small"
        sx={{ mt: 1.5 }}
        label={t('reports.outcome')}
        value={outcome}
        onChange={(e) => setOutcome(e.target.value)}
        error={touched && short}
        helperText={touched && short ? t('reports.outcomeShort') : t('reports.outcomeHelp')}
        slotProps={{ htmlInput: { maxLength: LISTING_REPORT_OUTCOME_MAX_CHARS, 'data-testid': 'report-outcome' } }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="contained" color="error" disabled={move.isPending} onClick={() => close('action_taken')} data-testid="report-action-taken">
          {t('reports.actionTaken')}
        </Button>
        <Button variant="outlined" disabled={move.isPending} onClick={() => close('dismissed')} data-testid="report-dismiss">
          {t('reports.dismiss')}
        </Button>
      </Stack>
      {move.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('reports.failed', { message: apiErrorText(move.error) })}
        </Alert>
      )}
    </Paper>
  );
}

export default function AdminListingReportsScreen() {
  const { t } = useTranslation('admin');
  const reports = useListingReports();
  const [closed, setClosed] = useState<string | null>(null);
  const rows = reports.data?.results;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Button component={RouterLink} to={ROUTES.adminDashboard} sx={{ mb: 1 }}>
        {t('reports.back')}
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 30 }, mb: 0.5 }}>
        {t('reports.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.intro')}
      </Typography>
      {closed && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setClosed(null)} data-testid="report-closed">
          {closed}
        </Alert>
      )}
      {reports.isError && <Alert severity="error">{t('reports.failed', { message: apiErrorText(reports.error) })}</Alert>}
      {reports.isPending && <SessionSpinner />}
      {rows && rows.length === 0 && <Typography>{t('reports.none')}</Typography>}
      {rows && rows.length > 0 && (
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
          {rows.map((r) => (
            <ReportRow key={r.id} r={r} onClosed={setClosed} />
          ))}
        </Box>
      )}
    </Container>
  );
}
