import type { Role } from '@kotastay/shared/roles';
import { ROUTES } from '@kotastay/shared/routes';

export type BottomNavItem = {
  to:
    | typeof ROUTES.home
    | typeof ROUTES.locationSearch
    | typeof ROUTES.saved
    | typeof ROUTES.dashboard
    | typeof ROUTES.managePg;
  labelKey: 'bottomNav.home' | 'bottomNav.search' | 'bottomNav.saved' | 'bottomNav.profile' | 'bottomNav.myPgs';
};

const BASE_ITEMS: readonly BottomNavItem[] = [
  { to: ROUTES.home, labelKey: 'bottomNav.home' },
  { to: ROUTES.locationSearch, labelKey: 'bottomNav.search' },
  { to: ROUTES.saved, labelKey: 'bottomNav.saved' },
  { to: ROUTES.dashboard, labelKey: 'bottomNav.profile' },
];

/** docs/requirements/app-shell-and-landing.md#bottom-navigation: a 'My PGs' item (→ /manage-pg) is added for pg_owner users only. */
export function bottomNavItems(role: Role | null): BottomNavItem[] {
  return role === 'pg_owner' ? [...BASE_ITEMS, { to: ROUTES.managePg, labelKey: 'bottomNav.myPgs' }] : [...BASE_ITEMS];
}

/** Which item is highlighted: search-like screens count as Search, profile screens as Profile. */
export function selectedBottomNavItem(items: readonly BottomNavItem[], pathname: string): BottomNavItem['to'] | null {
  if (pathname === ROUTES.home) return ROUTES.home;
  if (pathname === ROUTES.pgListing || pathname.startsWith('/pg/')) return ROUTES.locationSearch;
  if (pathname === ROUTES.profile || pathname === ROUTES.bookings) return ROUTES.dashboard;
  const match = items.find((item) => item.to !== ROUTES.home && pathname.startsWith(item.to));
  return match?.to ?? null;
}
