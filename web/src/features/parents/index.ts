// The parents feature's public entry (docs/decisions/150-parents-in-the-loop.md). Its screens (/family and
// /family/{id}/receipt) are loaded lazily by the route table; the dashboard's card is lazy too (it reads bookings).
import { lazy } from 'react';

export { ParentSetupBanner } from './components/entry-box';
/** On the dashboard: shown only when a booking names the signed-in number as the parent's (render inside Suspense). */
export const FamilyEntryCard = lazy(() => import('./components/family-entry'));
