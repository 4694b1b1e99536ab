// Quick searches on an area or coaching page (docs/decisions/205-search-understanding.md): each is a typed search,
// "girls pg" + the place's name, that /pg-listing sends to the API like anything a student types, so "Girls' PGs"
// here means what "Girls PG" means in the search box: the same understanding, chips and all.
import { DEFAULT_CENTER, QUICK_BUDGET_INR } from '@kotastay/shared/constants';
import { pgListingUrl } from '@kotastay/shared/routes';

/** The budget chip's rent, as on the landing page. */
export const PLACE_QUICK_BUDGET_INR = QUICK_BUDGET_INR;

export type PlaceQuickSearch = { id: 'girls' | 'boys' | 'ac' | 'budget' | 'veg'; words: string };

export const PLACE_QUICK_SEARCHES: readonly PlaceQuickSearch[] = [
  { id: 'girls', words: 'girls pg' },
  { id: 'boys', words: 'boys pg' },
  { id: 'ac', words: 'ac room' },
  { id: 'budget', words: `under ${PLACE_QUICK_BUDGET_INR}` },
  { id: 'veg', words: 'veg food' },
];

/** /pg-listing searching "<words> near <place>", in the page's radius. */
export function placeQuickSearchUrl(quick: PlaceQuickSearch, placeName: string, radiusM: number): string {
  return pgListingUrl({ ...DEFAULT_CENTER, radius: radiusM, type: 'search', query: `${quick.words} near ${placeName}` });
}
