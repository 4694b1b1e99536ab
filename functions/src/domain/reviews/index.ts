// The reviews module's public entry for other modules (the HTTP routes call its service files directly).
export { reportedReviews } from './store';
