// Static sample testimonials (docs/requirements/app-shell-and-landing.md#testimonials: id, name, rating 1–5, comment), shown on the landing page and
// on /reviews beside the reviews from verified stays. Names and comments live in the common i18n namespace.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { useTranslation } from 'react-i18next';

export type Testimonial = { id: 't1' | 't2' | 't3' | 't4'; rating: 1 | 2 | 3 | 4 | 5 };

export const TESTIMONIALS: readonly Testimonial[] = [
  { id: 't1', rating: 5 },
  { id: 't2', rating: 4 },
  { id: 't3', rating: 5 },
  { id: 't4', rating: 5 },
];

function Stars({ rating }: { rating: Testimonial['rating'] }) {
  const { t } = useTranslation();
  return (
    <Box role="img" aria-label={t('testimonials.ratingLabel', { rating: String(rating) })} sx={{ display: 'flex' }}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} fontSize="small" sx={{ color: n <= rating ? '#F9A826' : 'action.disabled' }} />
      ))}
    </Box>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation();
  const name = t(`testimonials.items.${testimonial.id}.name`);
  return (
    <Paper
      component="figure"
      variant="outlined"
      sx={{ m: 0, p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}
    >
      <Stars rating={testimonial.rating} />
      <Typography component="blockquote" sx={{ m: 0, flex: 1 }}>
        “{t(`testimonials.items.${testimonial.id}.comment`)}”
      </Typography>
      <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 40,
            height: 40,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: '#fff',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
          }}
        >
          {name.charAt(0)}
        </Box>
        <div>
          <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('testimonials.role')} · {t('testimonials.verifiedStay')}
          </Typography>
        </div>
      </Box>
    </Paper>
  );
}

export function TestimonialGrid({ limit }: { limit?: number }) {
  const items = limit ? TESTIMONIALS.slice(0, limit) : TESTIMONIALS;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(items.length, 3)}, 1fr)` },
      }}
    >
      {items.map((item) => (
        <TestimonialCard key={item.id} testimonial={item} />
      ))}
    </Box>
  );
}
