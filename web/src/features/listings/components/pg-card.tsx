// A search result / saved PG card. The whole card links to the PG; the heart sits outside that link
// (a button inside a link is invalid HTML and confuses screen readers).
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
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
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        borderColor: highlighted ? 'secondary.main' : 'divider',
        borderWidth: highlighted ? 2 : 1,
      }}
      data-pg-id={pg.id}
    >
      <CardActionArea
        component={RouterLink}
        to={ROUTES.pgDetail(pg.id)}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <PgPhoto
          photo={pg.coverPhoto}
          sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 400px"
          eager={eagerPhoto}
          priority={priorityPhoto}
          rounded={false}
          alt=""
        />
        <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {pg.name}
            </Typography>
            {pg.ratingCount > 0 ? (
              <Typography
                variant="body2"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, flexShrink: 0, fontWeight: 600 }}
                aria-label={t('card.ratingAria', { rating: pg.ratingAvg.toFixed(1), count: pg.ratingCount })}
              >
                <StarIcon sx={{ fontSize: 16, color: '#f5a623' }} aria-hidden="true" />
                {pg.ratingAvg.toFixed(1)}
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  ({pg.ratingCount})
                </Box>
              </Typography>
            ) : (
              <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                {t('card.noReviews')}
              </Typography>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {pg.areaName}
            {distanceM !== undefined && walkMinutes !== undefined && (
              <> · {t('card.distanceWalk', { distance: formatDistance(distanceM), minutes: String(walkMinutes) })}</>
            )}
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 700, color: 'primary.dark' }}>
            {t('card.fromRent', { rent: formatInr(rent) })}
          </Typography>
          {/* The same room option's true monthly cost (decision 160). */}
          <CardTotal rentInr={rent} monthlyExtrasInr={pg.monthlyExtrasInr} />
          <CheckedAgo verified={pg.verified} verifiedAt={pg.verifiedAt} />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            <TrustBadge verified={pg.verified} verifiedAt={pg.verifiedAt} size="small" />
            <Chip size="small" label={t(`gender.${pg.gender}`)} />
            <Chip size="small" label={pg.sharingTypes.map((s) => t(`sharing.${s}`)).join(' · ')} />
            {pg.hasAc && <Chip size="small" label={t('card.ac')} />}
            {pg.food.included && <Chip size="small" label={pg.food.vegOnly ? t('card.vegFood') : t('card.food')} />}
            {pg.demo && <Chip size="small" variant="outlined" label={t('card.demo')} />}
          </Stack>
        </Box>
      </CardActionArea>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <SaveButton pgId={pg.id} pgName={pg.name} summary={summary} />
      </Box>
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
