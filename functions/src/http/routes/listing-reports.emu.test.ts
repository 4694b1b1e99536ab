// /api/listing-reports and /api/admin/listing-reports through the Hosting rewrite against the emulators
// (docs/decisions/206-trust-that-stays-fresh.md): anyone signed in reports a public listing, once while it is open and
// at most 5 times in 24 hours; current admins take it up and close it with an outcome, audited once, and the reporter
// is texted. Good input, bad input naming the field with nothing written, wrong roles (a demoted admin included).
import { beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { PgRecord } from '@kotastay/shared/schemas/pg';
import type { ListingReport, ListingReportResponse, ListingReportsResponse } from '@kotastay/shared/schemas/listing-report';
import { writePgs } from '../../../../scripts/seed/pgs';
import { publicPgRecord } from '../../../../test-utils/pg-fixtures';
import { adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { auditEntriesFor } from '../../../../test-utils/audit';
import { clearFirestore } from '../../../../test-utils/emulators';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };
const db = () => adminDb();
const reports = () => db().collection(COLLECTIONS.listingReports);
const outbox = () => db().collection(COLLECTIONS.outbox);

const pg = (id: string, n: number, over: Partial<PgRecord> = {}): PgRecord => publicPgRecord(id, n, undefined, over);

const mirror = (uid: string, role: string | null) =>
  db().collection(COLLECTIONS.users).doc(uid).set(role === null ? { name: uid } : { name: uid, role });

let student: string;
let otherStudent: string;
let owner: string;
let team: string;
let admin: string;
let demoted: string;

beforeEach(async () => {
  await clearFirestore();
  await writePgs({ db: db() }, [
    pg('pg-1', 1, { ownerId: 'lr-owner-1' }),
    pg('pg-2', 2, { ownerId: 'lr-owner-2' }),
    pg('pg-hidden', 3, { ownerId: 'lr-owner-2', visible: false }),
  ]);
  [student, otherStudent, owner, team, admin, demoted] = await Promise.all([
    userWithRole('lr-student-a', null, '+919876512061'),
    userWithRole('lr-student-b', null),
    userWithRole('lr-owner-1', 'pg_owner'),
    userWithRole('lr-booking-1', 'booking_team'),
    userWithRole('lr-admin-1', 'admin'),
    userWithRole('lr-demoted-1', 'admin'),
  ]);
  await Promise.all([
    mirror('lr-student-a', null),
    mirror('lr-student-b', null),
    mirror('lr-owner-1', 'pg_owner'),
    mirror('lr-booking-1', 'booking_team'),
    mirror('lr-admin-1', 'admin'),
    mirror('lr-demoted-1', null),
  ]);
});

const file = (token: string | undefined, body: unknown) =>
  api<{ report: ListingReport } & ErrorBody>('POST', '/listing-reports', { ...(token ? { token } : {}), body });
const count = async () => (await reports().get()).size;

describe('POST /api/listing-reports', () => {
  test('a signed-in student reports a public listing → 201, open, with their number; readable only through rules/admin', async () => {
    const res = await file(student, { pgId: 'pg-1', reason: 'deposit_asked', details: '  Asked ₹10,000 caution money.  ' });
    expect(res.status).toBe(201);
    expect(res.body.report).toMatchObject({
      pgId: 'pg-1',
      reporterUid: 'lr-student-a',
      reporterPhone: '+919876512061',
      reason: 'deposit_asked',
      details: 'Asked ₹10,000 caution money.',
      status: 'open',
      outcome: null,
    });
    expect((await reports().doc(res.body.report.id).get()).get('status')).toBe('open');
    // Details are optional.
    expect((await file(otherStudent, { pgId: 'pg-1', reason: 'fake' })).status).toBe(201);
  });

  test('bad input → 400 naming the field, nothing written', async () => {
    const cases: [unknown, string][] = [
      [{ pgId: 'pg-1', reason: 'smelly' }, 'reason'],
      [{ pgId: 'pg-1' }, 'reason'],
      [{ reason: 'fake' }, 'pgId'],
      [{ pgId: 'pg-1', reason: 'fake', details: 'x'.repeat(501) }, 'details'],
      [{ pgId: 'pg-1', reason: 'fake', details: 42 }, 'details'],
      [{ pgId: 'pg-1', reason: 'fake', status: 'dismissed' }, 'status'],
      [{ pgId: '__x__', reason: 'fake' }, 'pgId'],
      [{ pgId: '..', reason: 'fake' }, 'pgId'],
      [{ pgId: 'a/b', reason: 'fake' }, 'pgId'],
    ];
    for (const [body, field] of cases) {
      const res = await file(student, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('invalid_input');
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await count()).toBe(0);
  });

  test('no token 401; a listing that is not public or does not exist 404; own listing 400; nothing written', async () => {
    expect((await file(undefined, { pgId: 'pg-1', reason: 'fake' })).status).toBe(401);
    expect((await file(student, { pgId: 'pg-hidden', reason: 'fake' })).status).toBe(404);
    expect((await file(student, { pgId: 'pg-none', reason: 'fake' })).status).toBe(404);
    const own = await file(owner, { pgId: 'pg-1', reason: 'fake' });
    expect(own.status).toBe(400);
    expect(own.body.fields).toHaveProperty('pgId');
    expect(await count()).toBe(0);
  });

  test('one open report per person and listing (409); another listing is fine; after the outcome, a new one is allowed', async () => {
    const first = await file(student, { pgId: 'pg-1', reason: 'unsafe' });
    const again = await file(student, { pgId: 'pg-1', reason: 'fake' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('listing_already_reported');
    expect((await file(student, { pgId: 'pg-2', reason: 'fake' })).status).toBe(201);
    await api('POST', `/admin/listing-reports/${first.body.report.id}/status`, {
      token: admin,
      body: { status: 'dismissed', outcome: 'Visited; the fans are spring-loaded.' },
    });
    expect((await file(student, { pgId: 'pg-1', reason: 'fake' })).status).toBe(201);
  });

  test('at most 5 reports in 24 hours: the 6th → 429 naming pgId, nothing written', async () => {
    const ids = Array.from({ length: 6 }, (_, i) => `pg-r${i}`);
    await writePgs({ db: db() }, ids.map((id, i) => pg(id, 10 + i, { ownerId: 'lr-owner-2' })), 'keep');
    for (const id of ids.slice(0, 5)) expect((await file(student, { pgId: id, reason: 'fake' })).status).toBe(201);
    const sixth = await file(student, { pgId: ids[5], reason: 'fake' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.fields).toHaveProperty('pgId');
    expect(await count()).toBe(5);
  });
});

describe('the staff queue: GET /api/admin/listing-reports, POST …/{id}/status', () => {
  let reportId: string;
  beforeEach(async () => {
    reportId = (await file(student, { pgId: 'pg-1', reason: 'not_as_shown', details: 'No AC in the room.' })).body.report.id;
  });
  const move = (token: string | undefined, body: unknown, id = reportId) =>
    api<ListingReportResponse & ErrorBody>('POST', `/admin/listing-reports/${id}/status`, { ...(token ? { token } : {}), body });

  test('the admin sees open reports; reviewing then action_taken: audited once each, the reporter texted once', async () => {
    const queue = await api<ListingReportsResponse>('GET', '/admin/listing-reports', { token: admin });
    expect(queue.status).toBe(200);
    expect(queue.body.results.map((r) => r.id)).toEqual([reportId]);

    const taken = await move(admin, { status: 'reviewing' });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ changed: true, report: { status: 'reviewing' } });
    expect((await move(admin, { status: 'reviewing' })).body.changed).toBe(false);
    expect((await outbox().get()).size).toBe(0);

    const closed = await move(admin, { status: 'action_taken', outcome: 'The listing is hidden until the AC is fitted.' });
    expect(closed.body).toMatchObject({ changed: true, report: { status: 'action_taken', outcome: 'The listing is hidden until the AC is fitted.' } });
    expect(closed.body.report.closedAt).not.toBeNull();
    const again = await move(admin, { status: 'action_taken', outcome: 'The listing is hidden until the AC is fitted.' });
    expect(again.body.changed).toBe(false);

    const audit = await auditEntriesFor(reportId);
    expect(audit.map((a) => a.action).sort()).toEqual(['listing_report.closed', 'listing_report.reviewing']);
    const texts = (await outbox().get()).docs.map((d) => d.data());
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ toUid: 'lr-student-a', toPhone: '+919876512061', template: 'listing_report_closed' });
    expect(String(texts[0]?.text)).toContain('hidden until the AC is fitted');
    // Closed: out of the queue; a closed report cannot move again (409), nothing written.
    expect((await api<ListingReportsResponse>('GET', '/admin/listing-reports', { token: admin })).body.results).toEqual([]);
    const reopen = await move(admin, { status: 'reviewing' });
    expect(reopen.status).toBe(409);
    expect(reopen.body.error).toBe('bad_transition');
    expect((await outbox().get()).size).toBe(1);
  });

  test('bad input → 400 naming the field, nothing written', async () => {
    const cases: [unknown, string][] = [
      [{ status: 'closed' }, 'status'],
      [{}, 'status'],
      [{ status: 'dismissed' }, 'outcome'],
      [{ status: 'dismissed', outcome: 'no' }, 'outcome'],
      [{ status: 'action_taken', outcome: 'x'.repeat(301) }, 'outcome'],
      [{ status: 'reviewing', outcome: 'Looking' }, 'outcome'],
    ];
    for (const [body, field] of cases) {
      const res = await move(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await reports().doc(reportId).get()).get('status')).toBe('open');
    expect(await auditEntriesFor(reportId)).toEqual([]);
  });

  test('wrong role: no token 401; student, owner, booking team and a demoted admin 403; nothing written', async () => {
    expect((await api('GET', '/admin/listing-reports')).status).toBe(401);
    expect((await move(undefined, { status: 'reviewing' })).status).toBe(401);
    for (const token of [student, owner, team, demoted]) {
      expect((await api('GET', '/admin/listing-reports', { token })).status).toBe(403);
      expect((await move(token, { status: 'dismissed', outcome: 'Nothing found.' })).status).toBe(403);
    }
    expect((await reports().doc(reportId).get()).get('status')).toBe('open');
    expect(await auditEntriesFor(reportId)).toEqual([]);
  });

  test('hostile and unknown ids → 400 naming id / 404, nothing written', async () => {
    for (const id of ['__x__', '..', 'a%2Fb']) {
      const res = await move(admin, { status: 'reviewing' }, id);
      expect([400, 404], id).toContain(res.status);
      expect(typeof res.body).toBe('object');
      if (res.status === 400) expect(res.body.fields).toHaveProperty('id');
    }
    expect((await move(admin, { status: 'reviewing' }, 'no-such-report')).status).toBe(404);
    expect((await reports().doc(reportId).get()).get('status')).toBe('open');
  });
});
