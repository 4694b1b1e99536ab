// Every API route that takes a document id, for the hostile-id tests (hostile-ids.emu.test.ts and
// hostile-ids.test.ts). Adding a route with an id means adding it here.

/** Ids Firestore refuses or reads as a path: each must be a 400/404 JSON, never a 500 or a write. */
export const HOSTILE_IDS = ['__x__', '__name__', 'a/b', '.', '..'] as const;

export type Who = 'anonymous' | 'student' | 'admin';
export type IdRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `{id}` is replaced by the URL-encoded hostile id. */
  path: string;
  /** The parameter or field the 400 must name. */
  field: string;
  /** Who calls: a role that would pass the route's auth, so the id check itself is exercised. */
  who: Who;
  body?: unknown;
};

export const PATH_ID_ROUTES: IdRoute[] = [
  { method: 'GET', path: '/coachings/{id}', field: 'id', who: 'anonymous' },
  { method: 'PATCH', path: '/coachings/{id}', field: 'id', who: 'admin', body: { name: 'Renamed Coaching' } },
  { method: 'DELETE', path: '/coachings/{id}', field: 'id', who: 'admin' },
  { method: 'GET', path: '/branches/coaching/{id}', field: 'coachingId', who: 'anonymous' },
  { method: 'PATCH', path: '/branches/{id}', field: 'id', who: 'admin', body: { name: 'Renamed Branch' } },
  { method: 'DELETE', path: '/branches/{id}', field: 'id', who: 'admin' },
  { method: 'GET', path: '/areas/{id}', field: 'id', who: 'anonymous' },
  { method: 'PATCH', path: '/areas/{id}', field: 'id', who: 'admin', body: { name: 'Renamed Area' } },
  { method: 'DELETE', path: '/areas/{id}', field: 'id', who: 'admin' },
  { method: 'GET', path: '/users/firebase/{id}', field: 'uid', who: 'admin' },
  { method: 'PUT', path: '/users/{id}/role', field: 'uid', who: 'admin', body: { role: 'booking_team' } },
  { method: 'GET', path: '/pgs/{id}', field: 'id', who: 'anonymous' },
  { method: 'GET', path: '/complaints/{id}/photos/0123456789abcdef0123', field: 'id', who: 'student' },
  { method: 'GET', path: '/complaints/c1/photos/{id}', field: 'photoId', who: 'student' },
  { method: 'GET', path: '/complaints/c1/photos/{id}?size=thumb', field: 'photoId', who: 'student' },
  { method: 'GET', path: '/pgs/demo-photos/{id}/1.svg', field: 'pgId', who: 'anonymous' },
  { method: 'GET', path: '/pgs/compare?ids={id}', field: 'ids.0', who: 'anonymous' },
  { method: 'GET', path: '/pgs/compare?ids=demo-pg-00001,{id}', field: 'ids.1', who: 'anonymous' },
  { method: 'GET', path: '/pgs/compare?ids=demo-pg-00001&branch={id}', field: 'branch', who: 'anonymous' },
  { method: 'PUT', path: '/saved-pgs/{id}', field: 'pgId', who: 'student' },
  { method: 'DELETE', path: '/saved-pgs/{id}', field: 'pgId', who: 'student' },
  { method: 'GET', path: '/bookings/slots?pgId={id}&date=2026-11-24', field: 'pgId', who: 'anonymous' },
  { method: 'POST', path: '/bookings/{id}/pay', field: 'id', who: 'student' },
  {
    method: 'POST',
    path: '/bookings/{id}/pay/verify',
    field: 'id',
    who: 'student',
    body: { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'a'.repeat(64) },
  },
  { method: 'POST', path: '/bookings/{id}/pay/failed', field: 'id', who: 'student', body: { orderId: 'order_x', outcome: 'failed' } },
  { method: 'POST', path: '/bookings/{id}/cancel', field: 'id', who: 'student', body: {} },
  { method: 'POST', path: '/bookings/{id}/parent-approval', field: 'id', who: 'student', body: { decision: 'approve' } },
  { method: 'GET', path: '/parent-links/{id}', field: 'linkId', who: 'anonymous' },
  { method: 'GET', path: '/consents/{id}/export', field: 'childUid', who: 'student' },
  { method: 'POST', path: '/admin/privacy-requests/{id}/close', field: 'id', who: 'admin', body: {} },
  { method: 'POST', path: '/consents/{id}/decision', field: 'childUid', who: 'student', body: { decision: 'grant', policyVersion: 'children-2026-11' } },
  // The staff desks (team-bookings.ts); staff cancel shares the student's /cancel path.
  { method: 'POST', path: '/bookings/{id}/schedule', field: 'id', who: 'admin', body: { visitAt: '2030-01-01T10:00:00+05:30' } },
  { method: 'POST', path: '/bookings/{id}/visit-done', field: 'id', who: 'admin', body: {} },
  { method: 'POST', path: '/bookings/{id}/no-show', field: 'id', who: 'admin', body: {} },
  { method: 'POST', path: '/bookings/{id}/cancel', field: 'id', who: 'admin', body: { reason: 'team_cancelled' } },
  { method: 'PUT', path: '/bookings/{id}/checklist', field: 'id', who: 'admin', body: { checklist: { roomAllotted: true, agreementSigned: true, rentReceiptIssued: true, studentIdSeen: true, parentContactConfirmed: true } } },
  { method: 'POST', path: '/bookings/{id}/confirm', field: 'id', who: 'admin', body: {} },
  // Stays (docs/decisions/207-stays-notice-and-exit.md).
  { method: 'POST', path: '/stays/{id}/notice', field: 'id', who: 'student', body: { exitDate: '2030-01-01' } },
  { method: 'GET', path: '/reviews/pg?pgId={id}', field: 'pgId', who: 'anonymous' },
  { method: 'GET', path: '/reviews?areaId={id}', field: 'areaId', who: 'anonymous' },
  { method: 'POST', path: '/reviews/{id}/reply', field: 'id', who: 'student', body: { text: 'Thank you!' } },
  { method: 'POST', path: '/reviews/{id}/report', field: 'id', who: 'student', body: { reason: 'Spam' } },
  { method: 'POST', path: '/reviews/{id}/hide', field: 'id', who: 'admin', body: { reason: 'Abusive language' } },
  { method: 'POST', path: '/reviews/{id}/restore', field: 'id', who: 'admin', body: {} },
  // Trust that stays fresh (decision 206): the admin's re-check and a report's status.
  { method: 'POST', path: '/listings/{id}/recheck', field: 'pgId', who: 'admin', body: { visitDate: '2026-11-20' } },
  // Occupancy (decision 216): the id is checked before the owner's role, so a student's call exercises it.
  { method: 'GET', path: '/listings/{id}/occupancy', field: 'pgId', who: 'student' },
  { method: 'GET', path: '/listings/{id}/performance', field: 'pgId', who: 'student' },
  { method: 'POST', path: '/listings/{id}/elsewhere', field: 'pgId', who: 'student', body: { roomId: 'r1', change: 1, expected: 0 } },
  { method: 'POST', path: '/admin/listing-reports/{id}/status', field: 'id', who: 'admin', body: { status: 'reviewing' } },
  // Not a document id, but a path parameter all the same: the paid Google lookup refuses it before App Check.
  { method: 'GET', path: '/places/google/{id}', field: 'placeId', who: 'anonymous' },
  { method: 'GET', path: '/payments/local/orders/{id}', field: 'orderId', who: 'student' },
  { method: 'POST', path: '/payments/local/orders/{id}/complete', field: 'orderId', who: 'student', body: { outcome: 'success' } },
  // Monthly rent (docs/decisions/209-monthly-rent.md).
  { method: 'POST', path: '/stays/{id}/rent/2026-11/pay', field: 'id', who: 'student' },
  { method: 'POST', path: '/stays/{id}/rent/2026-11/pay/verify', field: 'id', who: 'student', body: { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'a'.repeat(64) } },
];

/** A cursor of the right sort and key length whose id is `id`: only the id can make it invalid. */
export function cursorWithId(sort: string, key: readonly (number | string)[], id: string): string {
  return Buffer.from(JSON.stringify({ s: sort, k: key, id }), 'utf8').toString('base64url');
}

export const CURSOR_ROUTES = [
  { path: (cursor: string) => `/pgs?sort=price_asc&cursor=${cursor}`, sort: 'price_asc', key: [5000] },
  { path: (cursor: string) => `/pgs?sort=newest&cursor=${cursor}`, sort: 'newest', key: ['2026-01-01T00:00:00.000Z'] },
  { path: (cursor: string) => `/pgs/nearby?lat=25.14&lng=75.84&cursor=${cursor}`, sort: 'distance', key: [100] },
  { path: (cursor: string) => `/reviews?cursor=${cursor}`, sort: 'reviews_newest', key: ['2026-01-01T00:00:00.000Z'] },
] as const;

/** A response body is a JSON error with no stack trace, path or parser detail in it. */
export function looksLikeSafeError(text: string): boolean {
  return !/\bat [\w.<>]+ \(|node_modules|Error:|\/work\/|INVALID_ARGUMENT/.test(text);
}
