// The largest request body the API takes, per route: the one table the API (functions/src/http/body-limit.ts)
// and the Vite dev server in front of it (web/dev-body-limit.ts) both judge by. Zod-free, so the dev server's
// config can load it. See docs/decisions/012-request-bodies-in-the-functions-runtime.md.
import { COMPLAINT_PHOTO_MAX_BYTES, COMPLAINT_PHOTOS_MAX, KYC_FILE_MAX_BYTES, LISTING_PHOTO_MAX_BYTES } from './constants';

/** The largest request body the API accepts. Every body it takes is a small JSON form. */
export const MAX_BODY_BYTES = 100 * 1024;

/**
 * The exemptions: the three multipart uploads. A listing photo (POST /api/listings/{id}/photos) may carry one photo
 * of up to LISTING_PHOTO_MAX_BYTES plus the multipart framing. A KYC submission (POST /api/kyc) may carry up to
 * twice its file limit, so that a file somewhat over KYC_FILE_MAX_BYTES reaches the route, which answers with a
 * 413 naming the `idCard` field; anything larger stops at the limit. A complaint (POST /api/complaints) may carry
 * up to COMPLAINT_PHOTOS_MAX photos of COMPLAINT_PHOTO_MAX_BYTES each (30 MB, under the Functions runtime's 32 MB).
 * Each route enforces its files' own limits.
 */
const MULTIPART_FRAMING_BYTES = 64 * 1024;
const MAX_PHOTO_UPLOAD_BODY_BYTES = LISTING_PHOTO_MAX_BYTES + MULTIPART_FRAMING_BYTES;
export const MAX_KYC_BODY_BYTES = 2 * KYC_FILE_MAX_BYTES + MULTIPART_FRAMING_BYTES;
export const MAX_COMPLAINT_BODY_BYTES = COMPLAINT_PHOTOS_MAX * COMPLAINT_PHOTO_MAX_BYTES + MULTIPART_FRAMING_BYTES;
const UPLOADS: ReadonlyArray<{ path: RegExp; maxBytes: number }> = [
  { path: /^\/api\/listings\/[^/]+\/photos$/, maxBytes: MAX_PHOTO_UPLOAD_BODY_BYTES },
  { path: /^\/api\/kyc$/, maxBytes: MAX_KYC_BODY_BYTES },
  { path: /^\/api\/complaints$/, maxBytes: MAX_COMPLAINT_BODY_BYTES },
];

/** The body limit of a request to the API, by its method and path (`/api/…`, without the query). */
export const requestBodyLimit = (method: string, path: string): number =>
  (method === 'POST' && UPLOADS.find((u) => u.path.test(path))?.maxBytes) || MAX_BODY_BYTES;

/** The API's answer to a body over its limit, with status 413. */
export const PAYLOAD_TOO_LARGE = {
  error: 'payload_too_large',
  message: 'The request body is too large (at most 100 kB).',
} as const;
