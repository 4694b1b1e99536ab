// A search result / saved PG card. The whole card links to the PG; the heart sits outside that link
// (a button inside a link is invalid HTML and confuses screen readers).
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatInr } from '@kotastay/shared/format';
import { ROUTES } from '@kotastay/shared/routes';
import type { PgSummary } from '@kotastay/shared/schemas/pg';
import { verificationFreshness } from '@kotastay/shared/verification-freshness';
import { GENDERS, SHARING_TYPES } from '@kotastay/shared/vocabulary';
import { CardTotal } from '../../costs';
import { formatDistance } from '../../../lib/format-distance';
import { useRenderNow } from '../../../lib/render-clock';
import { PgPhoto } from '../../../components/pg-photo';
import { CardSaveButton } from './save-button';

/**
 * The card's own styles, as class names styled by one rule set on the list around the cards (`pgCardStyles`, in the
 * `sx` of `ResultsGrid` and of the map's selected card) rather than an `sx` on each of the card's elements: a results
 * page hydrates 20 cards, and every `sx` is turned into CSS, serialised and hashed per card (issue #25, the main
 * thread at hydration). Its texts, chips, icons and photo are plain elements drawn by these classes, not MUI's
 * Typography, Chip and SvgIcon, each of which is a styled component that works out its CSS again in every card
 * (docs/decisions/235-lighter-result-cards.md); they look as those did. Each rule is scoped under the card's class
 * and MUI's (and the list's), so it wins over the MUI components' own styles as an `sx` would.
 */
const CARD = 'ks-pg-card';
const IN_CARD = `& .MuiCard-root.${CARD}`;
/**
 * MUI's small chip (Chip size="small"): 24 px high, 13 px text, a pill. A block of one line, so that a label too long
 * for the card ends in "…" (an ellipsis needs a block, not a flex box); a chip with an icon is a flex row.
 */
const CHIP = {
  display: 'inline-block',
  boxSizing: 'border-box',
  maxWidth: '100%',
  height: 24,
  px: 1,
  borderRadius: '12px',
  bgcolor: 'action.selected',
  color: 'text.primary',
  fontFamily: 'inherit',
  fontSize: '0.8125rem',
  lineHeight: '24px',
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
} as const;
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
  [`${IN_CARD} .${CARD}__photo`]: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
    bgcolor: 'grey.200',
  },
  [`${IN_CARD} .${CARD}__photo--none`]: { display: 'grid', placeItems: 'center', color: 'grey.500' },
  [`${IN_CARD} .${CARD}__body`]: { p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 },
  // The body's own lines; the head's children are reset by the head's rules, which keep the gap between them.
  [`${IN_CARD} .${CARD}__body > p`]: { m: 0 },
  // A row Stack with spacing 1, as the card's head was.
  [`${IN_CARD} .${CARD}__head`]: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'baseline',
    justifyContent: 'space-between',
  },
  [`${IN_CARD} .${CARD}__head > *`]: { m: 0 },
  [`${IN_CARD} .${CARD}__head > * ~ *`]: { ml: 1 },
  [`${IN_CARD} .${CARD}__name`]: { typography: 'subtitle1', fontWeight: 700, lineHeight: 1.3 },
  [`${IN_CARD} .${CARD}__rating`]: {
    typography: 'body2',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.25,
    flexShrink: 0,
    fontWeight: 600,
  },
  [`${IN_CARD} .${CARD}__icon`]: {
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    userSelect: 'none',
  },
  [`${IN_CARD} .${CARD}__star`]: { fontSize: 16, color: '#f5a623' },
  [`${IN_CARD} .${CARD}__count`]: { color: 'text.secondary', fontWeight: 400 },
  [`${IN_CARD} .${CARD}__no-reviews`]: { typography: 'caption', color: 'text.secondary', flexShrink: 0 },
  [`${IN_CARD} .${CARD}__where`]: { typography: 'body2', color: 'text.secondary' },
  [`${IN_CARD} .${CARD}__rent`]: { typography: 'body1', fontWeight: 700, color: 'primary.dark' },
  [`${IN_CARD} .${CARD}__total`]: { typography: 'body2', minHeight: '1.43em', fontWeight: 600, color: 'text.primary' },
  [`${IN_CARD} .${CARD}__total--not-stated`]: { fontWeight: 400, color: 'text.secondary' },
  [`${IN_CARD} .${CARD}__checked`]: { typography: 'caption', color: 'text.secondary' },
  [`${IN_CARD} .${CARD}__checked--due`]: { color: 'warning.dark' },
  [`${IN_CARD} .${CARD}__chips`]: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: 0.5, mt: 0.5 },
  [`${IN_CARD} .${CARD}__chip`]: CHIP,
  // Outlined (the demo chip): a grey border instead of the fill, 7 px inside it.
  [`${IN_CARD} .${CARD}__chip--outlined`]: {
    bgcolor: 'transparent',
    border: '1px solid #bdbdbd',
    px: '7px',
    lineHeight: '22px',
  },
  // The chips with an icon: a row, icon then label.
  [`${IN_CARD} .${CARD}__chip--verified, ${IN_CARD} .${CARD}__chip--due`]: {
    display: 'inline-flex',
    alignItems: 'center',
    lineHeight: 1.5,
  },
  // Verified: outlined in the success colour, with its icon.
  [`${IN_CARD} .${CARD}__chip--verified`]: {
    bgcolor: 'transparent',
    color: 'success.main',
    border: '1px solid',
    borderColor: 'rgba(46, 125, 50, 0.7)',
    px: '7px',
    pl: '2px',
  },
  // Re-check due: filled in the warning colour (its text 4.5:1 on it), with its icon.
  [`${IN_CARD} .${CARD}__chip--due`]: { bgcolor: 'warning.main', color: 'warning.contrastText', pl: '4px' },
  [`${IN_CARD} .${CARD}__chip .${CARD}__icon`]: { fontSize: 18, mr: '4px' },
  [`${IN_CARD} .${CARD}__save`]: { position: 'absolute', top: 8, right: 8 },
} satisfies SxProps<Theme>;

