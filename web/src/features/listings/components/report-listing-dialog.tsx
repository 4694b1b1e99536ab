// The form of "Report this listing" (docs/decisions/206-trust-that-stays-fresh.md), loaded when it is opened: the PG
// page itself loads no zod (web/src/app/first-load-graph.test.ts), and the shared schema's codes come with this chunk.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LISTING_REPORT_DETAILS_MAX_CHARS,
  LISTING_REPORT_REASONS,
  type ListingReportReason,
} from '@kotastay/shared/schemas/listing-report';
import { reportListing } from '../api/report-listing';
import { apiErrorText } from '../../../i18n/api-errors';

export default function ReportDialog({ pgId, onClose, onDone }: { pgId: string; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('listings');
  const [reason, setReason] = useState<ListingReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = () => {
    setTouched(true);
    if (!reason) return;
    setBusy(true);
    setError(null);
    reportListing({ pgId, reason, details: details.trim() }).then(
      () => {
        setBusy(false);
        onDone();
      },
      (err: unknown) => {
        setBusy(false);
        setError(t('report.error', { message: apiErrorText(err) }));
      },
    );
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="report-listing-title" fullWidth maxWidth="xs">
      <DialogTitle id="report-listing-title">{t('report.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('report.intro')}
        </Typography>
        <FormControl error={touched && !reason} component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend">{t('report.reason')}</FormLabel>
          <RadioGroup value={reason ?? ''} onChange={(e) => setReason(e.target.value as ListingReportReason)}>
            {LISTING_REPORT_REASONS.map((r) => (
              <FormControlLabel
                key={r}
                value={r}
                control={
                  <Radio size="small" slotProps={{ input: { 'data-testid': `report-reason-${r}` } as object }} />
                }
                label={t(`report.reasons.${r}`)}
              />
            ))}
          </RadioGroup>
          {touched && !reason && <FormHelperText>{t('report.pickReason')}</FormHelperText>}
        </FormControl>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('report.details')}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          helperText={t('report.detailsHelp', { max: String(LISTING_REPORT_DETAILS_MAX_CHARS) })}
          slotProps={{ htmlInput: { maxLength: LISTING_REPORT_DETAILS_MAX_CHARS, 'data-testid': 'report-details' } }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('report.cancel')}
        </Button>
        <Button variant="contained" onClick={send} disabled={busy} data-testid="report-listing-submit">
          {busy ? t('report.sending') : t('report.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
