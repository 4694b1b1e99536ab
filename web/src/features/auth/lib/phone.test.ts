import { describe, expect, test } from 'vitest';
import { formatPhone, isCompleteOtp, isCompletePhone, normaliseOtpInput, normalisePhoneInput, toE164 } from './phone';

describe('normalisePhoneInput (docs/requirements/sign-in-and-profiles.md#phone-number-rules: digits only, at most 10)', () => {
  test.each([
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['98765abc', '98765'],
    ['98765432109999', '9876543210'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalisePhoneInput(raw)).toBe(expected);
  });
  test('a 10-digit number that starts with 91 is kept as typed', () => {
    expect(normalisePhoneInput('9198765432')).toBe('9198765432');
  });
});

test('send is allowed only at exactly 10 digits', () => {
  expect(isCompletePhone('987654321')).toBe(false);
  expect(isCompletePhone('9876543210')).toBe(true);
  expect(isCompletePhone('')).toBe(false);
});

test('send is allowed only for an Indian mobile number (first digit 6–9)', () => {
  expect(isCompletePhone('6000000000')).toBe(true);
  expect(isCompletePhone('1442345678')).toBe(false);
  expect(isCompletePhone('5123456789')).toBe(false);
});

test('the number is sent trimmed with +91', () => {
  expect(toE164(' 9876543210 ')).toBe('+919876543210');
});

test('numbers are shown the Indian way', () => {
  expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
  expect(formatPhone(null)).toBe('');
});

test('OTP: digits only, 6 at most, verify only at 6', () => {
  expect(normaliseOtpInput('12 34-567')).toBe('123456');
  expect(isCompleteOtp('12345')).toBe(false);
  expect(isCompleteOtp('123456')).toBe(true);
});
