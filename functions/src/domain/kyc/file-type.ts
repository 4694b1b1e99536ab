// The ID card's type from its first bytes. The file name and the browser's Content-Type are chosen by the
// client and prove nothing (an .exe renamed .jpg keeps its MZ header), so only these signatures count.
import type { KycContentType } from '@kotastay/shared/schemas/kyc';

const startsWith = (bytes: Uint8Array, sig: readonly number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);

const JPEG = [0xff, 0xd8, 0xff] as const;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] as const; // %PDF-

export function sniffContentType(bytes: Uint8Array): KycContentType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  return null;
}

export const EXTENSION_OF: Record<KycContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/**
 * The `{filename}` part of `id_cards/{uid}/{timestamp}_{filename}`: the client's base name reduced to safe
 * characters (it ends up in a Storage path and a Content-Disposition header), with the extension of the
 * type the bytes proved, so `passport.exe.jpg` holding a PNG is stored as `passport-exe.png`.
 */
export function storedFileName(clientName: string, type: KycContentType): string {
  // Browsers send a bare name, but a hand-made request may send a path: keep its last segment only.
  const base = (clientName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const safe = base
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${safe || 'id-card'}.${EXTENSION_OF[type]}`;
}
