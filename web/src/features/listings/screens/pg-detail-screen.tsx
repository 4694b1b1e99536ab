// /pg/{id}: everything a student and their parents need to decide whether to visit — honest total cost,
// current occupancy, rules, distance to their coaching and what the team actually verified, and when.
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import StarIcon from '@mui/icons-material/Star';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { TOKEN_AMOUNT_INR } from '@kotastay/shared/constants';
import { formatInr } from '@kotastay/shared/format';
import { ROUTES } from '@kotastay/shared/routes';
import type { PgDetail, Sharing } from '@kotastay/shared/schemas/pg';
import { shareImageUrl } from '@kotastay/shared/share-image';
import { formatKotaDay } from '../../../i18n/dates';
import { isLanguage, localisedPath } from '../../../i18n/language';
import { MonthlyCostBreakdown } from '../../costs';
import { PgReviews } from '../../reviews';
import { usePg } from '../api/get-pg';
import { ContactTeam } from '../components/contact-team';
import { NotFoundCard } from '../components/not-found-card';
import { PhotoGallery } from '../components/photo-gallery';
import { ResultsMap } from '../components/results-map';
import { SaveButton } from '../components/save-button';
import { ComplaintRecord } from '../components/complaint-record';
import { ReportListing } from '../components/report-listing';
import { CheckedAgo, TrustBadge } from '../components/trust-badge';
import { ShareButton } from '../../../components/share-button';
import { useCoachingDistances, type BranchDistance } from '../hooks/use-coaching-distances';
import { formatDistance } from '../../../lib/format-distance';
import { googleMapsDirectionsUrl } from '../lib/map-links';
import { clipDescription, pgJsonLd, rentRange } from '../lib/structured-data';
import { DeferHydration } from '../../../components/defer-hydration';
import { usePageMeta } from '../../../lib/page-meta';
import { RetryAlert } from '../../../components/retry-alert';

/** In the page's language (the server renders both languages at once: never the global one). */
const formatDate = (iso: string, language: string) => formatKotaDay(new Date(iso), language);
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const narrowOnly = { display: { xs: 'block', sm: 'none' } } as const;

// Sections after the first are `content-visibility: auto`: below the fold the browser skips their style and layout
// until they are scrolled near, so the server-rendered page settles in shorter tasks (decision 010). The first
// (rooms and rent) may be on a wide screen's first view: always rendered, so nothing on screen ever moves.
const SECTION_SX = { mt: 4 } as const;
const LATER_SECTION_SX = { ...SECTION_SX, contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 360px' } as const;

function Section({ title, children, first = false }: { title: string; children: ReactNode; first?: boolean }) {
  return (
    <Box component="section" sx={first ? SECTION_SX : LATER_SECTION_SX}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The main action: a guided visit held by the token (the form asks signed-out visitors to sign in first). */
function BookVisitButton({ pg }: { pg: PgDetail }) {
  const { t } = useTranslation('listings');
  const full = pg.bedsAvailable <= 0;
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      startIcon={<EventAvailableIcon />}
      component={RouterLink}
      to={ROUTES.bookVisit(pg.id)}
      disabled={full}
      sx={{ fontWeight: 800, py: 1.25 }}
      data-testid="book-visit"
    >
      {full ? t('detail.noBedsToBook') : t('detail.bookVisit')}
    </Button>
  );
}

/** The page's first screen in the same order and sizes (name, facts, gallery), and taller than the viewport, so
 * the footer stays below the fold until the PG arrives. */
function DetailSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, minHeight: '110vh' }} aria-busy="true">
      <Box sx={{ maxWidth: { md: 'calc(100% - 364px)' } }}>
        <Skeleton width="60%" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }} />
        <Skeleton width="45%" />
        <Skeleton width="70%" />
        <Skeleton variant="rounded" width={120} height={32} sx={{ my: 1.5 }} />
        <Skeleton
          variant="rounded"
          sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', maxHeight: { xs: 360, md: 440 } }}
        />
        <Skeleton variant="rounded" height={160} sx={{ mt: 3 }} />
      </Box>
    </Container>
  );
}

export default function PgDetailScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['listings', 'costs']);
  const pg = usePg(id);

  if (pg.isPending) return <DetailSkeleton />;
  if (pg.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <RetryAlert onRetry={() => void pg.refetch()}>{t('detail.loadError')}</RetryAlert>
      </Container>
    );
  }
  if (!pg.data) return <NotFoundCard title={t('detail.notFoundTitle')} text={t('detail.notFoundText')} />;
  return <PgDetailView pg={pg.data} />;
}

