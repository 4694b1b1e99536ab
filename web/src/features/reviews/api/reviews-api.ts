// The web side of /api/reviews (docs/requirements/reviews.md): reviews are written, reported, replied to and
// moderated only through these Functions; the screens read them through the API too.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet, apiGetOrNull, apiSend } from '../../../lib/api-client';
import type {
  CreateReviewBody,
  MyReviewsResponse,
  PgReviewsResponse,
  ReportedReviewsResponse,
  ReviewListResponse,
  ReviewResponse,
} from './contract';

const seg = encodeURIComponent;

export const reviewKeys = {
  all: ['reviews'] as const,
  pg: (pgId: string) => ['reviews', 'pg', pgId] as const,
  list: (areaId: string) => ['reviews', 'list', areaId] as const,
  eligible: (uid: string, pgId: string) => ['reviews', 'eligible', uid, pgId] as const,
  reported: ['reviews', 'reported'] as const,
};

export const pgReviewsOptions = (pgId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.pg(pgId),
    queryFn: ({ pageParam, signal }) =>
      apiGet<PgReviewsResponse>(`/reviews/pg?pgId=${seg(pgId)}${pageParam ? `&cursor=${seg(pageParam)}` : ''}`, {
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const allReviewsOptions = (areaId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(areaId),
    queryFn: ({ pageParam, signal }) => {
      const q = new URLSearchParams();
      if (areaId) q.set('areaId', areaId);
      if (pageParam) q.set('cursor', pageParam);
      const qs = q.toString();
      return apiGet<ReviewListResponse>(`/reviews${qs ? `?${qs}` : ''}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The signed-in student's confirmed stays not reviewed yet (at one PG when `pgId` is given): GET /api/reviews/mine. */
export const eligibleOptions = (uid: string, pgId = '') =>
  queryOptions({
    queryKey: reviewKeys.eligible(uid, pgId),
    queryFn: ({ signal }) =>
      apiGetOrNull<MyReviewsResponse>(`/reviews/mine${pgId ? `?pgId=${seg(pgId)}` : ''}`, { signal }).then((r) => r?.stays ?? []),
    select: (stays) => stays.filter((s) => s.review === null),
    enabled: Boolean(uid),
    staleTime: 30_000,
  });

/**
 * The ids of the signed-in student's own reviews (at one PG): the same GET /api/reviews/mine as eligibleOptions
 * (one request, one cache entry), so their author is not offered "Report" on them (issue #21).
 */
export const ownReviewIdsOptions = (uid: string, pgId = '') =>
  queryOptions({
    ...eligibleOptions(uid, pgId),
    select: (stays: MyReviewsResponse['stays']) => new Set(stays.flatMap((s) => (s.review ? [s.review.id] : []))),
  });

export const reportedOptions = () =>
  queryOptions({
    queryKey: reviewKeys.reported,
    queryFn: ({ signal }) => apiGet<ReportedReviewsResponse>('/reviews/reported', { signal }).then((r) => r.results),
  });

export const createReview = (body: CreateReviewBody) => apiSend<ReviewResponse>('POST', '/reviews', body);
export const reportReview = (id: string, reason: string) =>
  apiSend<unknown>('POST', `/reviews/${seg(id)}/report`, { reason });
export const replyToReview = (id: string, text: string) =>
  apiSend<unknown>('POST', `/reviews/${seg(id)}/reply`, { text });
export const hideReview = (id: string, reason: string) =>
  apiSend<unknown>('POST', `/reviews/${seg(id)}/hide`, { reason });
export const restoreReview = (id: string) => apiSend<unknown>('POST', `/reviews/${seg(id)}/restore`, {});

/** The API's error code, or null for a network failure. */
export function errorCode(err: unknown): string | null {
  if (err instanceof ApiError && typeof err.body === 'object' && err.body !== null && 'error' in err.body) {
    const code = (err.body as { error?: unknown }).error;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/** The API's own message (in the reader's language), else the error's text. */
export { apiErrorText as errorText } from '../../../i18n/api-errors';
