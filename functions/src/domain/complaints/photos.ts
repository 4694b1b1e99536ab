// A complaint's photos on their way in (docs/decisions/214-complaint-photos.md): checked as listing photos are — at
// most COMPLAINT_PHOTOS_MAX, each under COMPLAINT_PHOTO_MAX_BYTES, a JPEG, PNG or WebP by its first bytes — and
// re-encoded through the one decoder (lib/images.ts), so nothing of the camera's metadata reaches Storage. Every
// check runs before anything is written; each refusal names the `photos` field and which photo.
import {
  COMPLAINT_PHOTO_MAX_BYTES,
  COMPLAINT_PHOTOS_MAX,
  type ComplaintPhotoSize,
} from '@kotastay/shared/schemas/complaint';
import { imageKindOf, processComplaintPhoto } from '../../lib/images';
import { InvalidInput, KindedError } from '../errors';

/** An uploaded file as the multipart parser hands it over (`truncated`: it went past the size limit). */
export type ComplaintPhotoUpload = { bytes: Buffer; truncated: boolean };

const MB = COMPLAINT_PHOTO_MAX_BYTES / 1024 / 1024;
const which = (i: number, n: number) => (n === 1 ? 'The photo' : `Photo ${i + 1}`);
const invalid = (message: string) => new InvalidInput(`Check the photos: ${message}`, { photos: message });

/** The stored sizes of each photo, in order; throws naming `photos` before anything is written. */
export async function preparePhotos(uploads: readonly ComplaintPhotoUpload[]): Promise<Record<ComplaintPhotoSize, Buffer>[]> {
  if (uploads.length > COMPLAINT_PHOTOS_MAX)
    throw invalid(`Attach at most ${COMPLAINT_PHOTOS_MAX} photos (this has ${uploads.length}).`);
  uploads.forEach((u, i) => {
    const name = which(i, uploads.length);
    if (u.truncated || u.bytes.length > COMPLAINT_PHOTO_MAX_BYTES) {
      const message = `${name} is too large: at most ${MB} MB.`;
      throw new KindedError('too_large', 'photo_too_large', `Check the photos: ${message}`, { photos: message });
    }
    if (u.bytes.length === 0) throw invalid(`${name} is empty. Choose it again.`);
    if (!imageKindOf(u.bytes)) throw invalid(`${name} is not a JPEG, PNG or WebP image.`);
  });
  const out: Record<ComplaintPhotoSize, Buffer>[] = [];
  for (const [i, u] of uploads.entries()) {
    try {
      out.push(await processComplaintPhoto(u.bytes));
    } catch {
      throw invalid(`${which(i, uploads.length)} could not be read. Take it again or choose another (JPEG, PNG or WebP).`);
    }
  }
  return out;
}
