// Round two of the search quality benchmark (decision 225): queries asking for the cheapest first, in English,
// Hinglish and Hindi, alone and with places and filters, each expected to sort price_asc; "budget" with an amount
// is a maximum rent and no sort; places typed the way students say them that the first sets lack; and "top rated",
// the best rated first (decision 228). Same format and scoring as search-queries.ts.
import { H, I, P, type BenchQuery } from './search-queries';

/** Asks for the cheapest first, with this place (null: none) and exactly these filters. */
const C = (q: string, place: string | null, filters: Record<string, unknown>): BenchQuery => ({
  q,
  kind: 'cheap',
  place,
  filters,
  sort: 'price_asc',
});

/** Asks for the best rated first. */
const R = (q: string, place: string | null, filters: Record<string, unknown>): BenchQuery => ({
  q,
  kind: 'rated',
  place,
  filters,
  sort: 'rating',
});

/** Asks for PGs around the searcher (decision 230), with exactly these filters. */
const N = (q: string, filters: Record<string, unknown>, sort?: BenchQuery['sort']): BenchQuery => ({
  q,
  kind: 'near me',
  place: null,
  filters,
  nearMe: true,
  ...(sort ? { sort } : {}),
});

export const ROUND_TWO: readonly BenchQuery[] = [
  // Near me: the student's own position (decision 230).
  N('pg near me', {}),
  N('hostel nearby', {}),
  N('girls pg near me', { gender: 'girls' }),
  N('boys hostel near me with ac', { gender: 'boys', ac: true }),
  N('mere paas pg', {}),
  N('मेरे पास पीजी', {}),
  N('आसपास गर्ल्स हॉस्टल', { gender: 'girls' }),
  N('cheap pg near me', {}, 'price_asc'),
  N('pg near my location under 8000', { maxRentInr: 8000 }),
  // Near a place, the words only say near.
  P('pg nearby talwandi', 'area:talwandi'),
  P('hostel nearby allen', 'coaching:allen'),
  // "X ke aas paas" is around X, not around the searcher.
  P('talwandi ke aas paas pg', 'area:talwandi'),
  P('rajeev gandhi nagar ke aaspaas hostel', 'area:rajeev-gandhi-nagar'),
  H('तलवंडी के आसपास पीजी', 'area:talwandi', {}),
  // Cheap, alone.
  C('cheap pg', null, {}),
  C('sasta pg', null, {}),
  C('सस्ता पीजी कोटा', null, {}),
  C('budget hostel', null, {}),
  C('low rent pg', null, {}),
  C('sabse sasta', null, {}),
  C('affordable hostel in kota', null, {}),
  C('kam kiraya wala room', null, {}),
  C('cheep pg', null, {}),
  // …with a place.
  C('cheap pg near talwandi', 'area:talwandi', {}),
  C('economical pg coral park', 'area:coral-park', {}),
  C('lowest price hostel near resonance', 'coaching:resonance', {}),
  C('saste kamre kunhadi', 'area:landmark-city', {}),
  C('pocket friendly pg near allen', 'coaching:allen', {}),
  C('कम किराया पीजी महावीर नगर', 'area:mahaveer-nagar', {}),
  // …with filters.
  C('cheapest girls pg', null, { gender: 'girls' }),
  C('low cost single room', null, { sharing: ['single'] }),
  C('cheap ac room under 10000', null, { ac: true, maxRentInr: 10000 }),
  C('affordable boys hostel near allen samarth', 'branch:allen-samarth', { gender: 'boys' }),
  C('sasti ladies pg landmark city', 'area:landmark-city', { gender: 'girls' }),
  C('budget pg with food near motion', 'coaching:motion', { food: 'included' }),
  C('sasta double sharing vigyan nagar', 'area:vigyan-nagar', { sharing: ['double'] }),
  C('सबसे सस्ता गर्ल्स पीजी तलवंडी', 'area:talwandi', { gender: 'girls' }),
  C('सस्ता लड़कों का हॉस्टल', null, { gender: 'boys' }),
  // "budget" with an amount: a maximum rent, nearest first.
  I('budget 8000', { maxRentInr: 8000 }),
  I('girls pg budget 9000', { gender: 'girls', maxRentInr: 9000 }),
  H('बजट 8000 पीजी', null, { maxRentInr: 8000 }),
  // Places as students say them.
  P('sankalp hostel', 'branch:allen-sankalp'),
  P('near sankalp campus', 'branch:allen-sankalp'),
  P('hostel near allen samarth campus', 'branch:allen-samarth'),
  P('rgn pg', 'area:rajeev-gandhi-nagar'),
  P('rajiv gandhi nagar hostel', 'area:rajeev-gandhi-nagar'),
  // A place's own word is not a typo of a search word: the "garden" of Chambal Garden is not "warden" (decision 228).
  P('pg near chambal garden', 'landmark:chambal-garden'),
  P('hostel near city mall', 'landmark:city-mall'),
  // Best rated first (decision 228).
  R('top rated pg', null, {}),
  R('highest rated hostel in landmark city', 'area:landmark-city', {}),
  R('best rated girls pg near talwandi', 'area:talwandi', { gender: 'girls' }),
  R('top rated boys hostel near allen sankalp', 'branch:allen-sankalp', { gender: 'boys' }),
  R('pg with good ratings', null, {}),
  R('achhi rating wala pg kunhadi', 'area:landmark-city', {}),
];
