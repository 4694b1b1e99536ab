import { describe, expect, test } from 'vitest';
import { displayPhone, telHref, waDigits, whatsAppHref } from './contact-links';

describe('contact links', () => {
  test('E.164, bare 10 digits, a leading 0 and spaced numbers all become 91 + 10 digits', () => {
    expect(waDigits('+919876543210')).toBe('919876543210');
    expect(waDigits('9876543210')).toBe('919876543210');
    expect(waDigits('09876543210')).toBe('919876543210');
    expect(waDigits('+91 98765-43210')).toBe('919876543210');
  });

  test('numbers that are not Indian mobiles give no link', () => {
    expect(waDigits('12345')).toBeNull();
    expect(waDigits('+915876543210')).toBeNull();
    expect(waDigits('')).toBeNull();
    expect(waDigits(null)).toBeNull();
    expect(whatsAppHref('+1 555 0100', 'hi')).toBeNull();
    expect(telHref(undefined)).toBeNull();
  });

  test('wa.me link carries the prefilled text, encoded', () => {
    expect(whatsAppHref('+919876543210', 'Visit at 11:00 & PG “Asha”?')).toBe(
      'https://wa.me/919876543210?text=Visit%20at%2011%3A00%20%26%20PG%20%E2%80%9CAsha%E2%80%9D%3F',
    );
    expect(whatsAppHref('+919876543210')).toBe('https://wa.me/919876543210');
  });

  test('tel: link and the readable form', () => {
    expect(telHref('9876543210')).toBe('tel:+919876543210');
    expect(displayPhone('+919876543210')).toBe('+91 98765 43210');
    expect(displayPhone('n/a')).toBe('n/a');
  });
});
