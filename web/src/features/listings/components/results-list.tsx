// The pieces of a list of search results that /pg-listing and the area and coaching pages share: the grid,
// fixed-height skeleton cards while the first page loads, the cards, and "Load more".
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@kotastay/shared/format';
import type { NearbySearchResponse } from '@kotastay/shared/schemas/search';
import { PgCard, PgCardSkeleton, pgCardStyles, type PgCardData } from './pg-card';
import { SavedPgsScope } from './save-button';

/**
 * Enough skeletons that the footer starts below the fold at every width (four rows of three at 1280 px), so it
 * does not move when the results arrive.
 */
export const SKELETON_COUNT = 12;

export function ResultsGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        // minmax(0, …): a column is never widened by what is in it (a plain 1fr is at least its widest card's content).
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        // The browser skips style and layout of the cards off screen (from the 4th on: 17 of the first 20) until they
        // are scrolled near: the server-rendered page is parsed and laid out in fewer, shorter tasks. Sized like a
        // card until then (a 4:3 photo and ~220 px of text), and by its real size once it has been rendered. The
        // first row (up to 3 cards) is always rendered: it is on screen, holds the LCP photo, and must never move.
        // Only the height is given: a placeholder width (`contain-intrinsic-size: 480px` sets both) made a 480 px
        // card on a 412 px phone, the page wider than the screen, and the phone zoomed out and laid it all out again.
        '& > li:nth-of-type(n+4)': { contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 480px' },
        // The cards' own styles, once for the list (pg-card.tsx).
        ...pgCardStyles,
      }}
    >
      {children}
    </Box>
  );
}

export function ResultsSkeleton() {
  const { t } = useTranslation('listings');
  return (
    <Box aria-busy="true" aria-label={t('listing.loadingMore')}>
      <ResultsGrid>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <li key={i}>
            <PgCardSkeleton />
          </li>
        ))}
      </ResultsGrid>
    </Box>
  );
}

/** The cards; the first one's photo is the page's LCP image. Their hearts share one saved list and toggle. */
export function ResultCards({ results, label }: { results: readonly PgCardData[]; label?: string }) {
  return (
    <SavedPgsScope>
      <ResultsGrid label={label}>
        {results.map((pg, i) => (
          <li key={pg.id}>
            <PgCard pg={pg} priorityPhoto={i === 0} />
          </li>
        ))}
      </ResultsGrid>
    </SavedPgsScope>
  );
}

/** The nearby search's pages (a place page's first page is null when the place is unknown). */
type NearbyPages = Pick<
  UseInfiniteQueryResult<InfiniteData<NearbySearchResponse | null>>,
  'data' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'
>;

/** "Showing 20 of 57" and the button that appends the next page; nothing on the last page. */
export function LoadMore({ nearby }: { nearby: NearbyPages }) {
  const { t } = useTranslation('listings');
  if (!nearby.hasNextPage) return null;
  const shown = nearby.data?.pages.reduce((n, p) => n + (p?.results.length ?? 0), 0) ?? 0;
  const total = nearby.data?.pages[0]?.total ?? 0;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', mt: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {t('listing.shownOf', { shown: formatNumber(shown), total: formatNumber(total) })}
      </Typography>
      <Button
        variant="outlined"
        size="large"
        onClick={() => void nearby.fetchNextPage()}
        disabled={nearby.isFetchingNextPage}
      >
        {nearby.isFetchingNextPage ? t('listing.loadingMore') : t('listing.loadMore')}
      </Button>
    </Stack>
  );
}
