// Testimonial cards: real reviews from verified stays (GET /api/reviews/featured, decision 202) in the landing page's
// card layout — stars, the review's words, the author's first name, "JEE/NEET Student · Verified Stay, <the month
// they moved in>". Seeded demonstration reviews (local data only) say "Demo review" instead: never "Verified".
// Every card has one fixed height and the row one fixed height at every width (a swipeable row on phones), so the
// box reserved before the reviews arrive is exactly the box they fill: nothing below moves (CLS budget 0.02).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { useTranslation } from 'react-i18next';
import type { FeaturedReview } from '@kotastay/shared/schemas/review';
import { formatMonthYear } from '../i18n/dates';
import { reviewAuthorName } from '../i18n/review-author';

/** One card's height in px, and the text's line limit inside it (the server also cuts the text to 220 characters). */
export const TESTIMONIAL_CARD_PX = 248;
const TEXT_LINES = 5;

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <Box role="img" aria-label={t('testimonials.ratingLabel', { rating: String(rating) })} sx={{ display: 'flex' }}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} fontSize="small" sx={{ color: n <= rating ? '#F9A826' : 'action.disabled' }} />
      ))}
    </Box>
  );
}

export function TestimonialCard({ review }: { review: FeaturedReview }) {
  const { t, i18n } = useTranslation();
  const month = formatMonthYear(review.stayMonth, i18n.language);
  const author = reviewAuthorName(review.authorName, t);
  return (
    <Paper
      component="figure"
      variant="outlined"
      data-testid="testimonial"
      sx={{ m: 0, p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, height: TESTIMONIAL_CARD_PX, boxSizing: 'border-box', overflow: 'hidden' }}
    >
      <Stars rating={review.rating} />
      <Typography
        component="blockquote"
        sx={{ m: 0, flex: 1, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: TEXT_LINES, WebkitBoxOrient: 'vertical', overflowWrap: 'anywhere' }}
      >
        “{review.text}”
      </Typography>
      <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          aria-hidden="true"
          sx={{ width: 40, height: 40, flex: 'none', borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 700 }}
        >
          {author.charAt(0)}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {author}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap data-testid="testimonial-stay">
            {t('testimonials.role')} · {review.demo ? t('testimonials.demoReview', { month }) : t('testimonials.verifiedStay', { month })}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}

/**
 * The row of cards, or (`reviews` null: not loaded yet) the empty box of the same size. On a phone the row scrolls
 * sideways and its cards hold nothing to focus, so the row itself is a named region in the tab order: a keyboard
 * user can scroll it with the arrow keys.
 */
export function TestimonialRow({ reviews, label, title }: { reviews: readonly FeaturedReview[] | null; label: string; title: string }) {
  return (
    <Box
      aria-busy={reviews === null}
      aria-label={reviews === null ? label : title}
      // A name needs a role to be allowed (axe: aria-prohibited-attr): a status while loading, then a region.
      role={reviews === null ? 'status' : 'region'}
      tabIndex={reviews === null ? undefined : 0}
      sx={{
        height: TESTIMONIAL_CARD_PX,
        display: { xs: 'flex', md: 'grid' },
        gridTemplateColumns: { md: 'repeat(3, 1fr)' },
        gap: 2,
        overflowX: { xs: 'auto', md: 'visible' },
        scrollSnapType: { xs: 'x mandatory', md: 'none' },
        scrollbarWidth: 'none',
      }}
    >
      {reviews?.map((r) => (
        <Box key={r.id} sx={{ flex: { xs: '0 0 85%', sm: '0 0 60%', md: 'auto' }, scrollSnapAlign: 'start', minWidth: 0 }}>
          <TestimonialCard review={r} />
        </Box>
      ))}
    </Box>
  );
}
