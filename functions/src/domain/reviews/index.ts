// The reviews module's public entry for other modules (the HTTP routes call its service files directly).
export { anonymiseReviewsOf, reportedReviews, reviewDataOf } from './store';
