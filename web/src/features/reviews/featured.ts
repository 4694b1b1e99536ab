// The reviews feature's named entry for the landing page: its testimonials' small query (api/featured.ts: a fetch, no
// components) without the feature's lazy components, whose chunk lists would ride along on every page's first load
// (~1.5 KB gzip; issue #25).
export { useFeaturedReviews, type FeaturedReview } from './api/featured';
