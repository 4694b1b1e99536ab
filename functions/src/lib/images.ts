// Turns an uploaded photo into the three listing variants, or a complaint photo's two sizes. Pure (bytes in, bytes
// out): no Storage, no Firestore.
import sharp from 'sharp';
import { COMPLAINT_PHOTO_SIZES, type ComplaintPhotoSize } from '@kotastay/shared/schemas/complaint';
import { PHOTO_VARIANTS, type PhotoVariant } from '@kotastay/shared/schemas/pg';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The type by the file's first bytes — never by its name or declared Content-Type, which the sender controls. */
export function imageKindOf(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export type ProcessedPhoto = {
  variants: Record<PhotoVariant, Buffer>;
  /** Dominant colour, '#rrggbb', painted while the image loads. */
  placeholderColor: string;
};

/** A decompression bomb (a tiny file that decodes to gigapixels) is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 25_000_000;
const VARIANT_NAMES = Object.keys(PHOTO_VARIANTS) as PhotoVariant[];
const hex2 = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');

/**
 * The one way an uploaded image is decoded (listing photos and ID cards, domain/kyc/id-card-image.ts): strict
 * decoding, the decompression-bomb limit, and `rotate()` to apply the EXIF orientation to the pixels. sharp writes
 * no metadata unless asked (`withMetadata`/`keepExif` are never called on this), so whatever is encoded from it
 * carries no EXIF, GPS, XMP or camera serial.
 */
export const decodeUpload = (bytes: Buffer) => sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();

/**
 * Resizes to each variant (4:3, cropped to fill), encodes WebP. sharp writes no metadata unless asked
 * (`withMetadata`/`keepExif` are never called here), so EXIF — GPS position, camera serial — is dropped;
 * `rotate()` first applies the EXIF orientation, which would otherwise be lost with it.
 * Throws (sharp's error) when the bytes do not decode.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const input = () => decodeUpload(bytes);
  const { dominant } = await input().stats();
  // One variant at a time: each pipeline decodes the whole photo, and a 25 MP decode is about 100 MB of pixels;
  // in parallel they would quadruple the instance's peak memory.
  const encoded: Buffer[] = [];
  for (const v of VARIANT_NAMES) {
    encoded.push(
      await input()
        .resize(PHOTO_VARIANTS[v].width, PHOTO_VARIANTS[v].height, { fit: 'cover', position: 'attention' })
        .webp({ quality: v === 'thumb' ? 70 : 80 })
        .toBuffer(),
    );
  }
  const variants = Object.fromEntries(VARIANT_NAMES.map((v, i) => [v, encoded[i]])) as Record<PhotoVariant, Buffer>;
  return { variants, placeholderColor: `#${hex2(dominant.r)}${hex2(dominant.g)}${hex2(dominant.b)}` };
}

/**
 * A complaint photo's two sizes (docs/decisions/214-complaint-photos.md), from the same decoder as listing photos and
 * ID cards, so nothing of the camera's metadata (GPS, time, device) is kept: `thumb` cropped to fill, `full` the
 * whole picture (evidence is never cropped) scaled down to fit, never enlarged. WebP, one size at a time (see above).
 * Throws (sharp's error) when the bytes do not decode.
 */
export async function processComplaintPhoto(bytes: Buffer): Promise<Record<ComplaintPhotoSize, Buffer>> {
  const out = {} as Record<ComplaintPhotoSize, Buffer>;
  for (const [size, s] of Object.entries(COMPLAINT_PHOTO_SIZES) as [ComplaintPhotoSize, (typeof COMPLAINT_PHOTO_SIZES)[ComplaintPhotoSize]][]) {
    out[size] = await decodeUpload(bytes)
      .resize(s.width, s.height, s.fit === 'cover' ? { fit: 'cover', position: 'attention' } : { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: size === 'thumb' ? 70 : 80 })
      .toBuffer();
  }
  return out;
}
