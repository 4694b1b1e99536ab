// Camera-like test images for the metadata-stripping checks (ID cards: functions/src/domain/kyc/id-card-image.ts).
import sharp from 'sharp';
import { expect } from 'vitest';

/** Written into the EXIF of cameraPhoto(); never in a stripped image. */
export const EXIF_MARKER = 'KOTASTAY-EXIF-MARKER';
export const CAMERA_MAKE = 'TestPhone';

/**
 * A phone camera's photo of a card: width×height pixels stored sideways (EXIF orientation 6: show rotated 90°
 * clockwise), left half dark, right half light, with a GPS position (Kota), a make and a marker in its EXIF.
 */
export async function cameraPhoto(format: 'jpeg' | 'png', width = 2400, height = 1600): Promise<Buffer> {
  const dark = await sharp({ create: { width: width / 2, height, channels: 3, background: { r: 20, g: 20, b: 20 } } }).png().toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: { r: 235, g: 235, b: 235 } } }).composite([{ input: dark, left: 0, top: 0 }]);
  return (format === 'jpeg' ? image.jpeg({ quality: 92 }) : image.png())
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: EXIF_MARKER, Make: CAMERA_MAKE },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 8/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '75/1 50/1 0/1' },
    })
    .toBuffer();
}

/**
 * `stored` is cameraPhoto(format, width, height) re-encoded: same format, no EXIF, XMP or orientation tag, none of
 * the camera's strings in its bytes, and the orientation applied to the pixels (height×width, the dark half on top).
 */
export async function expectStrippedAndUpright(stored: Buffer, format: 'jpeg' | 'png', width = 2400, height = 1600): Promise<void> {
  const meta = await sharp(stored).metadata();
  expect(meta.format).toBe(format);
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect(stored.includes(Buffer.from(EXIF_MARKER))).toBe(false);
  expect(stored.includes(Buffer.from(CAMERA_MAKE))).toBe(false);
  expect([meta.width, meta.height]).toEqual([height, width]);
  const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
  const luma = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
  expect(luma(height / 2, Math.round(width * 0.1))).toBeLessThan(60);
  expect(luma(height / 2, Math.round(width * 0.9))).toBeGreaterThan(200);
}
