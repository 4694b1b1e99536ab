import { describe, expect, test } from 'vitest';
import { sniffContentType, storedFileName } from './file-type';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('sniffContentType', () => {
  test('JPEG, PNG and PDF by their signatures', () => {
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg');
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffContentType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
  });

  test('anything else is refused: a Windows executable, text, a truncated signature, nothing', () => {
    expect(sniffContentType(new TextEncoder().encode('MZ\x90\x00\x03'))).toBeNull();
    expect(sniffContentType(new TextEncoder().encode('hello.jpg'))).toBeNull();
    expect(sniffContentType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffContentType(new TextEncoder().encode('%PDF'))).toBeNull();
    expect(sniffContentType(bytes())).toBeNull();
  });
});

describe('storedFileName', () => {
  test('keeps a safe base name and takes the extension from the proven type', () => {
    expect(storedFileName('aadhaar front.JPG', 'image/jpeg')).toBe('aadhaar-front.jpg');
    expect(storedFileName('passport.exe.jpg', 'image/png')).toBe('passport-exe.png');
    expect(storedFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(storedFileName('', 'image/jpeg')).toBe('id-card.jpg');
    expect(storedFileName('ॐ.png', 'image/png')).toBe('id-card.png');
    expect(storedFileName('x'.repeat(200), 'image/png')).toBe(`${'x'.repeat(60)}.png`);
  });
});
