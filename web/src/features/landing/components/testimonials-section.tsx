import Button from '@mui/material/Button';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { TestimonialRow } from '../../../components/testimonials';
import { useHydrated } from '../../../components/defer-hydration';
import { useFeaturedReviews } from '../../reviews/featured';
import { Section } from './section';

/**
 * "What students say": the best recent reviews from verified stays (decision 202), fetched once the page has
 * hydrated — the prerendered page and the first paint carry only the reserved box. With no review to show (none
 * yet, or the request failed) the section is left out: nothing is made up. It sits well below the first screen, so
 * leaving it out moves nothing the reader sees.
 */
export function TestimonialsSection() {
  const { t } = useTranslation('landing');
  const { t: tc } = useTranslation();
  // False while prerendering and hydrating, then true.
  const mounted = useHydrated();
  const featured = useFeaturedReviews(mounted);
  // The answer reaches this component at SyncLane (react-query's store): the cards render in the background, in
  // time slices, as the landing page's chips do (use-shown-in-background.ts).
  const reviews = useDeferredValue(featured.data?.results ?? null);
  if (featured.isError || (featured.isSuccess && featured.data.results.length === 0)) return null;
  return (
    <Section id="testimonials" title={t('testimonials.title')} subtitle={t('testimonials.subtitle')} tinted offscreenHintPx={480}>
      <TestimonialRow reviews={reviews} label={tc('loading')} title={t('testimonials.title')} />
      <Button component={RouterLink} to={ROUTES.reviews} endIcon={<ArrowForwardIcon />} sx={{ mt: 2, color: 'primary.dark' }}>
        {t('testimonials.readAll')}
      </Button>
    </Section>
  );
}
