// The landing page's testimonials: GET /api/reviews/featured (decision 202), the best recent reviews from verified
// stays. Small on purpose: the landing chunk imports it (through the feature's index), nothing else of reviews.
import { useQuery } from '@tanstack/react-query';
import type { FeaturedReview, FeaturedReviewsResponse } from '@kotastay/shared/schemas/review';
import { apiGet } from '../../../lib/api-client';

export type { FeaturedReview };

/** `enabled` false until the page has hydrated: the prerendered HTML never waits for it. */
export const useFeaturedReviews = (enabled: boolean) =>
  useQuery({
    queryKey: ['reviews', 'featured'],
    queryFn: ({ signal }) => apiGet<FeaturedReviewsResponse>('/reviews/featured', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
