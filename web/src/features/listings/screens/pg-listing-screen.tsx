// /pg-listing (docs/requirements/search-and-listings.md#listing-page-parameters): PGs around a place, with filters and sort in the URL (shareable; Back undoes them).
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import ViewListIcon from '@mui/icons-material/ViewList';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MAX_RADIUS_M, SEARCH_MIN_QUERY_LENGTH } from '@kotastay/shared/constants';
import type { NearbySort } from '@kotastay/shared/schemas/search';
import { queryWithout } from '@kotastay/shared/query-words';
import { useNearbyPgs } from '../api/search-nearby-pgs';
import { PgCard, pgCardStyles, type PgCardData } from '../components/pg-card';
import { LoadMore, ResultCards, ResultsSkeleton } from '../components/results-list';
import { ResultsMap } from '../components/results-map';
import { SearchBar } from '../components/search-bar';
import { UnderstoodChips } from '../components/understood-chips';
import { CampusChoice } from '../components/campus-choice';
import { NearMeChoice } from '../components/near-me-choice';
import { searchCentre, searchTarget } from '../hooks/use-search-centre';
import { formatDistance, formatRadius } from '../../../lib/format-distance';
import {
  activeFilterCount,
  isIndexableListing,
  listingCanonicalPath,
  nearbyQuery,
  parseListingParams,
  withFilters,
  type ListingFilters,
} from '../lib/listing-params';
import { NEARBY_SORTS } from '@kotastay/shared/vocabulary';
import { RetryAlert } from '../../../components/retry-alert';
import { usePageMeta } from '../../../lib/page-meta';

// The filters are no part of a results page until they are used (docs/decisions/235-lighter-result-cards.md): the
// phone's sheet loads on the first tap on Filters (fetched already when the finger lands), the wide screen's panel
// as soon as the screen is known to be wide, after hydration.
const loadFilterSheet = () => import('../components/filter-sheet');
const FilterSheet = lazy(loadFilterSheet);
const FilterPanel = lazy(() => import('../components/filter-panel').then((m) => ({ default: m.FilterPanel })));

/** The list/map toggle as one outlined group, as MUI's ToggleButtonGroup draws it. */
const viewToggleSx = {
  gridArea: 'view',
  justifySelf: 'end',
  display: 'inline-flex',
  '& > :first-of-type': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
  '& > :last-of-type': {
    ml: '-1px',
    borderLeft: '1px solid transparent',
    borderTopLeftRadius: 0,
    borderBottomLeftRadius: 0,
  },
  '& > .Mui-selected + :last-of-type': { ml: 0, borderLeft: 0 },
} as const;

