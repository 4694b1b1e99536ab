// One review: stars, the Verified Stay label, the text, the owner's reply, and the Report / Reply actions.
import { reviewAuthorName } from '../../../i18n/review-author';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import {
  REPLY_MIN_CHARS,
  REPLY_TEXT_MAX_CHARS,
  REPORT_REASON_MAX_CHARS,
  REPORT_REASON_MIN_CHARS,
  type ReviewDoc,
} from '../api/contract';
import { errorText, replyToReview, reportReview, reviewKeys } from '../api/reviews-api';
import { formatDay, stayLabel } from '../lib/format';

type Props = {
  review: ReviewDoc;
  /** Show the PG's name and area (lists across PGs). */
  showPg?: boolean;
  canReport?: boolean;
  canReply?: boolean;
  /** Extra content at the bottom (admin actions). */
  children?: ReactNode;
};

export function ReviewCard({ review: r, showPg, canReport, canReply, children }: Props) {
  const { t, i18n } = useTranslation('reviews');
  const { t: tc } = useTranslation();
  const [dialog, setDialog] = useState<'report' | 'reply' | null>(null);
  const [reported, setReported] = useState(false);
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} data-testid="review-card" data-review-id={r.id}>
      {showPg && (
        <Link component={RouterLink} to={ROUTES.pgDetail(r.pgId)} sx={{ fontWeight: 700, display: 'block', mb: 0.5 }}>
          {t('card.pgLink', { pg: r.pgName, area: r.areaName })}
        </Link>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Rating
          value={r.ratings.overall}
          readOnly
          size="small"
          getLabelText={(n: number) => t('ratingOutOf', { label: t('overall'), rating: String(n) })}
          data-testid="review-rating"
          data-rating={r.ratings.overall}
        />
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('author', { name: reviewAuthorName(r.authorName, tc), label: t('authorLabel') })}
        </Typography>
        <Chip
          size="small"
          color="success"
          variant="outlined"
          icon={<VerifiedUserIcon />}
          label={stayLabel(t, r.stayMonth, i18n.language)}
          data-testid="verified-stay"
        />
        <Typography variant="caption" color="text.secondary">
          {formatDay(r.createdAt, i18n.language)}
        </Typography>
      </Stack>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="review-text">
        {r.text}
      </Typography>
      {r.ownerReply && (
        <Box sx={{ mt: 1.5, pl: 1.5, borderLeft: '3px solid', borderColor: 'primary.light' }} data-testid="owner-reply">
          <Typography variant="caption" sx={{ fontWeight: 700 }} color="text.secondary">
            {t('card.ownerReply')} · {formatDay(r.ownerReply.at, i18n.language)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {r.ownerReply.text}
          </Typography>
        </Box>
      )}
      {reported && (
        <Alert severity="success" sx={{ mt: 1.5 }} data-testid="report-done">
          {t('card.reported')}
        </Alert>
      )}
      {((canReport && !reported) || (canReply && !r.ownerReply)) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {canReply && !r.ownerReply && (
            <Button size="small" startIcon={<ReplyIcon />} onClick={() => setDialog('reply')} data-testid="reply-open">
              {t('card.reply')}
            </Button>
          )}
          {canReport && !reported && (
            <Button
              size="small"
              color="inherit"
              startIcon={<FlagOutlinedIcon />}
              onClick={() => setDialog('report')}
              data-testid="report-open"
            >
              {t('card.report')}
            </Button>
          )}
        </Stack>
      )}
      {children}
      {dialog === 'report' && (
        <TextDialog
          kind="report"
          reviewId={r.id}
          pgId={r.pgId}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setReported(true);
          }}
        />
      )}
      {dialog === 'reply' && (
        <TextDialog
          kind="reply"
          reviewId={r.id}
          pgId={r.pgId}
          onClose={() => setDialog(null)}
          onDone={() => setDialog(null)}
        />
      )}
    </Paper>
  );
}

/** The report dialog (a reason) and the owner's reply dialog (the reply): one text, one call. */
function TextDialog({
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
