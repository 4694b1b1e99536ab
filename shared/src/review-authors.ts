// The names a review shows in place of a person's (no zod here: the landing page's testimonials import it).
// Stored in English on the review; the web shows them in the page's language.

/** A student under 18 is never named on a review (decision 203). */
export const CHILD_REVIEW_AUTHOR = 'Student';

/** What the account deletion replaces a name with, on reviews and on the payment records kept (decision 204). */
export const FORMER_STUDENT = 'Former student';
