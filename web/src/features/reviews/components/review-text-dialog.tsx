// The report dialog (a reason) and the owner's reply dialog (the reply) of a review card. Its own module, loaded when
// a reader opens one (review-card.tsx): a dialog and a text field are ~20 chunks no PG page needs until then.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REPLY_MIN_CHARS,
  REPLY_TEXT_MAX_CHARS,
  REPORT_REASON_MAX_CHARS,
  REPORT_REASON_MIN_CHARS,
} from '../api/contract';
import { errorText, replyToReview, reportReview, reviewKeys } from '../api/reviews-api';

/** The report dialog (a reason) and the owner's reply dialog (the reply): one text, one call. */
export function TextDialog({
  kind,
  reviewId,
  pgId,
  onClose,
  onDone,
}: {
  kind: 'report' | 'reply';
  reviewId: string;
  pgId: string;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('reviews');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const min = kind === 'report' ? REPORT_REASON_MIN_CHARS : REPLY_MIN_CHARS;
  const short = text.trim().length < min;
  const ns = kind === 'report' ? 'report' : 'replyForm';
  const shortText =
    kind === 'report' ? t('report.reasonShort', { min: String(min) }) : t('replyForm.textShort', { min: String(min) });

  const send = () => {
    setTouched(true);
    if (short) return;
    setBusy(true);
    setError(null);
    (kind === 'report' ? reportReview(reviewId, text.trim()) : replyToReview(reviewId, text.trim())).then(
      () => {
        setBusy(false);
        if (kind === 'reply') void queryClient.invalidateQueries({ queryKey: reviewKeys.pg(pgId) });
        onDone();
      },
      (err: unknown) => {
        setBusy(false);
        setError(t(`${ns}.error`, { message: errorText(err) }));
      },
    );
  };

  const titleId = `${kind}-title-${reviewId}`;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{kind === 'report' ? t('report.title') : t('replyForm.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {kind === 'report' ? t('report.intro') : t('replyForm.intro')}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={kind === 'report' ? 2 : 3}
          label={kind === 'report' ? t('report.reason') : t('replyForm.text')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && short}
          helperText={
            touched && short ? shortText : kind === 'report' ? t('report.reasonHelp', { min: String(min) }) : ' '
          }
          slotProps={{
            htmlInput: {
              'data-testid': `${kind}-text`,
              maxLength: kind === 'report' ? REPORT_REASON_MAX_CHARS : REPLY_TEXT_MAX_CHARS,
            },
          }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {kind === 'report' ? t('report.cancel') : t('replyForm.cancel')}
        </Button>
        <Button variant="contained" onClick={send} disabled={busy} data-testid={`${kind}-submit`}>
          {busy
            ? kind === 'report'
              ? t('report.sending')
              : t('replyForm.sending')
            : kind === 'report'
              ? t('report.submit')
              : t('replyForm.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
