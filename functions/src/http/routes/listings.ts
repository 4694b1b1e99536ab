import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { DocIdSchema } from '@kotastay/shared/schemas/ids';
import {
  BedsBodySchema,
  LISTING_PHOTO_MAX_BYTES,
  PhotoAltSchema,
  RequestChangesBodySchema,
  VerifyListingBodySchema,
  VisibilityBodySchema,
} from '@kotastay/shared/schemas/pg-draft';
import { imageKindOf } from '../../lib/images';
import { ElsewhereBodySchema } from '@kotastay/shared/schemas/occupancy';
import {
  addPhoto,
  changeElsewhere,
  occupancyOf,
  ownDraftRooms,
  rentComparison,
  deleteDraft,
  removePhoto,
  requestChanges,
  setFreeBeds,
  setVisibility,
  submitListing,
  recheckListing,
  recheckQueue,
  verifyListing,
} from '../../domain/listings';
import { activeStaysAt } from '../../domain/stays';
import { listingWeeks } from '../../domain/listing-stats';
import type { PerformanceResponse } from '@kotastay/shared/schemas/listing-stats';
import { RecheckBodySchema } from '@kotastay/shared/schemas/listing-report';
import { callerOf, requireCurrentAdmin, requireCurrentOwner } from '../auth';
import { HttpError } from '../http-error';
import { parseMultipart } from '../multipart';
import { checkIdParams } from '../id-params';
import { parse } from '../validate';

// /api/listings — an owner's listing lifecycle and staff verification (docs/decisions/070-listing-drafts-and-verification.md).
// Owners edit their draft directly in Firestore; these routes are the state changes rules cannot check.
export const listingsRouter: Router = Router();
checkIdParams(listingsRouter, 'pgId', 'photoId');

const noStore = 'private, no-store';
type Handler = (req: Request, res: Response) => Promise<void>;
const handle =
  (fn: Handler) =>
  (req: Request, res: Response, next: NextFunction): void => {
    fn(req, res).catch(next);
  };

const pgIdOf = (req: Request) => parse(z.object({ pgId: DocIdSchema }), req.params, 'id').pgId;
const owner = requireCurrentOwner();

// ---------- Photo upload: multipart/form-data, field `photo` (one file) and optional `alt` ----------

type Multipart = { file: Buffer | null; alt: string | undefined };

const photoTooLarge = () =>
  new HttpError(413, 'photo_too_large', `The photo is too large: at most ${LISTING_PHOTO_MAX_BYTES / 1024 / 1024} MB.`, {
    photo: 'Too large.',
  });

/** The photo and its optional alt text from the multipart body (functions/src/http/multipart.ts parses it). */
async function readPhotoUpload(req: Request): Promise<Multipart> {
  const form = await parseMultipart(req, { maxFileBytes: LISTING_PHOTO_MAX_BYTES, maxFiles: 1 });
  const photo = form.files.find((f) => f.field === 'photo');
  if (photo?.truncated) throw photoTooLarge();
  return { file: photo?.bytes ?? null, alt: form.fields.alt };
}

listingsRouter.post(
  '/:pgId/photos',
  owner,
  handle(async (req, res) => {
    const pgId = pgIdOf(req);
    const { file, alt } = await readPhotoUpload(req);
    if (!file || file.length === 0) throw new HttpError(400, 'invalid_input', 'Check the photo: photo.', { photo: 'Choose a photo to upload.' });
    if (!imageKindOf(file))
      throw new HttpError(400, 'invalid_input', 'Check the photo: photo.', {
        photo: 'This file is not a JPEG, PNG or WebP image.',
      });
    const altText = alt === undefined || alt.trim() === '' ? undefined : parse(z.object({ alt: PhotoAltSchema }), { alt }, 'photo').alt;
    const photo = await addPhoto(pgId, callerOf(req).uid, { bytes: file, alt: altText });
    res.status(201).set('Cache-Control', noStore).json({ photo });
  }),
);

listingsRouter.delete(
  '/:pgId/photos/:photoId',
  owner,
  handle(async (req, res) => {
    const { pgId, photoId } = parse(z.object({ pgId: DocIdSchema, photoId: DocIdSchema }), req.params, 'id');
    await removePhoto(pgId, callerOf(req).uid, photoId);
    res.set('Cache-Control', noStore).json({ pgId, photoId, deleted: true });
  }),
);