/** Title, description, share image and LodgingBusiness data of a PG's page. */
function usePgMeta(pg: PgDetail) {
  const { t } = useTranslation('listings');
  const type = t(`pgType.${pg.type}`);
  const facts: (string | null)[] = [
    t('meta.beds', { count: pg.bedsAvailable }),
    pg.food.included ? t('meta.foodIncluded') : null,
    pg.hasAc ? t('meta.ac') : null,
    pg.verification.status === 'verified' ? t('meta.verified') : null,
    pg.ratingCount > 0 ? t('meta.rating', { rating: pg.ratingAvg.toFixed(1), count: pg.ratingCount }) : null,
  ];
  usePageMeta({
    title: t('meta.pgTitle', { name: pg.name, type, area: pg.areaName }),
    description: clipDescription(
      t('meta.pgDescription', {
        type,
        gender: t(`meta.gender.${pg.gender}`),
        area: pg.areaName,
        rent: rentRange(pg.minRentInr, pg.maxRentInr),
        facts: facts.filter(Boolean).join(' · '),
      }),
    ),
    path: ROUTES.pgDetail(pg.id),
    // Chat apps do not preview SVG: a demo photo shares its JPEG twin.
    image: pg.photos[0] ? shareImageUrl(pg.photos[0].urls.full) : null,
    jsonLd: [pgJsonLd(pg)],
    // An owner or admin previewing a listing that is not public: never indexed.
    noindex: !pg.isPublic,
  });
}

function PgDetailView({ pg }: { pg: PgDetail }) {
  const { t, i18n } = useTranslation('listings');
  usePgMeta(pg);
  const distances = useCoachingDistances(pg.location, pg.nearbyBranches);
  // Shared in the language it is read in.
  const pagePath = localisedPath(isLanguage(i18n.language) ? i18n.language : 'en', ROUTES.pgDetail(pg.id));
  const shareUrl = typeof window === 'undefined' ? pagePath : `${window.location.origin}${pagePath}`;
  const verification = pg.verification;
  const verified = verification.status === 'verified';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, pb: { xs: 19, md: 4 } }}>
      {pg.demo && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('detail.demoBanner')}
        </Alert>
      )}
      {!pg.isPublic && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('detail.notPublic')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Box>
              <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' } }}>
                {pg.name}
              </Typography>
              <Typography color="text.secondary">
                {t(`pgType.${pg.type}`)} · {t(`genderLong.${pg.gender}`)} · {pg.areaName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {pg.address}
              </Typography>
            </Box>
            <SaveButton pgId={pg.id} pgName={pg.name} summary={null} variant="plain" />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1.5, alignItems: 'center' }}>
            <TrustBadge verified={verified} verifiedAt={verification.verifiedAt} />
            <CheckedAgo verified={verified} verifiedAt={verification.verifiedAt} variant="body2" />
            {pg.ratingCount > 0 && (
              <Chip
                icon={<StarIcon sx={{ color: '#f5a623 !important' }} />}
                label={`${pg.ratingAvg.toFixed(1)} (${pg.ratingCount})`}
              />
            )}
            <ShareButton
              title={pg.name}
              url={shareUrl}
              texts={{
                button: t('share.button'),
                text: t('share.text', { name: pg.name }),
                copiedTitle: t('share.copiedTitle'),
                copiedText: t('share.copiedText'),
                failedTitle: t('share.failedTitle'),
              }}
            />
          </Stack>

          <PhotoGallery photos={pg.photos} />
          <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 3 }}>
            <PriceCard pg={pg} />
          </Box>

          {/* Below the photos: shown from the HTML at once, hydrated section by section when the phone is idle (DeferHydration). */}
          <DeferHydration>
            <RoomsAndRules pg={pg} />
          </DeferHydration>

          <DeferHydration>
            <LocationAndNearby pg={pg} distances={distances} />
          </DeferHydration>

          <DeferHydration>
            <VerificationDetails pg={pg} />
          </DeferHydration>
          <ComplaintRecord pgId={pg.id} />
          <ReportListing pgId={pg.id} />

          <Suspense fallback={<Box sx={{ mt: 4, minHeight: 360 }} />}>
            <PgReviews pgId={pg.id} pgName={pg.name} />
          </Suspense>
        </Box>

        <Box sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 80 }}>
          {/* Hidden on phones (their price card is above): hydrated when idle, not in the first task. */}
          <DeferHydration>
            <PriceCard pg={pg} />
          </DeferHydration>
        </Box>
      </Box>
      {/* Phones: the price and the main action stay in reach above the bottom navigation. */}
      <Paper
        elevation={6}
        square
        data-testid="book-visit-bar"
        sx={{
          display: { xs: 'flex', md: 'none' },
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 'calc(56px + env(safe-area-inset-bottom, 0px))',
          zIndex: 'appBar',
          px: 2,
          py: 1,
          gap: 1.5,
          alignItems: 'center',
          borderTop: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flexShrink: 0 }}>
          <Typography sx={{ fontWeight: 800, lineHeight: 1.1 }}>{formatInr(pg.minRentInr)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('detail.perMonth')}
          </Typography>
        </Box>
        <BookVisitButton pg={pg} />
      </Paper>
    </Container>
  );
}

