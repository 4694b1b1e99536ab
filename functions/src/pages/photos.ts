// The demo photos from a URL the Hosting CDN caches for a year (`/photos/demo/…`), not from the API function:
// the PG page's largest image is one of them (docs/requirements/fast-and-findable-pages.md). The same pictures as
// GET /api/pgs/demo-photos (kept for links stored before), plus a JPEG of each for chat apps' link previews,
// which do not show SVG.
import { PgIdSchema } from '@kotastay/shared/schemas/pg';
import { demoPhotoSvg } from '../domain/listings';

export const PHOTO_CACHE = 'public, max-age=31536000, s-maxage=31536000, immutable';

export type PhotoAnswer = { contentType: string; cacheControl: string; body: string | Buffer };

export async function demoPhotoAnswer(pgId: string, file: string): Promise<PhotoAnswer | null> {
  if (!PgIdSchema.safeParse(pgId).success) return null;
  const jpeg = /^(\d-(?:thumb|card|full))\.jpg$/.exec(file);
  const svg = demoPhotoSvg(pgId, jpeg ? `${jpeg[1]}.svg` : file);
  if (!svg) return null;
  if (!jpeg) return { contentType: 'image/svg+xml; charset=utf-8', cacheControl: PHOTO_CACHE, body: svg };
  const { default: sharp } = await import('sharp');
  const body = await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  return { contentType: 'image/jpeg', cacheControl: PHOTO_CACHE, body };
}
