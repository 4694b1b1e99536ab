// The PG page's reviews, below the fold: loaded when the section nears the viewport (the page's LCP is the photo),
// with its space reserved so nothing jumps. Category averages, the reviews with "Show more", the student's own
// "Write a review" when they have an eligible stay here, Report for anyone signed in and Reply for the owner.
import RateReviewIcon from '@mui/icons-material/RateReview';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth';
import { STAY_CATEGORIES, type RatingBreakdown } from '../api/contract';
import { ownsPgOptions } from '../api/owns-pg';
import { eligibleOptions, ownReviewIdsOptions, pgReviewsOptions } from '../api/reviews-api';
import { stayLabel } from '../lib/format';
import { ReviewCard } from './review-card';

/**
 * The review form (a dialog with MUI's text field, rating and modal: ~20 chunks) loads only for a student who can
 * write one, never with the PG page: loading it with every page was a quarter of the page's script requests.
 */
const loadReviewForm = () => import('./review-form-dialog');
const ReviewFormDialog = lazy(() => loadReviewForm().then((m) => ({ default: m.ReviewFormDialog })));

/** True once the element has come within a screen of the viewport. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  // False on the server and in the first browser render alike (the page is server-rendered and hydrated).
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    // Without IntersectionObserver (old browsers, tests) the section loads at once.
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return { ref, near };
}

export function CategoryBars({ averages }: { averages: RatingBreakdown }) {
  const { t } = useTranslation('reviews');
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(120px, auto) 1fr 2.5em',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1,
      }}
    >
      {STAY_CATEGORIES.map((c) => {
        const v = averages[c] ?? 0;
        return (
          <Box key={c} sx={{ display: 'contents' }} data-testid={`avg-${c}`}>
            <Typography component="dt" variant="body2">
              {t(`categories.${c}`)}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <LinearProgress
                variant="determinate"
                value={(v / 5) * 100}
                aria-label={t('ratingOutOf', { label: t(`categories.${c}`), rating: v.toFixed(1) })}
                sx={{
                  height: 8,
                  borderRadius: 4,
                  bgcolor: 'grey.200',
                  '& .MuiLinearProgress-bar': { bgcolor: '#f5a623', borderRadius: 4 },
                }}
              />
            </Box>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
              {v.toFixed(1)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

function SectionSkeleton() {
  return (
    <Box aria-busy="true" data-testid="pg-reviews-loading">
      <Skeleton width="50%" height={32} />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height={24} />
      ))}
      <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
    </Box>
  );
}

export default function PgReviews({ pgId, pgName }: { pgId: string; pgName: string }) {
  const { t } = useTranslation('reviews');
  const { ref, near } = useNearViewport<HTMLElement>();
  return (
    <Box
      component="section"
      ref={ref}
      sx={{ mt: 4, minHeight: near ? undefined : 360 }}
      aria-labelledby="pg-reviews-title"
      data-testid="pg-reviews"
    >
      <Typography id="pg-reviews-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('pg.title')}
      </Typography>
      {near ? <Loaded pgId={pgId} pgName={pgName} /> : <SectionSkeleton />}
    </Box>
  );
}

function Loaded({ pgId, pgName }: { pgId: string; pgName: string }) {
  const { t, i18n } = useTranslation('reviews');
  const session = useSession();
  const uid = session.user?.uid ?? '';
  const reviews = useInfiniteQuery(pgReviewsOptions(pgId));
  const eligible = useQuery(eligibleOptions(uid, pgId));
  const ownReviews = useQuery(ownReviewIdsOptions(uid, pgId));
  const owns = useQuery(ownsPgOptions(uid, pgId, session.role === 'pg_owner'));
  const isOwner = owns.data === true;
  const [writing, setWriting] = useState<string | null>(null);
  const [thanks, setThanks] = useState(false);

  const canWrite = (eligible.data?.length ?? 0) > 0;
  // A student who can write a review gets the form's code now, so the dialog opens at once when they tap.
  useEffect(() => {
    // A failed fetch is not an error yet: opening the dialog fetches it again (a chunk that cannot load reaches the
    // screen's error boundary, components/screen-error-boundary.tsx).
    if (canWrite) loadReviewForm().catch(() => undefined);
  }, [canWrite]);

  if (reviews.isPending) return <SectionSkeleton />;
  if (reviews.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void reviews.refetch()}>
            {t('pg.retry')}
          </Button>
        }
      >
        {t('pg.loadError')}
      </Alert>
    );
  }
  const first = reviews.data.pages[0];
  const all = reviews.data.pages.flatMap((p) => p.results);
  const summary = first;
  const stays = eligible.data ?? [];

  return (
    <>
      {thanks && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setThanks(false)} data-testid="review-thanks">
          {t('form.done')}
        </Alert>
      )}
      {stays.length > 0 && (
        <Paper
          variant="outlined"
          sx={{ p: 2, mb: 2, bgcolor: '#f3f7ff', borderColor: '#c9d7f8' }}
          data-testid="write-review-box"
        >
          <Typography sx={{ fontWeight: 700 }}>{t('eligibleTitle')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('eligibleText')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {stays.map((s) => (
              <Button
                key={s.bookingId}
                variant="contained"
                startIcon={<RateReviewIcon />}
                onClick={() => setWriting(s.bookingId)}
                data-testid="write-review"
              >
                {stays.length > 1 ? `${t('write')} · ${stayLabel(t, s.stayMonth, i18n.language)}` : t('write')}
              </Button>
            ))}
          </Stack>
        </Paper>
      )}
      {writing && (
        <Suspense fallback={null}>
          <ReviewFormDialog
            open
            bookingId={writing}
            pgId={pgId}
            pgName={pgName}
            onClose={() => setWriting(null)}
            onDone={() => {
              setWriting(null);
              setThanks(true);
            }}
          />
        </Suspense>
      )}
      {summary && summary.ratingCount > 0 && summary.ratingBreakdown ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
            alignItems: 'center',
            mb: 2,
          }}
        >
          <Box>
            <Typography variant="h3" component="p" sx={{ fontWeight: 800 }} data-testid="pg-rating-avg">
              {summary.ratingAvg.toFixed(1)}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              data-testid="pg-rating-count"
              data-count={summary.ratingCount}
            >
              {t('pg.summary', { rating: summary.ratingAvg.toFixed(1), count: summary.ratingCount })}
            </Typography>
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('pg.categoryAverages')}
            </Typography>
            <CategoryBars averages={summary.ratingBreakdown} />
          </Box>
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="pg-no-reviews">
          {t('pg.none')}
        </Typography>
      )}
      <Stack spacing={2}>
        {all.map((r) => (
          <ReviewCard key={r.id} review={r} canReport={Boolean(uid) && !ownReviews.data?.has(r.id)} canReply={isOwner} />
        ))}
      </Stack>
      {reviews.hasNextPage && (
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          onClick={() => void reviews.fetchNextPage()}
          disabled={reviews.isFetchingNextPage}
          data-testid="reviews-more"
        >
          {reviews.isFetchingNextPage ? t('pg.loadingMore') : t('pg.showMore')}
        </Button>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {t('pg.note')}
      </Typography>
    </>
  );
}
