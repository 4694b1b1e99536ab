// An ID card photo or scan as stored: re-encoded through the listing photos' decoder (decodeUpload), so the
// camera's EXIF — GPS position, time, device — never reaches Storage or the admins who view the card, while the
// card stays legible (full size up to ID_CARD_MAX_LONG_SIDE_PX, high quality, orientation applied). PDFs are
// stored as sent (docs/decisions/192-paid-lookups-and-id-card-metadata.md says why). Pure: bytes in, bytes out.
import type { KycContentType } from '@kotastay/shared/schemas/kyc';
import { decodeUpload } from '../../lib/images';

/**
 * Larger photos are scaled down to this long side: still well above what reading a card's smallest print needs
 * (a card photographed edge to edge at 2000 px is ~230 px per cm), and bounds the stored size. Never enlarged.
 */
export const ID_CARD_MAX_LONG_SIDE_PX = 4096;
/** High enough that small print and the photo on the card keep their detail. */
export const ID_CARD_JPEG_QUALITY = 90;

/** Thrown when bytes that start like an image do not decode as one (nothing is stored then). */
export class UnreadableImageError extends Error {}

/**
 * The bytes to store for an ID card of `type` (as sniffed): a JPEG or PNG re-encoded in its own format without
 * any metadata and with its EXIF orientation applied to the pixels; a PDF unchanged.
 */
export async function idCardBytesToStore(bytes: Buffer, type: KycContentType): Promise<Buffer> {
  if (type === 'application/pdf') return bytes;
  const image = decodeUpload(bytes).resize(ID_CARD_MAX_LONG_SIDE_PX, ID_CARD_MAX_LONG_SIDE_PX, { fit: 'inside', withoutEnlargement: true });
  try {
    return type === 'image/png'
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : await image.jpeg({ quality: ID_CARD_JPEG_QUALITY, chromaSubsampling: '4:4:4' }).toBuffer();
  } catch (err) {
    throw new UnreadableImageError(err instanceof Error ? err.message : String(err));
  }
}
