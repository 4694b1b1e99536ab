// The landing page's testimonials are real reviews (docs/decisions/202-retention-grievance-and-true-words.md): the best
// recent visible reviews from verified stays. Among the newest FEATURED_POOL visible reviews, the highest overall
// rating first (newer first among equals), one per PG, with enough text to say something; only the public review's
// own fields, the text cut at a word so every card keeps one height.
import {
  FEATURED_TEXT_MAX_CHARS,
  type FeaturedReview,
  type FeaturedReviewsResponse,
  type ReviewDoc,
} from '@kotastay/shared/schemas/review';
import { asReview, newestFirst, reviewsCol } from './store';

/** How many of the newest visible reviews are considered. */
export const FEATURED_POOL = 50;
/** A featured review says something: at least this many characters. */
export const FEATURED_MIN_CHARS = 40;
/** And it is a recommendation the reader can weigh: 4 or 5 stars overall. */
export const FEATURED_MIN_RATING = 4;

/** `text` cut to `max` characters at the last word boundary, with an ellipsis when cut. */
export function clip(text: string, max = FEATURED_TEXT_MAX_CHARS): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The choice itself, from reviews newest first (pure: tested without Firestore). */
export function pickFeatured(newestFirstReviews: readonly ReviewDoc[], limit: number): FeaturedReview[] {
  const eligible = newestFirstReviews
    .map((r, order) => ({ r, order }))
    .filter(({ r }) => r.status === 'visible' && r.ratings.overall >= FEATURED_MIN_RATING && r.text.trim().length >= FEATURED_MIN_CHARS)
    .sort((a, b) => b.r.ratings.overall - a.r.ratings.overall || a.order - b.order);
  const seenPgs = new Set<string>();
  const out: FeaturedReview[] = [];
  for (const { r } of eligible) {
    if (seenPgs.has(r.pgId)) continue;
    seenPgs.add(r.pgId);
    out.push({
      id: r.id,
      authorName: r.authorName,
      rating: r.ratings.overall,
      text: clip(r.text),
      stayMonth: r.stayMonth,
      pgName: r.pgName,
      demo: r.demo === true,
    });
    if (out.length === limit) break;
  }
  return out;
}

export async function featuredReviews(limit: number): Promise<FeaturedReviewsResponse> {
  const snap = await newestFirst(reviewsCol().where('status', '==', 'visible')).withConverter(asReview).limit(FEATURED_POOL).get();
  return { results: pickFeatured(snap.docs.map((d) => d.data()), limit) };
}
