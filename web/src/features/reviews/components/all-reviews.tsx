// /reviews: real reviews across PGs, newest first, filterable by area, with "Show more".
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { useSession } from '../../auth';
import { useAreas } from '../../catalogue';
import { allReviewsOptions, ownReviewIdsOptions } from '../api/reviews-api';
import { ReviewCard } from './review-card';

export function ListSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" data-testid="reviews-loading">
      {[0, 1, 2].map((i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2 }}>
          <Skeleton width="40%" />
          <Skeleton width="30%" />
          <Skeleton variant="rounded" height={60} sx={{ mt: 1 }} />
        </Paper>
      ))}
    </Stack>
  );
}

export default function AllReviews() {
  const { t } = useTranslation('reviews');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const areaId = params.get('area') ?? '';
  const areas = useAreas();
  const reviews = useInfiniteQuery(allReviewsOptions(areaId));
  const ownReviews = useQuery(ownReviewIdsOptions(session.user?.uid ?? ''));
  const areaName = areas.data?.find((a) => a.id === areaId)?.name ?? '';
  const all = reviews.data?.pages.flatMap((p) => p.results) ?? [];

  return (
    <Box sx={{ minHeight: 480 }}>
      <TextField
        select
        size="small"
        label={t('all.area')}
        value={areas.data?.some((a) => a.id === areaId) ? areaId : ''}
        onChange={(e) => {
          const next = new URLSearchParams(params);
          if (e.target.value) next.set('area', e.target.value);
          else next.delete('area');
          setParams(next, { replace: true });
        }}
        sx={{ minWidth: 220, mb: 2 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'reviews-area' } }}
      >
        <MenuItem value="">{t('all.allAreas')}</MenuItem>
        {(areas.data ?? []).map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
      {reviews.isPending ? (
        <ListSkeleton />
      ) : reviews.isError ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void reviews.refetch()}>{t('all.retry')}</Button>}>
          {t('all.loadError')}
        </Alert>
      ) : all.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="reviews-empty">
          <Typography sx={{ mb: 2 }}>{areaId && areaName ? t('all.emptyArea', { area: areaName }) : t('all.empty')}</Typography>
          <Button variant="contained" component={RouterLink} to={ROUTES.locationSearch} disableElevation>
            {t('all.searchCta')}
          </Button>
        </Paper>
      ) : (
        <>
          <Stack spacing={2} data-testid="all-reviews">
            {all.map((r) => (
              <ReviewCard key={r.id} review={r} showPg canReport={Boolean(session.user) && !ownReviews.data?.has(r.id)} />
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
              {t('all.showMore')}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
