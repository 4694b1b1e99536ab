import { describe, expect, test } from 'vitest';
import { accountTypeForRedirect, destinationAfterSignIn, safeRedirect } from './redirect';

describe('safeRedirect keeps only same-site paths', () => {
  test.each(['/saved', '/pg/abc?x=1', '/dashboard#top'])('accepts %s', (p) => {
    expect(safeRedirect(p)).toBe(p);
  });
  test.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'saved',
    '',
    null,
    '/auth',
    '/auth?redirect=/x',
    '/ok\nLocation: x',
    '/hi/auth?redirect=/x',
  ])('rejects %j', (p) => {
    expect(safeRedirect(p)).toBeNull();
  });
  test.each([
    ['/hi/bookings', '/bookings'],
    ['/hi/pg/abc?x=1#top', '/pg/abc?x=1#top'],
    ['/hi', '/'],
    ['/hi?x=1', '/?x=1'],
    ['/hindi-tutors', '/hindi-tutors'],
  ])('drops the language prefix (the router carries the language): %s → %s', (given, path) => {
    expect(safeRedirect(given)).toBe(path);
  });
});

describe('destinationAfterSignIn (docs/requirements/sign-in-and-profiles.md#where-a-user-goes-after-sign-in)', () => {
  const base = { role: null, pgListerVerified: false, redirect: null } as const;
  test('no profile → /setup-profile, keeping a safe redirect for later', () => {
    expect(destinationAfterSignIn({ ...base, profileStatus: 'none' })).toBe('/setup-profile');
    expect(destinationAfterSignIn({ ...base, profileStatus: 'incomplete', redirect: '/saved' })).toBe(
      '/setup-profile?redirect=%2Fsaved',
    );
  });
  test('a parent’s /family needs no profile: the redirect is kept as it is (decision 150); look-alikes are not', () => {
    expect(destinationAfterSignIn({ ...base, profileStatus: 'none', redirect: '/family' })).toBe('/family');
    expect(destinationAfterSignIn({ ...base, profileStatus: 'none', redirect: '/family/b1/receipt' })).toBe('/family/b1/receipt');
    expect(destinationAfterSignIn({ ...base, profileStatus: 'none', redirect: '/familyx' })).toBe('/setup-profile?redirect=%2Ffamilyx');
    expect(destinationAfterSignIn({ ...base, profileStatus: 'none', redirect: '//family' })).toBe('/setup-profile');
  });
  test('verified pg_owner → /manage-pg, even with a redirect', () => {
    expect(destinationAfterSignIn({ profileStatus: 'complete', role: 'pg_owner', pgListerVerified: true, redirect: '/saved' })).toBe(
      '/manage-pg',
    );
  });
  test('unverified pg_owner and everyone else → redirect, default /dashboard', () => {
    expect(destinationAfterSignIn({ ...base, profileStatus: 'complete', role: 'pg_owner' })).toBe('/dashboard');
    expect(destinationAfterSignIn({ ...base, profileStatus: 'complete', redirect: '/saved' })).toBe('/saved');
    expect(destinationAfterSignIn({ ...base, profileStatus: 'complete', redirect: '//evil.example' })).toBe('/dashboard');
  });
});

describe('accountTypeForRedirect (issue #21: "List Your PG" must not land on "I am a student")', () => {
  test('an owner page, in either language, pre-selects the owner', () => {
    for (const r of ['/verify-pg-lister', '/hi/verify-pg-lister', '/manage-pg', '/add-pg?draft=1', '/hi/add-pg-new'])
      expect(accountTypeForRedirect(r), r).toBe('pg_owner_applicant');
  });
  test('anything else, or no redirect, pre-selects the student', () => {
    for (const r of [null, '/', '/bookings', '/pg/abc/book', '/hi', '/verify-pg-listerx', '/manage-pgs'])
      expect(accountTypeForRedirect(r), String(r)).toBe('student');
  });
});