/** The price, the monthly cost and the ways to book or ask: beside the page on a computer, under the photos on a phone. */
function PriceCard({ pg }: { pg: PgDetail }) {
  const { t } = useTranslation('listings');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 800, color: 'primary.dark' }}>
        {t('detail.fromRent', { rent: formatInr(pg.minRentInr) })}{' '}
        <Typography component="span" color="text.secondary">
          {t('detail.perMonth')}
        </Typography>
      </Typography>
      <Typography
        variant="body2"
        color={pg.bedsAvailable > 0 ? 'success.main' : 'text.secondary'}
        sx={{ fontWeight: 600 }}
      >
        {t('detail.bedsAvailable', { count: pg.bedsAvailable })}
      </Typography>
      {/* Rent + each extra = the total, for the chosen room option, and the one-time charges (decision 160). */}
      <MonthlyCostBreakdown
        rooms={pg.rooms}
        charges={pg.charges}
        maintenanceInrPerYear={pg.maintenanceInrPerYear}
        roomLabel={(r) => `${t(`sharingLong.${r.sharing as Sharing}`)} · ${r.ac ? t('detail.ac') : t('detail.nonAc')}`}
      />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
        {t('detail.contactTitle')}
      </Typography>
      <BookVisitButton pg={pg} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, mb: 1.5, textAlign: 'center' }}>
        {t('detail.bookVisitNote', { token: formatInr(TOKEN_AMOUNT_INR) })}
      </Typography>
      <ContactTeam pgName={pg.name} pgId={pg.id} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('contact.note')}
      </Typography>
    </Paper>
  );
}

