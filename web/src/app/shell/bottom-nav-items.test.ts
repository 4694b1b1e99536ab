import { describe, expect, test } from 'vitest';
import { bottomNavItems, selectedBottomNavItem } from './bottom-nav-items';

describe('bottomNavItems', () => {
  test('everyone gets Home, Search, Saved and Profile → /dashboard', () => {
    expect(bottomNavItems(null).map((i) => i.to)).toEqual(['/', '/location-search', '/saved', '/dashboard']);
  });
  test('pg_owner also gets My PGs → /manage-pg', () => {
    const items = bottomNavItems('pg_owner');
    expect(items.at(-1)).toEqual({ to: '/manage-pg', labelKey: 'bottomNav.myPgs' });
    expect(items).toHaveLength(5);
  });
  test('other roles do not get My PGs', () => {
    for (const role of ['admin', 'booking_team', 'movein_team'] as const) {
      expect(bottomNavItems(role).some((i) => i.to === '/manage-pg')).toBe(false);
    }
  });
});

describe('selectedBottomNavItem', () => {
  const items = bottomNavItems('pg_owner');
  test.each([
    ['/', '/'],
    ['/location-search', '/location-search'],
    ['/pg-listing', '/location-search'],
    ['/pg/abc', '/location-search'],
    ['/saved', '/saved'],
    ['/dashboard', '/dashboard'],
    ['/profile', '/dashboard'],
    ['/manage-pg', '/manage-pg'],
    ['/faq', null],
  ])('%s highlights %s', (pathname, expected) => {
    expect(selectedBottomNavItem(items, pathname)).toBe(expected);
  });
});
