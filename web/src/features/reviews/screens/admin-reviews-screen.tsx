// /admin/reviews: reported reviews. An admin hides one with a recorded reason (the PG's rating is recomputed by
// the Function) or restores a hidden one.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { HIDE_REASON_MAX_CHARS, HIDE_REASON_MIN_CHARS, type ReportedReview } from '../api/contract';
import { errorText, hideReview, reportedOptions, restoreReview, reviewKeys } from '../api/reviews-api';
import { ListSkeleton } from '../components/all-reviews';
import { ReviewCard } from '../components/review-card';
import { formatDay } from '../lib/format';

export default function AdminReviewsScreen() {
  const { t } = useTranslation('reviews');
  const reported = useQuery(reportedOptions());
  const [outcome, setOutcome] = useState<string | null>(null);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Button component={RouterLink} to={ROUTES.adminDashboard} sx={{ mb: 1 }}>
        {t('admin.back')}
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 800, mb: 1 }}>
        {t('admin.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('admin.intro')}
      </Typography>
      {outcome && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setOutcome(null)} data-testid="moderation-outcome">
          {outcome}
        </Alert>
      )}
      {reported.isPending ? (
        <ListSkeleton />
      ) : reported.isError ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void reported.refetch()}>{t('all.retry')}</Button>}>
          {t('admin.loadError')}
        </Alert>
      ) : reported.data.length === 0 ? (
        <Typography data-testid="reported-empty">{t('admin.empty')}</Typography>
      ) : (
        <Stack spacing={2}>
          {reported.data.map((r) => (
            <ReviewCard key={r.id} review={r} showPg>
              <Moderation review={r} onOutcome={setOutcome} />
            </ReviewCard>
          ))}
        </Stack>
      )}
    </Container>
  );
}

function Moderation({ review: r, onOutcome }: { review: ReportedReview; onOutcome(text: string): void }) {
  const { t } = useTranslation('reviews');
  const queryClient = useQueryClient();
  const [hiding, setHiding] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const short = reason.trim().length < HIDE_REASON_MIN_CHARS;
  const hidden = r.status === 'hidden';

  const run = (call: Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    call.then(
      () => {
        setBusy(false);
        setHiding(false);
        onOutcome(done);
        void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      },
      (err: unknown) => {
        setBusy(false);
        setError(t('admin.error', { message: errorText(err) }));
      },
    );
  };

  return (
    <Box sx={{ mt: 1.5, pt: 1.5, borderTop: '1px solid', borderColor: 'divider' }} data-testid="moderation">
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {r.reportCount > 0 && <Chip size="small" color="warning" label={t('admin.reports', { count: r.reportCount })} />}
        {hidden && <Chip size="small" label={t('admin.hiddenLabel')} data-testid="hidden-chip" />}
        {hidden && r.hiddenReason && (
          <Typography variant="body2" color="text.secondary">
            {t('card.hiddenBy', { reason: r.hiddenReason })}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {hidden ? (
          <Button key="restore" variant="outlined" disabled={busy} onClick={() => run(restoreReview(r.id), t('admin.restored'))} data-testid="restore-review">
            {busy ? t('admin.working') : t('admin.restore')}
          </Button>
        ) : (
          <Button key="hide" variant="contained" color="error" onClick={() => setHiding(true)} data-testid="hide-review">
            {t('admin.hide')}
          </Button>
        )}
      </Stack>
      {r.reports.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }} aria-label={t('admin.reportReasons')}>
          {r.reports.map((rep) => (
            <Typography component="li" variant="body2" key={`${rep.at}-${rep.reason}`}>
              “{rep.reason}” · {formatDay(rep.at)}
            </Typography>
          ))}
        </Box>
      )}
      {error && !hiding && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Dialog open={hiding} onClose={busy ? undefined : () => setHiding(false)} aria-labelledby={`hide-title-${r.id}`} fullWidth maxWidth="xs">
        <DialogTitle id={`hide-title-${r.id}`}>{t('admin.hideTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 1 }}
            label={t('admin.hideReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && short}
            helperText={touched && short ? t('admin.hideReasonShort', { min: String(HIDE_REASON_MIN_CHARS) }) : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'hide-reason', maxLength: HIDE_REASON_MAX_CHARS } }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setHiding(false)} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={busy}
            data-testid="hide-confirm"
            onClick={() => {
              setTouched(true);
              if (!short) run(hideReview(r.id, reason.trim()), t('admin.hidden'));
            }}
          >
            {busy ? t('admin.working') : t('admin.confirmHide')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
