// What the browser can check of a chosen photo before sending it (docs/decisions/214-complaint-photos.md): its type as
// the browser reports it and its size. The API checks again, by the file's bytes; this only saves a student a
// 10 MB upload on a mobile connection that the API would refuse.
import { COMPLAINT_PHOTO_MAX_BYTES } from '@kotastay/shared/schemas/complaint';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why this file cannot be sent as a complaint photo, or null. An unknown type ('') is left to the API. */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | 'empty' | null {
  if (file.type !== '' && !TYPES.includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > COMPLAINT_PHOTO_MAX_BYTES) return 'size';
  return null;
}

export const PHOTO_MAX_MB = COMPLAINT_PHOTO_MAX_BYTES / 1024 / 1024;
