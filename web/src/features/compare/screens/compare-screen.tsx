// /compare?ids=a,b,c&branch=<campus>: up to 3 public PGs side by side (docs/requirements/search-and-listings.md#compare,
// docs/decisions/170-compare.md). Public: a shared link works signed out, in a fresh browser.
// The campus comes from the link, else the signed-in student's profile, else the picker; whichever it is, it is
// written into the link (replacing the history entry), so "Share" always reproduces what is on screen.
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ROUTES, compareUrl } from '@kotastay/shared/routes';
import { formatKotaDay } from '../../../i18n/dates';
import { isLanguage, localisedPath } from '../../../i18n/language';
import type { ComparePg } from '@kotastay/shared/schemas/compare';
import { useSession } from '../../auth';
import { RetryAlert } from '../../../components/retry-alert';
import { ShareButton } from '../../../components/share-button';
import { formatDistance } from '../../../lib/format-distance';
import { usePageMeta } from '../../../lib/page-meta';
import { useCompare } from '../api/get-compare';
import { CampusPicker } from '../components/campus-picker';
import { CompareTable } from '../components/compare-table';
import { buildColumns, compareRows, type Translate } from '../lib/compare-rows';
import { parseCompareParams } from '../lib/compare-params';


export default function CompareScreen() {
  // The rows reuse the listings' and reviews' labels (room kinds, checklist items, rating categories).
  const { t, i18n } = useTranslation(['compare', 'listings', 'reviews']);
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseCompareParams(search), [search]);
  const session = useSession();
  const profileBranchId = session.profile?.branchId ?? null;
  const [pickerOpen, setPickerOpen] = useState(false);

  /** Puts the campus into the link (replacing this history entry): the link is the page's state. */
  const writeBranch = useCallback(
    (branchId: string) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('branch', branchId);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const chooseBranch = (branchId: string) => {
    writeBranch(branchId);
    setPickerOpen(false);
  };

  // No campus in the link: the student's own, written into the link so a copy of it shows the same distances.
  useEffect(() => {
    if (!params.branchId && profileBranchId) writeBranch(profileBranchId);
  }, [params.branchId, profileBranchId, writeBranch]);

  const compare = useCompare(params.validIds, params.branchId);
  const data = compare.data;
  const campus = data?.branch ?? null;
  const campusNotFound = !!params.branchId && !compare.isPlaceholderData && compare.isSuccess && !campus;

  const found = useMemo(
    () => new Map<string, ComparePg | null>((data?.results ?? []).map((r) => [r.id, r.pg])),
    [data],
  );
  const columns = useMemo(() => buildColumns(params.ids, found, campus?.location ?? null), [params.ids, found, campus]);
  const tr: Translate = useCallback((key, options) => String(t(key as never, options as never)), [t]);
  const rows = useMemo(
    () =>
      compareRows(columns, {
        t: (key, options) => tr(key.includes(':') ? key : `compare:${key}`, options),
        formatDistance,
        // The day in Kota in the page's language ("6 जून 2025" on a Hindi page).
        formatDate: (iso) => formatKotaDay(new Date(iso), i18n.language),
        campus: campus ? { name: `${campus.coachingName} ${campus.name}`, location: campus.location } : null,
      }),
    [columns, campus, tr, i18n.language],
  );

  const names = columns.flatMap((c) => (c.pg ? [c.pg.name] : []));
  usePageMeta({
    title: names.length ? t('compare:meta.titleNamed', { names: names.join(', ') }) : t('compare:meta.title'),
    description: t('compare:meta.description'),
    path: ROUTES.compare,
    image: columns.find((c) => c.pg?.coverPhoto)?.pg?.coverPhoto?.urls.full ?? null,
    noindex: true,
  });

  // Shared in the language it is read in (docs/decisions/140-hindi.md).
  const shareUrl =
    typeof window === 'undefined'
      ? ''
      : new URL(
          localisedPath(isLanguage(i18n.language) ? i18n.language : 'en', compareUrl(params.ids, params.branchId)),
          window.location.origin,
        ).toString();
  const showPicker = pickerOpen || !params.branchId || campusNotFound;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, pb: { xs: 10, md: 4 }, px: { xs: 1, sm: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, px: { xs: 1, sm: 0 } }}>
        <CompareArrowsIcon color="primary" aria-hidden="true" />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {t('compare:title')}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2, px: { xs: 1, sm: 0 } }}>
        {t('compare:intro')}
      </Typography>

      {params.ids.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('compare:notices.empty')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('compare:notices.emptyText')}
          </Typography>
          <Button variant="contained" component={RouterLink} to={ROUTES.saved}>
            {t('compare:notices.toSaved')}
          </Button>
        </Paper>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Box sx={{ minHeight: 48 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('compare:campus.label')}
                </Typography>
                {campus ? (
                  <Typography sx={{ fontWeight: 700 }} data-testid="compare-campus">
                    {campus.coachingName} {campus.name}
                  </Typography>
                ) : params.branchId && !campusNotFound ? (
                  <Skeleton width={180} />
                ) : (
                  <Typography sx={{ fontWeight: 600 }}>{t('compare:campus.none')}</Typography>
                )}
              </Box>
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                {campus && !pickerOpen && (
                  <Button variant="text" onClick={() => setPickerOpen(true)}>
                    {t('compare:campus.change')}
                  </Button>
                )}
                <ShareButton
                  title={t('compare:title')}
                  url={shareUrl}
                  texts={{
                    button: t('compare:share.button'),
                    text: t('compare:share.text', { names: names.join(', ') }),
                    copiedTitle: t('compare:share.copiedTitle'),
                    copiedText: t('compare:share.copiedText'),
                    failedTitle: t('compare:share.failedTitle'),
                  }}
                />
              </Stack>
            </Stack>
            {campusNotFound && (
              <Alert severity="warning" sx={{ mt: 1.5 }}>
                {t('compare:campus.notFound')}
              </Alert>
            )}
            {showPicker && (
              <Box sx={{ mt: 1.5 }}>
                <CampusPicker
                  initialCoachingId={campus?.coachingId ?? session.profile?.coachingId ?? null}
                  branchId={params.branchId}
                  onChoose={chooseBranch}
                />
              </Box>
            )}
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {t('compare:campus.note')}
            </Typography>
          </Paper>

          {params.droppedCount > 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('compare:notices.dropped', { count: params.droppedCount })}
            </Alert>
          )}

          {compare.isError ? (
            <RetryAlert onRetry={() => void compare.refetch()}>{t('compare:notices.loadError')}</RetryAlert>
          ) : compare.isPending && params.validIds.length > 0 ? (
            <Skeleton variant="rounded" height={480} />
          ) : (
            <CompareTable columns={columns} rows={rows} sectionTitle={(section) => t(`compare:sections.${section}`)} />
          )}
        </>
      )}
    </Container>
  );
}
