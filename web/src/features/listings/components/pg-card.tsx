// A search result / saved PG card. The whole card links to the PG; the heart sits outside that link
// (a button inside a link is invalid HTML and confuses screen readers).
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatInr } from '@kotastay/shared/format';
import { ROUTES } from '@kotastay/shared/routes';
import type { PgSummary } from '@kotastay/shared/schemas/pg';
import { CardTotal } from '../../costs';
import { formatDistance } from '../../../lib/format-distance';
import { PgPhoto } from '../../../components/pg-photo';
import { SaveButton } from './save-button';
import { CheckedAgo, TrustBadge } from './trust-badge';

/**
 * The card's own styles, as class names styled by one rule set on the list around the cards (`pgCardStyles`, in the
 * `sx` of `ResultsGrid` and of the map's selected card) rather than an `sx` on each of the card's elements: a results
 * page hydrates 20 cards, and every `sx` is turned into CSS, serialised and hashed per card (issue #25, the main
 * thread at hydration). The values are the `sx` values they replace; each rule is scoped under the card's class and
 * MUI's (and the list's), so it wins over the MUI components' own styles as the `sx` did.
 */
const CARD = 'ks-pg-card';
const IN_CARD = `& .MuiCard-root.${CARD}`;
export const pgCardStyles = {
  [IN_CARD]: { position: 'relative', height: '100%', borderColor: 'divider', borderWidth: 1 },
  [`${IN_CARD}.${CARD}--highlighted`]: { borderColor: 'secondary.main', borderWidth: 2 },
  [`${IN_CARD} .${CARD}__action`]: {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    justifyContent: 'flex-start',
  },
  [`${IN_CARD} .${CARD}__body`]: { p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 },
  // A row Stack with spacing 1, as the card's head was.
  [`${IN_CARD} .${CARD}__head`]: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'baseline',
    justifyContent: 'space-between',
  },
  [`${IN_CARD} .${CARD}__head > *`]: { m: 0 },
  [`${IN_CARD} .${CARD}__head > * ~ *`]: { ml: 1 },
  [`${IN_CARD} .${CARD}__name`]: { fontWeight: 700, lineHeight: 1.3 },
  [`${IN_CARD} .${CARD}__rating`]: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.25,
    flexShrink: 0,
    fontWeight: 600,
  },
  [`${IN_CARD} .${CARD}__star`]: { fontSize: 16, color: '#f5a623' },
  [`${IN_CARD} .${CARD}__count`]: { color: 'text.secondary', fontWeight: 400 },
  [`${IN_CARD} .${CARD}__no-reviews`]: { flexShrink: 0 },
  [`${IN_CARD} .${CARD}__rent`]: { fontWeight: 700, color: 'primary.dark' },
  [`${IN_CARD} .${CARD}__chips`]: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: 0.5, mt: 0.5 },
  [`${IN_CARD} .${CARD}__save`]: { position: 'absolute', top: 8, right: 8 },
} satisfies SxProps<Theme>;

export type PgCardData = PgSummary & { distanceM?: number; walkMinutes?: number; fromRentInr?: number };

export function PgCard({
  pg,
  eagerPhoto = false,
  priorityPhoto = false,
  highlighted = false,
}: {
  pg: PgCardData;
  /** The card is above the fold: load its photo at once. */
  eagerPhoto?: boolean;
  /** The first card of a list: its photo is the page's largest paint (LCP), requested first. */
  priorityPhoto?: boolean;
  highlighted?: boolean;
}) {
  const { t } = useTranslation('listings');
  const { distanceM, walkMinutes, fromRentInr, ...summary } = pg;
  const rent = fromRentInr ?? pg.minRentInr;
  return (
    <Card variant="outlined" className={highlighted ? `${CARD} ${CARD}--highlighted` : CARD} data-pg-id={pg.id}>
      <CardActionArea component={RouterLink} to={ROUTES.pgDetail(pg.id)} className={`${CARD}__action`}>
        <PgPhoto
          photo={pg.coverPhoto}
          sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 400px"
          eager={eagerPhoto}
          priority={priorityPhoto}
          rounded={false}
          alt=""
        />
        <div className={`${CARD}__body`}>
          <div className={`${CARD}__head`}>
            <Typography variant="subtitle1" component="h3" className={`${CARD}__name`}>
              {pg.name}
            </Typography>
            {pg.ratingCount > 0 ? (
              <Typography
                variant="body2"
                className={`${CARD}__rating`}
                aria-label={t('card.ratingAria', { rating: pg.ratingAvg.toFixed(1), count: pg.ratingCount })}
              >
                <StarIcon className={`${CARD}__star`} aria-hidden="true" />
                {pg.ratingAvg.toFixed(1)}
                <span className={`${CARD}__count`}>({pg.ratingCount})</span>
              </Typography>
            ) : (
              <Typography variant="caption" color="text.secondary" className={`${CARD}__no-reviews`}>
                {t('card.noReviews')}
              </Typography>
            )}
          </div>
          <Typography variant="body2" color="text.secondary">
            {pg.areaName}
            {distanceM !== undefined && walkMinutes !== undefined && (
              <> · {t('card.distanceWalk', { distance: formatDistance(distanceM), minutes: String(walkMinutes) })}</>
            )}
          </Typography>
          <Typography variant="body1" className={`${CARD}__rent`}>
            {t('card.fromRent', { rent: formatInr(rent) })}
          </Typography>
          {/* The same room option's true monthly cost (decision 160). */}
          <CardTotal rentInr={rent} monthlyExtrasInr={pg.monthlyExtrasInr} />
          <CheckedAgo verified={pg.verified} verifiedAt={pg.verifiedAt} />
          <div className={`${CARD}__chips`}>
            <TrustBadge verified={pg.verified} verifiedAt={pg.verifiedAt} size="small" />
            <Chip size="small" label={t(`gender.${pg.gender}`)} />
            <Chip size="small" label={pg.sharingTypes.map((s) => t(`sharing.${s}`)).join(' · ')} />
            {pg.hasAc && <Chip size="small" label={t('card.ac')} />}
            {pg.food.included && <Chip size="small" label={pg.food.vegOnly ? t('card.vegFood') : t('card.food')} />}
            {pg.demo && <Chip size="small" variant="outlined" label={t('card.demo')} />}
          </div>
        </div>
      </CardActionArea>
      <div className={`${CARD}__save`}>
        <SaveButton pgId={pg.id} pgName={pg.name} summary={summary} />
      </div>
    </Card>
  );
}

export function PgCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden="true">
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
      <Box sx={{ p: 1.5 }}>
        <Skeleton width="70%" height={26} />
        <Skeleton width="55%" />
        <Skeleton width="40%" height={26} />
        <Skeleton width="60%" />
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
          <Skeleton variant="rounded" width={72} height={24} sx={{ borderRadius: 3 }} />
          <Skeleton variant="rounded" width={52} height={24} sx={{ borderRadius: 3 }} />
          <Skeleton variant="rounded" width={88} height={24} sx={{ borderRadius: 3 }} />
        </Stack>
      </Box>
    </Card>
  );
}