/** Material icons' paths (Star, Verified, Update), drawn as plain SVG by the card's class. */
const ICONS = {
  star: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  verified:
    'm23 12-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-12.91 4.72-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48z',
  update:
    'M21 10.12h-6.78l2.74-2.82c-2.73-2.7-7.15-2.8-9.88-.1-2.73 2.71-2.73 7.08 0 9.79s7.15 2.71 9.88 0C18.32 15.65 19 14.08 19 12.1h2c0 1.98-.88 4.55-2.64 6.29-3.51 3.48-9.21 3.48-12.72 0-3.5-3.47-3.53-9.11-.02-12.58s9.14-3.47 12.65 0L21 3zM12.5 8v4.25l3.5 2.08-.72 1.21L11 13V8z',
} as const;

function CardIcon({ name, className }: { name: keyof typeof ICONS; className?: string }) {
  return (
    <svg
      className={className ? `${CARD}__icon ${className}` : `${CARD}__icon`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}

/** The words every card shows alike (its chips' labels), translated once a language, not once a card. */
type Gender = (typeof GENDERS)[number];
type SharingType = (typeof SHARING_TYPES)[number];
type CardWords = {
  gender: Record<Gender, string>;
  sharing: Record<SharingType, string>;
  ac: string;
  food: string;
  vegFood: string;
  demo: string;
  noReviews: string;
  verified: string;
  recheckDue: string;
  recheckDueHelp: string;
};
const cardWordsByLanguage = new Map<string, CardWords>();

function cardWords(t: TFunction<readonly ['listings', 'costs']>, language: string, ready: boolean): CardWords {
  const known = cardWordsByLanguage.get(language);
  if (known) return known;
  const words: CardWords = {
    gender: Object.fromEntries(GENDERS.map((g) => [g, t(`gender.${g}`)])) as Record<Gender, string>,
    sharing: Object.fromEntries(SHARING_TYPES.map((s) => [s, t(`sharing.${s}`)])) as Record<SharingType, string>,
    ac: t('card.ac'),
    food: t('card.food'),
    vegFood: t('card.vegFood'),
    demo: t('card.demo'),
    noReviews: t('card.noReviews'),
    verified: t('card.verified'),
    recheckDue: t('trust.recheckDue'),
    recheckDueHelp: t('trust.recheckDueHelp'),
  };
  // Kept only once the strings are loaded (before, t answers with the keys).
  if (ready) cardWordsByLanguage.set(language, words);
  return words;
}

/**
 * How fresh the listing's check is (docs/decisions/206-trust-that-stays-fresh.md), as the PG page's TrustBadge and
 * CheckedAgo say it: the line "Checked by KotaStay N days ago" or the Verified / Re-check due chip. Components of
 * their own, so that the render with the browser's clock right after hydration (lib/render-clock.ts) re-renders
 * these, not the whole card.
 */
function CardFreshness({
  part,
  verified,
  verifiedAt,
  t,
  words,
}: {
  part: 'line' | 'badge';
  verified: boolean;
  verifiedAt: string | null;
  t: TFunction<readonly ['listings', 'costs']>;
  words: CardWords;
}) {
  const nowMs = useRenderNow();
  if (!verified) return null;
  const fresh = verificationFreshness(verifiedAt, nowMs);
  if (part === 'line')
    return fresh ? (
      <span
        className={fresh.recheckDue ? `${CARD}__checked ${CARD}__checked--due` : `${CARD}__checked`}
        data-testid="checked-ago"
      >
        {fresh.daysAgo === 0 ? t('trust.checkedToday') : t('trust.checkedDaysAgo', { count: fresh.daysAgo })}
      </span>
    ) : null;
  return fresh?.recheckDue ? (
    <span className={`${CARD}__chip ${CARD}__chip--due`} title={words.recheckDueHelp} data-testid="recheck-due">
      <CardIcon name="update" />
      {words.recheckDue}
    </span>
  ) : (
    <span className={`${CARD}__chip ${CARD}__chip--verified`} data-testid="verified-badge">
      <CardIcon name="verified" />
      {words.verified}
    </span>
  );
}

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
  const { t, i18n, ready } = useTranslation(['listings', 'costs']);
  const words = cardWords(t, i18n.language, ready);
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
          alt=""
          className={`${CARD}__photo`}
        />
        <div className={`${CARD}__body`}>
          <div className={`${CARD}__head`}>
            <h3 className={`${CARD}__name`}>{pg.name}</h3>
            {pg.ratingCount > 0 ? (
              <p
                className={`${CARD}__rating`}
                aria-label={t('card.ratingAria', { rating: pg.ratingAvg.toFixed(1), count: pg.ratingCount })}
              >
                <CardIcon name="star" className={`${CARD}__star`} />
                {pg.ratingAvg.toFixed(1)}
                <span className={`${CARD}__count`}>({pg.ratingCount})</span>
              </p>
            ) : (
              <span className={`${CARD}__no-reviews`}>{words.noReviews}</span>
            )}
          </div>
          <p className={`${CARD}__where`}>
            {pg.areaName}
            {distanceM !== undefined && walkMinutes !== undefined && (
              <> · {t('card.distanceWalk', { distance: formatDistance(distanceM), minutes: String(walkMinutes) })}</>
            )}
          </p>
          <p className={`${CARD}__rent`}>{t('card.fromRent', { rent: formatInr(rent) })}</p>
          {/* The same room option's true monthly cost (decision 160). */}
          <CardTotal rentInr={rent} monthlyExtrasInr={pg.monthlyExtrasInr} t={t} className={`${CARD}__total`} />
          <CardFreshness part="line" verified={pg.verified} verifiedAt={pg.verifiedAt} t={t} words={words} />
          <div className={`${CARD}__chips`}>
            <CardFreshness part="badge" verified={pg.verified} verifiedAt={pg.verifiedAt} t={t} words={words} />
            <span className={`${CARD}__chip`}>{words.gender[pg.gender]}</span>
            <span className={`${CARD}__chip`}>{pg.sharingTypes.map((s) => words.sharing[s]).join(' · ')}</span>
            {pg.hasAc && <span className={`${CARD}__chip`}>{words.ac}</span>}
            {pg.food.included && (
              <span className={`${CARD}__chip`}>{pg.food.vegOnly ? words.vegFood : words.food}</span>
            )}
            {pg.demo && <span className={`${CARD}__chip ${CARD}__chip--outlined`}>{words.demo}</span>}
          </div>
        </div>
      </CardActionArea>
      <div className={`${CARD}__save`}>
        <CardSaveButton
          pgId={pg.id}
          pgName={pg.name}
          summary={summary}
          label={(saved) => (saved ? t('saved.remove', { name: pg.name }) : t('saved.save', { name: pg.name }))}
        />
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