/** Rooms and rent, amenities, food, rules and the owner's description (hydrated when the phone is idle). */
function RoomsAndRules({ pg }: { pg: PgDetail }) {
  const { t } = useTranslation('listings');
  return (
    <>
      <Section title={t('detail.rooms')} first>
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('detail.roomCol')}</TableCell>
                <TableCell align="right">{t('detail.rentCol')}</TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {t('detail.depositCol')}
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {t('detail.bedsCol')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pg.rooms.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t(`sharingLong.${r.sharing}`)} · {r.ac ? t('detail.ac') : t('detail.nonAc')}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {r.attachedBathroom ? t('detail.attachedBath') : t('detail.sharedBath')}
                    </Typography>
                    {/* On a phone the deposit and beds columns fold into the room cell. */}
                    <Typography variant="caption" color="text.secondary" component="p" sx={narrowOnly}>
                      {t('detail.depositLine', {
                        deposit: r.depositInr === 0 ? t('detail.noDeposit') : formatInr(r.depositInr),
                      })}{' '}
                      · {t('detail.bedsLine', { available: String(r.bedsAvailable), total: String(r.bedsTotal) })}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {formatInr(r.rentInr)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>
                    {r.depositInr === 0 ? t('detail.noDeposit') : formatInr(r.depositInr)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>
                    {t('detail.bedsOf', { available: String(r.bedsAvailable), total: String(r.bedsTotal) })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="subtitle2">{t('detail.extraCosts')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {pg.maintenanceInrPerYear > 0
              ? t('detail.maintenance', { amount: formatInr(pg.maintenanceInrPerYear) })
              : t('detail.noMaintenance')}
            {pg.totalMonthlyCostNote ? ` · ${pg.totalMonthlyCostNote}` : ''}
          </Typography>
        </Box>
      </Section>

      <Section title={t('detail.amenities')}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {pg.amenities.map((a) => (
            <Chip key={a} variant="outlined" label={t(`amenity.${a}`)} />
          ))}
        </Stack>
      </Section>

      <Section title={t('detail.food')}>
        {pg.food.included ? (
          <Typography>
            {t('detail.foodIncluded', { count: pg.food.mealsPerDay })} ·{' '}
            {pg.food.vegOnly ? t('detail.foodVeg') : t('detail.foodNonVeg')}
          </Typography>
        ) : (
          <Typography>{t('detail.foodNone')}</Typography>
        )}
      </Section>

      <Section title={t('detail.rules')}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <li>{pg.rules.entryTime ? t('detail.entryTime', { time: pg.rules.entryTime }) : t('detail.noCurfew')}</li>
          <li>{pg.rules.visitorsAllowed ? t('detail.visitorsAllowed') : t('detail.visitorsNotAllowed')}</li>
          {pg.rules.parentsStayAvailable && <li>{t('detail.parentsStay')}</li>}
        </Box>
        {pg.rules.notes && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {pg.rules.notes}
          </Typography>
        )}
      </Section>

      {pg.description && (
        <Section title={t('detail.about')}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{pg.description}</Typography>
        </Section>
      )}
    </>
  );
}

/** The map and the coaching campuses nearby, with walking times (hydrated when the phone is idle). */
function LocationAndNearby({ pg, distances }: { pg: PgDetail; distances: BranchDistance[] }) {
  const { t } = useTranslation('listings');
  return (
    <>
      <Section title={t('detail.location')}>
        <ResultsMap
          center={pg.location}
          centerLabel={pg.name}
          radiusM={Math.max(
            1000,
            Math.min(5000, Math.ceil(Math.max(0, ...distances.map((d) => d.distanceM)) / 1000) * 1000),
          )}
          points={distances.flatMap((d) =>
            d.point
              ? [
                  {
                    id: d.branchId,
                    ...d.point,
                    label: `${d.coachingName} · ${d.branchName}`,
                    detail: formatDistance(d.distanceM),
                  },
                ]
              : [],
          )}
          height={300}
          title={t('detail.mapTitle', { name: pg.name })}
          note={t('detail.mapNote')}
        />
        <Link
          href={googleMapsDirectionsUrl(pg.location)}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
        >
          <DirectionsWalkIcon fontSize="small" />
          {t('detail.directions')}
        </Link>
      </Section>

      <Section title={t('detail.nearby')}>
        <List dense disablePadding>
          {distances.map((d) => (
            <ListItem
              key={d.branchId}
              disableGutters
              sx={d.isOwn ? { bgcolor: 'rgba(249,168,38,.12)', borderRadius: 1, px: 1 } : undefined}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <SchoolOutlinedIcon color={d.isOwn ? 'secondary' : 'action'} />
              </ListItemIcon>
              <ListItemText
                primary={
                  <>
                    {d.coachingName} · {d.branchName}
                    {d.isOwn && <Chip size="small" color="secondary" label={t('detail.yourCoaching')} sx={{ ml: 1 }} />}
                  </>
                }
                secondary={t('detail.distanceWalk', {
                  distance: formatDistance(d.distanceM),
                  minutes: String(d.walkMinutes),
                })}
              />
            </ListItem>
          ))}
        </List>
        <Typography variant="caption" color="text.secondary">
          {t('detail.nearbyNote')}
        </Typography>
      </Section>
    </>
  );
}

/** Who verified the PG, when, and each item checked (hydrated when the phone is idle). */
function VerificationDetails({ pg }: { pg: PgDetail }) {
  const { t, i18n } = useTranslation('listings');
  const verification = pg.verification;
  const verified = verification.status === 'verified';
  return (
    <>
      <Section title={t('detail.verification')}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            {verified ? <VerifiedIcon color="success" /> : <CancelOutlinedIcon color="disabled" />}
            <Typography sx={{ fontWeight: 700 }}>
              {verified
                ? verification.verifiedAt
                  ? t('detail.verifiedOn', {
                      by: verification.verifiedByName ?? t('detail.kotastayTeam'),
                      date: formatDate(verification.verifiedAt, i18n.language),
                    })
                  : t('detail.verifiedUndated')
                : t('detail.notVerified')}
            </Typography>
          </Stack>
          <List dense disablePadding>
            {verification.checklist.map((c) => (
              <ListItem key={c.item} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {c.ok ? (
                    <CheckCircleIcon color="success" fontSize="small" />
                  ) : (
                    <CancelOutlinedIcon color="error" fontSize="small" />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={t(`checklist.${c.item}`) + (c.ok ? '' : ` (${t('detail.checkFailed')})`)}
                  secondary={t('detail.checkedOn', { date: formatDate(c.checkedAt, i18n.language) })}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      </Section>
    </>
  );
}
