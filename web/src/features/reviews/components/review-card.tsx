// One review: stars, the Verified Stay label, the text, the owner's reply, and the Report / Reply actions.
import { reviewAuthorName } from '../../../i18n/review-author';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import type { ReviewDoc } from '../api/contract';
import { formatDay, stayLabel } from '../lib/format';

/**
 * The report and reply dialogs are not loaded with the pages that list reviews: a reader who may report or reply
 * (signed in) fetches them once a card shows, so the dialog opens at once; nobody else ever does.
 */
const loadTextDialog = () => import('./review-text-dialog');
const TextDialog = lazy(() => loadTextDialog().then((m) => ({ default: m.TextDialog })));

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
  const mayAct = Boolean(canReport || canReply);
  useEffect(() => {
    // A failed fetch is not an error yet: opening the dialog fetches it again (a chunk that cannot load reaches the
    // screen's error boundary, components/screen-error-boundary.tsx).
    if (mayAct) loadTextDialog().catch(() => undefined);
  }, [mayAct]);
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
      {dialog && (
        <Suspense fallback={null}>
          <TextDialog
            kind={dialog}
            reviewId={r.id}
            pgId={r.pgId}
            onClose={() => setDialog(null)}
            onDone={() => {
              setDialog(null);
              if (dialog === 'report') setReported(true);
            }}
          />
        </Suspense>
      )}
    </Paper>
  );
}
