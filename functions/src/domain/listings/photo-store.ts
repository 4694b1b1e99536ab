// Listing photos in Storage: `listing_photos/{pgId}/{photoId}/{variant}.webp`, written only by Functions.
// Browsers load them straight from Storage by download-token URL (docs/decisions/070-listing-drafts-and-verification.md):
// the token bypasses storage.rules by design, so storage.rules stays deny-all, and the emulator (whose rules
// runtime is a deny-all stand-in locally) serves them the same way production does.
import { randomUUID } from 'node:crypto';
import { PHOTO_VARIANTS, type PhotoVariant } from '@kotastay/shared/schemas/pg';
import { storage } from '../../lib/admin';

const VARIANT_NAMES = Object.keys(PHOTO_VARIANTS) as PhotoVariant[];
/** Each object's bytes never change (a new photo gets a new id), so caches may keep them for a year. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const photoPath = (pgId: string, photoId: string, variant: PhotoVariant) =>
  `listing_photos/${pgId}/${photoId}/${variant}.webp`;

/**
 * Where browsers download Storage objects. One code path: the Storage emulator's address when the runtime
 * has one (FIREBASE_STORAGE_EMULATOR_HOST, set by the emulator suite), otherwise Firebase Storage's.
 */
export function storageDownloadOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const emulator = env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (emulator) return emulator.startsWith('http') ? emulator : `http://${emulator}`;
  return 'https://firebasestorage.googleapis.com';
}

export function downloadUrl(bucket: string, path: string, token: string, origin = storageDownloadOrigin()): string {
  return `${origin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${encodeURIComponent(token)}`;
}

/** Stores the variants; answers their download URLs. */
export async function savePhotoVariants(
  pgId: string,
  photoId: string,
  variants: Record<PhotoVariant, Buffer>,
): Promise<Record<PhotoVariant, string>> {
  const bucket = storage().bucket();
  const token = randomUUID();
  const urls = await Promise.all(
    VARIANT_NAMES.map(async (v) => {
      const path = photoPath(pgId, photoId, v);
      await bucket.file(path).save(variants[v], {
        resumable: false,
        contentType: 'image/webp',
        metadata: {
          contentType: 'image/webp',
          cacheControl: PHOTO_CACHE_CONTROL,
          metadata: { firebaseStorageDownloadTokens: token },
        },
      });
      return downloadUrl(bucket.name, path, token);
    }),
  );
  return Object.fromEntries(VARIANT_NAMES.map((v, i) => [v, urls[i]])) as Record<PhotoVariant, string>;
}

/** Deletes a photo's objects; missing ones are fine (a retry, or an upload that failed half-way). */
export async function deletePhotoObjects(pgId: string, photoIds: readonly string[]): Promise<void> {
  const bucket = storage().bucket();
  await Promise.all(
    photoIds.flatMap((id) =>
      VARIANT_NAMES.map((v) => bucket.file(photoPath(pgId, id, v)).delete({ ignoreNotFound: true })),
    ),
  );
}
