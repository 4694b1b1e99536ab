// The reviews module's public entry for other modules (the HTTP routes call its service files directly).
export { anonymiseReviewsOf, isBookingReviewed, reportedReviews, reviewDataOf } from './store';