// ---------- Owner state changes ----------

listingsRouter.post(
  '/:pgId/submit',
  owner,
  handle(async (req, res) => {
    const result = await submitListing(pgIdOf(req), callerOf(req).uid);
    res.set('Cache-Control', noStore).json(result);
  }),
);

listingsRouter.post(
  '/:pgId/beds',
  owner,
  handle(async (req, res) => {
    const pgId = pgIdOf(req);
    const body = parse(BedsBodySchema, req.body, 'beds');
    res.set('Cache-Control', noStore).json(await setFreeBeds(pgId, callerOf(req).uid, body.roomId, body.bedsAvailable, body.expected, activeStaysAt));
  }),
);

// Occupancy (docs/decisions/216-occupancy-slots-performance.md): per room option, capacity, on KotaStay, elsewhere, free.
listingsRouter.get(
  '/:pgId/occupancy',
  owner,
  handle(async (req, res) => {
    res.set('Cache-Control', noStore).json(await occupancyOf(pgIdOf(req), callerOf(req).uid, activeStaysAt));
  }),
);

// Performance (decision 216): the last 4 weeks' funnel, rents against the area's median, why visits ended. The
// owner's own listing only (another's is 404, as for every owner route here).
listingsRouter.get(
  '/:pgId/performance',
  owner,
  handle(async (req, res) => {
    const pgId = pgIdOf(req);
    await ownDraftRooms(pgId, callerOf(req).uid);
    const [stats, rents] = await Promise.all([listingWeeks(pgId), rentComparison(pgId)]);
    const body: PerformanceResponse = { pgId, weeks: stats.weeks, rents, noMoveInReasons: stats.noMoveInReasons };
    res.set('Cache-Control', noStore).json(body);
  }),
);

listingsRouter.post(
  '/:pgId/elsewhere',
  owner,
  handle(async (req, res) => {
    const pgId = pgIdOf(req);
    const body = parse(ElsewhereBodySchema, req.body, 'beds filled elsewhere');
    res.set('Cache-Control', noStore).json(await changeElsewhere(pgId, callerOf(req).uid, body, activeStaysAt));
  }),
);

listingsRouter.post(
  '/:pgId/visibility',
  owner,
  handle(async (req, res) => {
    const pgId = pgIdOf(req);
    const body = parse(VisibilityBodySchema, req.body, 'visibility');
    res.set('Cache-Control', noStore).json(await setVisibility(pgId, callerOf(req).uid, body.visible));
  }),
);

listingsRouter.delete(
  '/:pgId',
  owner,
  handle(async (req, res) => {
    const pgId = pgIdOf(req);
    await deleteDraft(pgId, callerOf(req).uid);
    res.set('Cache-Control', noStore).json({ pgId, deleted: true });
  }),
);

// ---------- Staff decisions ----------

listingsRouter.post(
  '/:pgId/verify',
  ...requireCurrentAdmin(),
  handle(async (req, res) => {
    const pgId = pgIdOf(req);
    const body = parse(VerifyListingBodySchema, req.body, 'verification');
    res.set('Cache-Control', noStore).json(await verifyListing(pgId, callerOf(req), body));
  }),
);

listingsRouter.post(
  '/:pgId/request-changes',
  ...requireCurrentAdmin(),
  handle(async (req, res) => {
    const pgId = pgIdOf(req);
    const { reason } = parse(RequestChangesBodySchema, req.body, 'request');
    res.set('Cache-Control', noStore).json({ review: await requestChanges(pgId, callerOf(req), reason) });
  }),
);

// ---------- Trust that stays fresh (docs/decisions/206-trust-that-stays-fresh.md) ----------

/** Verified listings whose check is due now or within the week, oldest check first. */
listingsRouter.get(
  '/recheck-queue',
  ...requireCurrentAdmin(),
  handle(async (_req, res) => {
    res.set('Cache-Control', noStore).json(await recheckQueue());
  }),
);

listingsRouter.post(
  '/:pgId/recheck',
  ...requireCurrentAdmin(),
  handle(async (req, res) => {
    const pgId = pgIdOf(req);
    const body = parse(RecheckBodySchema, req.body ?? {}, 'recheck');
    res.set('Cache-Control', noStore).json(await recheckListing(pgId, callerOf(req), body));
  }),
);
