// /pgs-in/{areaId} and /pgs-near/{branchId} (docs/requirements/fast-and-findable-pages.md#area-and-coaching-pages):
// public PGs around a catalogue area or coaching campus, nearest first, server-rendered with their first page.
// The place's name comes with the results (the API resolves the id), so the page needs one request.
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatInr } from '@kotastay/shared/format';
import { pgListingUrl, ROUTES } from '@kotastay/shared/routes';
import type { NearbySearchResponse } from '@kotastay/shared/schemas/search';
import { usePageMeta } from '../../../lib/page-meta';
import { usePlacePgs } from '../api/search-place-pgs';
import { NotFoundCard } from '../components/not-found-card';
import { LoadMore, ResultCards, ResultsSkeleton } from '../components/results-list';
import { RetryAlert } from '../../../components/retry-alert';
import { formatRadius } from '../../../lib/format-distance';
import { placeRef } from '../lib/listing-params';
import { PLACE_QUICK_BUDGET_INR, PLACE_QUICK_SEARCHES, placeQuickSearchUrl } from '../lib/place-quick-searches';
import { breadcrumbJsonLd, pgItemListJsonLd, type Crumb } from '../lib/structured-data';

type PlaceKind = 'area' | 'branch';

export default function PlacePgsScreen({ kind }: { kind: PlaceKind }) {
  const { t } = useTranslation('listings');
  const params = useParams();
  const id = (kind === 'area' ? params.areaId : params.branchId) ?? '';
  const nearby = usePlacePgs(placeRef(kind, id));
  const firstPage = nearby.data?.pages[0];

  if (nearby.isPending) return <PlaceSkeleton />;
  if (nearby.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <RetryAlert onRetry={() => void nearby.refetch()}>{t('place.loadError')}</RetryAlert>
      </Container>
    );
  }
  if (!firstPage?.place) {
    return kind === 'area' ? (
      <NotFoundCard title={t('place.notFoundAreaTitle')} text={t('place.notFoundAreaText')} />
    ) : (
      <NotFoundCard title={t('place.notFoundBranchTitle')} text={t('place.notFoundBranchText')} />
    );
  }
  const results = nearby.data.pages.flatMap((p) => p?.results ?? []);
  return (
    <PlaceView kind={kind} id={id} first={firstPage} place={firstPage.place} results={results}>
      <LoadMore nearby={nearby} />
    </PlaceView>
  );
}

function PlaceView({
  kind,
  id,
  first,
  place,
  results,
  children,
}: {
  kind: PlaceKind;
  id: string;
  first: NearbySearchResponse;
  place: { id: string; name: string };
  results: NearbySearchResponse['results'];
  children: ReactNode;
}) {
  const { t } = useTranslation('listings');
  const path = kind === 'area' ? ROUTES.pgsInArea(id) : ROUTES.pgsNearBranch(id);
  const heading =
    kind === 'area' ? t('place.areaTitle', { place: place.name }) : t('place.branchTitle', { place: place.name });
  const radius = formatRadius(first.radiusM);
  // Of the first page (the nearest): the search does not say the lowest rent of every match, and the text must not
  // claim more than it knows, nor change when "Load more" adds cards.
  const minRentInr = first.results.length ? Math.min(...first.results.map((r) => r.fromRentInr)) : null;
  const crumbs: Crumb[] = [
    { name: t('place.home'), path: ROUTES.home },
    { name: t('place.searchPgs'), path: ROUTES.locationSearch },
    { name: heading, path },
  ];
  const fullSearch = pgListingUrl({ ...first.center, name: place.name, radius: first.radiusM, type: 'search' });

  usePageMeta({
    title: t('meta.title', { title: heading }),
    description: t('meta.placeDescription', {
      count: first.total,
      place: place.name,
      rent: minRentInr === null ? '' : t('meta.placeRent', { rent: formatInr(minRentInr) }),
    }),
    path,
    image: results[0]?.coverPhoto?.urls.full ?? null,
    jsonLd: [pgItemListJsonLd(heading, first.results), breadcrumbJsonLd(crumbs)],
  });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, pb: { xs: 10, md: 4 } }}>
      <Breadcrumbs aria-label={t('place.breadcrumbAria')} sx={{ mb: 1, fontSize: 14 }}>
        {crumbs.slice(0, -1).map((c) => (
          <Link key={c.path} component={RouterLink} to={c.path} underline="hover" color="inherit">
            {c.name}
          </Link>
        ))}
        <Typography aria-current="page" color="text.primary" sx={{ fontSize: 14 }}>
          {place.name}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 760 }}>
        {t(kind === 'area' ? 'place.areaIntro' : 'place.branchIntro', {
          count: first.total,
          radius,
          place: place.name,
        })}{' '}
        {minRentInr !== null && t('place.rentFrom', { rent: formatInr(minRentInr) })}
      </Typography>
      <Box component="ul" aria-label={t('place.quickLabel')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {PLACE_QUICK_SEARCHES.map((quick) => (
          <li key={quick.id}>
            <Chip
              component={RouterLink}
              to={placeQuickSearchUrl(quick, place.name, first.radiusM)}
              clickable
              variant="outlined"
              label={quick.id === 'budget' ? t('place.quick.budget', { amount: formatInr(PLACE_QUICK_BUDGET_INR) }) : t(`place.quick.${quick.id}`)}
            />
          </li>
        ))}
      </Box>
      <Button component={RouterLink} to={fullSearch} variant="outlined" startIcon={<TuneIcon />} sx={{ mt: 2, mb: 3 }}>
        {t('place.fullSearch')}
      </Button>
      {results.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('place.empty')}</Typography>
        </Paper>
      ) : (
        <>
          <ResultCards results={results} label={t('place.listAria')} />
          {children}
        </>
      )}
    </Container>
  );
}

/** Holds the heading, intro and button's space while the first page loads (client-side navigation only). */
function PlaceSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }} aria-busy="true">
      <Skeleton width={180} height={20} sx={{ mb: 1 }} />
      <Skeleton width="60%" height={44} />
      <Skeleton width="90%" />
      <Skeleton width="70%" />
      <Box sx={{ mt: 2, mb: 3 }}>
        <Skeleton variant="rounded" width={280} height={36} />
      </Box>
      <ResultsSkeleton />
    </Container>
  );
}
