// The reviews feature's public entry for other features (lint-enforced). Lazy components: the PG page and
// /bookings load the reviews code when they render it, so no other chunk grows. The one eager export is the landing
// page's small featured-reviews query (api/featured.ts: a fetch, no components).
import { lazy } from 'react';

/** The PG page's reviews section (loads its data when scrolled near). */
export const PgReviews = lazy(() => import('./components/pg-reviews'));
/** /bookings: "Write a review" on a confirmed, not yet reviewed booking. */
export const WriteReviewAction = lazy(() => import('./components/write-review-action'));
/** /reviews: every visible review, newest first, with the area filter. */
export const AllReviews = lazy(() => import('./components/all-reviews'));
/** The landing page's testimonials: the best recent reviews from verified stays (decision 202). */
export { useFeaturedReviews, type FeaturedReview } from './api/featured';
