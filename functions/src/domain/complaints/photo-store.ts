// Complaint photos in Storage (docs/decisions/214-complaint-photos.md): `complaint_photos/{complaintId}/{photoId}/{size}.webp`,
// written and read only by Functions. Unlike listing photos they get NO download token: the only way to them is
// GET /api/complaints/{id}/photos/{photoId}, which checks the reader; storage.rules deny every client.
import { randomBytes } from 'node:crypto';
import { COMPLAINT_PHOTO_SIZES, type ComplaintPhotoSize } from '@kotastay/shared/schemas/complaint';
import { storage } from '../../lib/admin';

const SIZES = Object.keys(COMPLAINT_PHOTO_SIZES) as ComplaintPhotoSize[];
const bucket = () => storage().bucket();

export const complaintPhotoPrefix = (complaintId: string) => `complaint_photos/${complaintId}/`;
export const complaintPhotoPath = (complaintId: string, photoId: string, size: ComplaintPhotoSize) =>
  `${complaintPhotoPrefix(complaintId)}${photoId}/${size}.webp`;

/** A new photo's id: 20 hex characters (a DocId, so it passes the route's id check). */
export const newPhotoId = (): string => randomBytes(10).toString('hex');

/** Stores one photo's sizes. Private: no download token, never cached by a shared cache. */
export async function saveComplaintPhoto(
  complaintId: string,
  photoId: string,
  sizes: Record<ComplaintPhotoSize, Buffer>,
): Promise<void> {
  // allSettled: a failure is reported only once both sizes have settled, so a cleanup after it finds both.
  const saved = await Promise.allSettled(
    SIZES.map((size) =>
      bucket()
        .file(complaintPhotoPath(complaintId, photoId, size))
        .save(sizes[size], {
          resumable: false,
          contentType: 'image/webp',
          metadata: { contentType: 'image/webp', cacheControl: 'private, no-store' },
        }),
    ),
  );
  const failed = saved.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** One size of a stored photo, or null when it is not there (deleted with its student's account). */
export async function readComplaintPhoto(
  complaintId: string,
  photoId: string,
  size: ComplaintPhotoSize,
): Promise<Buffer | null> {
  const file = bucket().file(complaintPhotoPath(complaintId, photoId, size));
  try {
    const [bytes] = await file.download();
    return bytes;
  } catch (err) {
    if ((err as { code?: unknown }).code === 404) return null;
    throw err;
  }
}

/** Deletes every photo of a complaint (a refused raise, an account's deletion). Missing objects are fine. */
export async function deleteComplaintPhotos(complaintId: string): Promise<void> {
  await bucket().deleteFiles({ prefix: complaintPhotoPrefix(complaintId), force: true });
}
