import { describe, expect, test } from 'vitest';
import { COMPLAINT_PHOTO_MAX_BYTES } from '@kotastay/shared/schemas/complaint';
import { photoFileProblem } from './photo-files';

describe('photoFileProblem', () => {
  test('a phone camera JPEG, a PNG, a WebP up to the limit are fine; one byte over is too large', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(photoFileProblem({ type, size: COMPLAINT_PHOTO_MAX_BYTES })).toBeNull();
    expect(photoFileProblem({ type: 'image/jpeg', size: COMPLAINT_PHOTO_MAX_BYTES + 1 })).toBe('size');
  });
  test('an iPhone HEIC, a PDF, a video are refused by type; an empty file as empty; an unknown type is left to the API', () => {
    for (const type of ['image/heic', 'application/pdf', 'video/mp4']) expect(photoFileProblem({ type, size: 10 })).toBe('type');
    expect(photoFileProblem({ type: 'image/jpeg', size: 0 })).toBe('empty');
    expect(photoFileProblem({ type: '', size: 10 })).toBeNull();
  });
});