export default function PgListingScreen() {
  // The costs strings (the card's total, the total sort) load with the page's, not after them.
  const { t } = useTranslation(['listings', 'costs']);
  const theme = useTheme();
  // The server cannot see the screen: the HTML and the hydrating render lay out for a phone (CSS switches the
  // Filters button), and on a wide screen the filter column appears after hydration in the grid column kept empty
  // for it, so nothing moves and nothing mismatches.
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListingParams(searchParams), [searchParams]);
  const target = useMemo(
    () => searchTarget({ lat: params.lat, lng: params.lng, name: params.name, query: params.query }),
    [params.lat, params.lng, params.name, params.query],
  );
  const view = searchParams.get('view') === 'map' ? 'map' : 'list';

  const query = useMemo(
    () => nearbyQuery(target, params.radiusM, params.filters, params.sort),
    [target, params.radiusM, params.filters, params.sort],
  );
  const nearby = useNearbyPgs(query);
  const firstPage = nearby.data?.pages[0];
  const centre = useMemo(() => searchCentre(target, firstPage), [target, firstPage]);
  const placeLabel = centre.label ?? t('listing.kotaCentre');
  const total = nearby.data?.pages[0]?.total ?? 0;

  // What a typed query was understood as (decision 205): its filters are applied by the API under the URL's own, so
  // the panel starts from both; applying the panel makes them the URL's and takes their words out of the query.
  const understood = target.kind === 'query' ? firstPage?.understood : undefined;
  const namePart = understood?.parts.find((p) => p.kind === 'name');
  const placePart = understood?.parts.find((p) => p.kind === 'place');
  // The order without a sort in the URL (decision 225): the query's ("cheap": price low to high), else distance. The
  // dropdown shows the order the results are in.
  const impliedSort: NearbySort = understood?.parts.find((p) => p.kind === 'sort')?.value ?? 'distance';
  const sortUsed: NearbySort = params.sort ?? firstPage?.sort ?? impliedSort;
  // PGs found by name are searched around the first of them: a distance from it ("0 m" for itself) tells nobody
  // anything, so their cards show none.
  const byNameOnly = Boolean(namePart && !placePart);
  const results: PgCardData[] = useMemo(() => {
    const all = nearby.data?.pages.flatMap((p) => p.results) ?? [];
    return byNameOnly ? all.map(({ distanceM: _d, walkMinutes: _w, ...pg }) => pg) : all;
  }, [nearby.data, byNameOnly]);
  const filters: ListingFilters = useMemo(() => {
    const merged: Record<string, unknown> = {};
    for (const part of understood?.parts ?? []) {
      if (part.kind !== 'filter') continue;
      if (part.key === 'sharing' || part.key === 'amenities')
        merged[part.key] = [...((merged[part.key] as string[] | undefined) ?? []), part.value];
      else merged[part.key] = part.value;
    }
    return { ...(merged as ListingFilters), ...params.filters };
  }, [understood, params.filters]);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const [draft, setDraft] = useState<ListingFilters>(filters);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const filterCount = activeFilterCount(filters);

  /** The search params with these words taken out of the query (none left worth searching: no query). */
  const withoutWords = (sp: URLSearchParams, words: readonly number[]) => {
    const next = new URLSearchParams(sp);
    if (!understood) return next;
    const rest = queryWithout(understood, words);
    if (rest.length >= SEARCH_MIN_QUERY_LENGTH) next.set('query', rest);
    else next.delete('query');
    return next;
  };
  const filterWords = (understood?.parts ?? []).flatMap((p) => (p.kind === 'filter' ? p.words : []));
  const applyFilters = (next: ListingFilters) =>
    setSearchParams(withFilters(withoutWords(searchParams, filterWords), next, params.sort, impliedSort));
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setSearchParams(next);
  };
  const widerRadiusM = Math.min(MAX_RADIUS_M, params.radiusM * 2);

  const openSheet = () => {
    setDraft(filters);
    setSheetLoaded(true);
    setSheetOpen(true);
  };

  // A typed query says what it is until its answer says what it was understood as: "Girls PG" is no place.
  const heading =
    target.kind === 'query' && !firstPage
      ? t(nearby.isError ? 'listing.forQuery' : 'listing.searching', { query: target.query })
      : byNameOnly && namePart
        ? t('listing.named', { name: namePart.text })
        : t('listing.within', { radius: formatRadius(firstPage?.radiusM ?? params.radiusM), place: placeLabel });
  usePageMeta({
    title: t('meta.listingTitle', { place: placeLabel }),
    description: t('meta.listingDescription', { radius: formatRadius(params.radiusM), place: placeLabel }),
    path: listingCanonicalPath(params),
    image: results[0]?.coverPhoto?.urls.full ?? null,
    noindex: !isIndexableListing(params),
  });
  const selected = results.find((r) => r.id === selectedId) ?? null;

  const emptyState = (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('listing.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('listing.emptyText')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center' }}>
        {params.radiusM < MAX_RADIUS_M && (
          <Button variant="contained" onClick={() => setParam('radius', String(widerRadiusM))}>
            {t('listing.widen', { radius: formatRadius(widerRadiusM) })}
          </Button>
        )}
        {filterCount > 0 && (
          <Button variant="outlined" onClick={() => applyFilters({})}>
            {t('listing.clearFilters')}
          </Button>
        )}
      </Stack>
    </Paper>
  );

  const loadMore = <LoadMore nearby={nearby} />;

  let body: ReactNode;
  if (nearby.isPending) {
    body = <ResultsSkeleton />;
  } else if (nearby.isError) {
    body = <RetryAlert onRetry={() => void nearby.refetch()}>{t('listing.error')}</RetryAlert>;
  } else if (results.length === 0) {
    body = emptyState;
  } else if (view === 'map') {
    body = (
      <Stack spacing={2}>
        <ResultsMap
          center={centre}
          centerLabel={placeLabel}
          radiusM={params.radiusM}
          points={results.map((r) => ({
            id: r.id,
            lat: r.location.lat,
            lng: r.location.lng,
            label: r.name,
            detail: formatDistance(r.distanceM ?? 0),
          }))}
          selectedId={selectedId}
          onSelect={setSelectedId}
          height={wide ? 480 : 340}
        />
        {selected && (
          <Box aria-live="polite">
            <Typography variant="overline" color="text.secondary">
              {t('listing.mapSelected')}
            </Typography>
            <Box sx={{ maxWidth: 420, ...pgCardStyles }}>
              <PgCard pg={selected} highlighted eagerPhoto />
            </Box>
          </Box>
        )}
        {loadMore}
      </Stack>
    );
  } else {
    body = (
      <>
        <ResultCards results={results} />
        {loadMore}
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, pb: { xs: 10, md: 4 } }}>
      <Box sx={{ mb: 2 }}>
        <SearchBar key={params.query ?? ''} initialQuery={params.query ?? ''} id="listing-search" />
      </Box>

      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', md: '1.6rem' } }}>
        {heading}
      </Typography>
      {understood && understood.parts.length > 0 && (
        <UnderstoodChips
          understood={understood}
          overridden={(key) =>
            key === 'sort' ? params.sort !== null : (params.filters as Record<string, unknown>)[key] !== undefined
          }
          onRemove={(words) => setSearchParams(withoutWords(searchParams, words))}
        />
      )}
      {placePart?.place.campuses && (
        <CampusChoice coachingName={placePart.place.name} campuses={placePart.place.campuses} />
      )}
      {understood?.parts.some((p) => p.kind === 'nearMe') && (
        <NearMeChoice keep={Object.fromEntries(withFilters(new URLSearchParams(), filters, sortUsed))} />
      )}
      {centre.unmatchedQuery && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('listing.noMatch', { query: centre.unmatchedQuery })}
        </Alert>
      )}
      {params.type === 'gps' && params.accuracyM !== null && (
        <Typography variant="body2" color="text.secondary">
          {t('listing.gpsAccuracy', { accuracy: formatDistance(params.accuracyM) })}
        </Typography>
      )}

      {/* Phone: count + view on one row, Filters + sort below; wider screens: one row. */}
      <Box
        sx={{
          display: 'grid',
          alignItems: 'center',
          gap: 1,
          my: 2,
          gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'minmax(0, 1fr) 220px auto' },
          gridTemplateAreas: { xs: '"count view" "filters sort"', md: '"count sort view"' },
        }}
      >
        <Typography role="status" aria-live="polite" sx={{ gridArea: 'count', fontWeight: 600 }}>
          {nearby.isPending ? t('listing.loadingMore') : t('listing.results', { count: total })}
        </Typography>
        <Badge
          color="secondary"
          badgeContent={filterCount}
          invisible={filterCount === 0}
          sx={{ gridArea: 'filters', display: { md: 'none' }, justifySelf: 'start' }}
        >
          <Button
            variant="outlined"
            startIcon={<TuneIcon />}
            onClick={openSheet}
            onPointerDown={() => {
              // Fetched early; a failed fetch is the tap's to report (the screen's error boundary), not this.
              loadFilterSheet().catch(() => undefined);
            }}
          >
            {t('filters.button')}
          </Button>
        </Badge>
        <TextField
          select
          size="small"
          label={t('sort.label')}
          value={sortUsed}
          onChange={(e) => {
            const sort = NEARBY_SORTS.find((s) => s === e.target.value) ?? 'distance';
            setSearchParams(withFilters(searchParams, params.filters, sort, impliedSort));
          }}
          slotProps={{ select: { native: true } }}
          sx={{ gridArea: 'sort', minWidth: 0 }}
        >
          {NEARBY_SORTS.map((s) => (
            <option key={s} value={s}>
              {s === 'total_asc' ? t('sort.total_asc', { ns: 'costs' }) : t(`sort.${s}`)}
            </option>
          ))}
        </TextField>
        {/* Two toggle buttons in a group, not MUI's ToggleButtonGroup: its buttons register with it in a layout
            effect, a state update at SyncLane in the hydration commit that made React run the whole page's effects
            and a second render in that one long task (docs/decisions/226-ssr-styles-hydrate-without-compiling.md). */}
        <Box role="group" aria-label={t('listing.viewAria')} sx={viewToggleSx}>
          <ToggleButton
            value="list"
            size="small"
            selected={view === 'list'}
            aria-label={t('listing.list')}
            onChange={() => setParam('view', null)}
          >
            <ViewListIcon fontSize="small" />
            <Box component="span" sx={{ ml: 0.5, display: { xs: 'none', sm: 'inline' } }}>
              {t('listing.list')}
            </Box>
          </ToggleButton>
          <ToggleButton
            value="map"
            size="small"
            selected={view === 'map'}
            aria-label={t('listing.map')}
            onChange={() => setParam('view', 'map')}
          >
            <MapOutlinedIcon fontSize="small" />
            <Box component="span" sx={{ ml: 0.5, display: { xs: 'none', sm: 'inline' } }}>
              {t('listing.map')}
            </Box>
          </ToggleButton>
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {wide && (
          <Paper
            component="aside"
            variant="outlined"
            aria-label={t('filters.title')}
            sx={{ p: 2, position: 'sticky', top: 80 }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
              <Typography variant="h6" component="h2">
                {t('filters.title')}
              </Typography>
              {filterCount > 0 && (
                <Button size="small" onClick={() => applyFilters({})}>
                  {t('filters.clear')}
                </Button>
              )}
            </Stack>
            <Suspense fallback={null}>
              <FilterPanel value={filters} onChange={(f) => applyFilters(f)} />
            </Suspense>
          </Paper>
        )}
        <Box sx={{ minWidth: 0, gridColumn: { md: 2 } }}>{body}</Box>
      </Box>

      {/* Loaded on the first tap on Filters (its chunk), then kept so that it opens and closes as a sheet does. */}
      {!wide && sheetLoaded && (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheetOpen}
            draft={draft}
            onDraft={setDraft}
            onClose={() => setSheetOpen(false)}
            onApply={applyFilters}
          />
        </Suspense>
      )}
    </Container>
  );
}
