// ID card images lose the camera's metadata (GPS included) and keep their size, orientation and type; PDFs are
// stored as sent. The stored object's side is checked in routes/kyc.emu.test.ts.
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { CAMERA_MAKE, EXIF_MARKER, cameraPhoto, expectStrippedAndUpright } from '../../../../test-utils/images';
import { ID_CARD_MAX_LONG_SIDE_PX, UnreadableImageError, idCardBytesToStore } from './id-card-image';

describe('idCardBytesToStore', () => {
  test.each(['jpeg', 'png'] as const)('a GPS-tagged %s: no EXIF left, orientation applied, full size, same type', async (format) => {
    const input = await cameraPhoto(format);
    const before = await sharp(input).metadata();
    // The fixture really carries what the camera wrote.
    expect(before.exif?.includes(Buffer.from(EXIF_MARKER))).toBe(true);
    expect(before.orientation).toBe(6);
    expect(input.includes(Buffer.from(CAMERA_MAKE))).toBe(true);

    await expectStrippedAndUpright(await idCardBytesToStore(input, format === 'jpeg' ? 'image/jpeg' : 'image/png'), format);
  });

  test('a photo larger than the cap is scaled to it on the long side, never below; a small one is not enlarged', async () => {
    const big = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#888' } }).jpeg().toBuffer();
    const bigOut = await sharp(await idCardBytesToStore(big, 'image/jpeg')).metadata();
    expect([bigOut.width, bigOut.height]).toEqual([ID_CARD_MAX_LONG_SIDE_PX, Math.round((ID_CARD_MAX_LONG_SIDE_PX * 4000) / 6000)]);
    const small = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#888' } }).png().toBuffer();
    const smallOut = await sharp(await idCardBytesToStore(small, 'image/png')).metadata();
    expect([smallOut.width, smallOut.height]).toEqual([800, 500]);
  });

  test('a PDF is stored byte for byte', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
    expect((await idCardBytesToStore(pdf, 'application/pdf')).equals(pdf)).toBe(true);
  });

  test('bytes that start like a JPEG but do not decode are refused', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF not really')]);
    await expect(idCardBytesToStore(fake, 'image/jpeg')).rejects.toBeInstanceOf(UnreadableImageError);
  });
});
