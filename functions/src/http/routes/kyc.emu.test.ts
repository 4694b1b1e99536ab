// /api/kyc and /api/admin/kyc through the Hosting rewrite, against the Auth, Firestore and Storage emulators:
// submitting KYC with an ID card (bytes checked in Storage), refusing bad input with nothing stored, the ID card
// viewer's access matrix, the staff decision and the retention job with a controllable clock. ID card images are
// stored re-encoded without the camera's metadata (a GPS-tagged photo loses its position, keeps its size).
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { KYC_CONSENT_VERSION } from '@kotastay/shared/schemas/kyc';
import { adminApp, adminAuth, adminDb, userWithRole, type TestRole } from '../../../../test-utils/admin';
import { api, localAppCheckToken } from '../../../../test-utils/api';

/** What the admin screen sends with a decision: the submission it showed (kyc/{uid}.submittedAt), as ISO. */
async function reviewed(uid: string): Promise<string> {
  const at: unknown = (await db().collection('kyc').doc(uid).get()).get('submittedAt');
  return at instanceof Timestamp ? at.toDate().toISOString() : '2026-01-01T00:00:00.000Z';
}

/** The headers the web app sends: its App Check token, and the caller's ID token when signed in. */
const appHeaders = async (token?: string): Promise<Record<string, string>> => ({
  'x-firebase-appcheck': await localAppCheckToken(),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});
import { apiUrl, clearAuth, clearFirestore } from '../../../../test-utils/emulators';
import { auditEntriesFor } from '../../../../test-utils/audit';
import { EXIF_MARKER, cameraPhoto, expectStrippedAndUpright } from '../../../../test-utils/images';
import { purgeExpiredKyc } from '../../domain/kyc/retention';

const bucket = () => getStorage(adminApp()).bucket();
const db = () => adminDb();

// Real images: the API decodes ID card images to re-encode them without metadata.
const card = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 230, g: 220, b: 200 } } });
const JPEG = await card(320, 200).jpeg().toBuffer();
const PNG = await card(320, 200).png().toBuffer();
/** Starts like a JPEG (so it passes the type check) but is not one. */
const BROKEN_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF test id card bytes')]);
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj << /Author (Ramesh) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const goodFields = {
  nameOnId: 'Ramesh Kumar Sharma',
  idType: 'pan',
  accountHolderName: 'Ramesh Kumar Sharma',
  accountNumber: '123456789012',
  accountNumberConfirm: '123456789012',
  ifsc: 'SBIN0001234',
  upiId: 'ramesh@okaxis',
  consent: 'true',
  consentVersion: KYC_CONSENT_VERSION,
};

type Submit = { fields?: Record<string, string>; file?: { bytes: Buffer; name: string; type?: string } | null; token?: string };

async function submit({ fields = goodFields, file = { bytes: JPEG, name: 'pan-card.jpg' }, token }: Submit) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('idCard', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name);
  const res = await fetch(`${apiUrl}/kyc`, { method: 'POST', body: form, headers: await appHeaders(token) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep text
  }
  return { status: res.status, body: body as Record<string, unknown> };
}

/** An Auth user with a role claim and a users/{uid} document mirroring it (`docRole` overrides the mirror). */
async function member(uid: string, role: TestRole, docRole?: string | null) {
  const token = await userWithRole(uid, role, `+9190000${String(Math.abs(hash(uid)) % 100000).padStart(5, '0')}`);
  await db()
    .collection('users')
    .doc(uid)
    .set({
      name: `Name of ${uid}`,
      phone: '+919000000000',
      // A demoted member's mirror (docRole null) has no role field: the userRoleSync trigger stays asleep, so
      // the old token meets the mirror check (403) instead of racing its revocation (401).
      ...(docRole === null ? {} : { role: docRole ?? (role === 'student' ? null : role) }),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  return token;
}
function hash(s: string) {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}

const filesOf = async (uid: string) => (await bucket().getFiles({ prefix: `id_cards/${uid}/` }))[0];
const kycDoc = async (uid: string) => (await db().collection('kyc').doc(uid).get()).data();
const outbox = async (uid: string) => (await db().collection('outbox').where('toUid', '==', uid).get()).docs.map((d) => d.data());

async function clearStorage() {
  await bucket().deleteFiles({ prefix: 'id_cards/' });
}

beforeAll(() => {
  adminApp();
});
beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth(), clearStorage()]);
});

describe('POST /api/kyc', () => {
  test('a student submits: the ID card is stored under id_cards/{uid}/ as the same image, the full account number only privately', async () => {
    const token = await member('applicant', 'student');
    const res = await submit({ token });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      uid: 'applicant',
      status: 'submitted',
      nameOnId: 'Ramesh Kumar Sharma',
      idType: 'pan',
      idCardContentType: 'image/jpeg',
      hasIdCard: true,
      bank: { accountHolderName: 'Ramesh Kumar Sharma', accountNumberLast4: '9012', ifsc: 'SBIN0001234', upiId: 'ramesh@okaxis' },
      history: [],
    });
    expect(JSON.stringify(res.body)).not.toContain('123456789012');

    const files = await filesOf('applicant');
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toMatch(/^id_cards\/applicant\/\d{13}_pan-card\.jpg$/);
    const [bytes] = await files[0]!.download();
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 200 });
    expect((await files[0]!.getMetadata())[0].contentType).toBe('image/jpeg');

    const doc = await kycDoc('applicant');
    expect(doc).toMatchObject({ status: 'submitted', idCardPath: files[0]!.name, idCardSizeBytes: bytes.length, consentVersion: KYC_CONSENT_VERSION, bank: { accountNumberLast4: '9012' } });
    expect(JSON.stringify(doc)).not.toContain('123456789012');
    expect((await db().collection('kyc_private').doc('applicant').get()).data()?.bank).toMatchObject({ accountNumber: '123456789012', ifsc: 'SBIN0001234' });
    expect((await db().collection('users').doc('applicant').get()).get('idCardPath')).toBe(files[0]!.name);
    // Submitting grants nothing.
    expect((await adminAuth().getUser('applicant')).customClaims?.role).toBeUndefined();
    expect((await db().collection('users').doc('applicant').get()).get('role')).toBeNull();
  });

  test('the type comes from the bytes: a PNG named .exe.jpg is stored as .png; lowercase IFSC is normalised', async () => {
    const token = await member('applicant', 'student');
    const res = await submit({ token, fields: { ...goodFields, ifsc: 'sbin0001234' }, file: { bytes: PNG, name: 'scan.exe.jpg', type: 'application/octet-stream' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ idCardContentType: 'image/png', bank: { ifsc: 'SBIN0001234' } });
    expect((await filesOf('applicant'))[0]!.name).toMatch(/_scan-exe\.png$/);
  });

  test('a GPS-tagged phone photo is stored without its EXIF (no position, no camera), upright and full size', async () => {
    const photo = await cameraPhoto('jpeg');
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from(EXIF_MARKER))).toBe(true);
    const token = await member('applicant', 'student');
    const res = await submit({ token, file: { bytes: photo, name: 'aadhaar-front.jpg' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ idCardContentType: 'image/jpeg', hasIdCard: true });

    const files = await filesOf('applicant');
    expect(files).toHaveLength(1);
    const [stored] = await files[0]!.download();
    // No position, no camera, orientation in the pixels (portrait 1600×2400), full size.
    await expectStrippedAndUpright(stored, 'jpeg');
    // What an admin's viewer serves is that same stripped object.
    const admin = await member('the-admin', 'admin');
    const viewed = await fetch(`${apiUrl}/kyc/applicant/id-card`, { headers: await appHeaders(admin) });
    expect(Buffer.from(await viewed.arrayBuffer()).equals(stored)).toBe(true);
  });

  test('a PDF is stored as sent', async () => {
    const token = await member('applicant', 'student');
    const res = await submit({ token, file: { bytes: PDF, name: 'pan.pdf', type: 'application/pdf' } });
    expect(res.status).toBe(201);
    const [stored] = await (await filesOf('applicant'))[0]!.download();
    expect(stored.equals(PDF)).toBe(true);
  });

  const bad: Array<[string, Submit, number, string]> = [
    ['a JPEG that does not decode', { file: { bytes: BROKEN_JPEG, name: 'pan.jpg' } }, 400, 'idCard'],
    ['a 6 MB file', { file: { bytes: Buffer.concat([JPEG, Buffer.alloc(6 * 1024 * 1024)]), name: 'big.jpg' } }, 413, 'idCard'],
    ['an .exe renamed .jpg', { file: { bytes: EXE, name: 'aadhaar.jpg' } }, 400, 'idCard'],
    ['no file', { file: null }, 400, 'idCard'],
    ['mismatched account numbers', { fields: { ...goodFields, accountNumberConfirm: '123456789013' } }, 400, 'accountNumberConfirm'],
    ['a malformed IFSC', { fields: { ...goodFields, ifsc: 'SBIN1234' } }, 400, 'ifsc'],
    ['an account number with letters', { fields: { ...goodFields, accountNumber: '12345678A', accountNumberConfirm: '12345678A' } }, 400, 'accountNumber'],
    ['an unknown ID type', { fields: { ...goodFields, idType: 'passport' } }, 400, 'idType'],
    ['an unknown language', { fields: { ...goodFields, language: 'fr' } }, 400, 'language'],
    ['no consent', { fields: { ...goodFields, consent: 'false' } }, 400, 'consent'],
    ['a status smuggled in', { fields: { ...goodFields, status: 'approved' } }, 400, 'status'],
    ['a role smuggled in', { fields: { ...goodFields, role: 'pg_owner' } }, 400, 'role'],
  ];
  test.each(bad)('%s: refused naming the field, nothing stored', async (_name, req, status, field) => {
    const token = await member('applicant', 'student');
    const res = await submit({ ...req, token });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(Object.keys(res.body.fields as object)).toContain(field);
    expect(await filesOf('applicant')).toHaveLength(0);
    expect(await kycDoc('applicant')).toBeUndefined();
    expect((await db().collection('kyc_private').doc('applicant').get()).exists).toBe(false);
  });

  test('a JSON body is refused with 415, a broken multipart body with 400; nothing stored', async () => {
    const token = await member('applicant', 'student');
    expect((await api('POST', '/kyc', { token, body: goodFields })).status).toBe(415);
    const broken = await fetch(`${apiUrl}/kyc`, {
      method: 'POST',
      headers: { ...(await appHeaders(token)), 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nContent-Disposition: form-data; name="nameOnId"\r\n\r\nRamesh',
    });
    expect(broken.status).toBe(400);
    expect(await filesOf('applicant')).toHaveLength(0);
    expect(await kycDoc('applicant')).toBeUndefined();
  });

  test('no token: 401; staff cannot apply: 403; a verified owner: 409 — nothing stored', async () => {
    expect((await submit({})).status).toBe(401);
    for (const role of ['booking_team', 'movein_team', 'admin', 'super_admin'] as const) {
      const token = await member(`staff-${role}`, role);
      const res = await submit({ token });
      expect(res.status, role).toBe(403);
      expect(res.body.error).toBe('staff_cannot_be_owner');
      expect(await filesOf(`staff-${role}`)).toHaveLength(0);
    }
    const owner = await member('owner', 'pg_owner');
    expect((await submit({ token: owner })).status).toBe(409);
    expect(await filesOf('owner')).toHaveLength(0);
  });

  test('resubmission after rejection replaces the submission and its file, and keeps the decision history', async () => {
    const token = await member('applicant', 'student');
    const admin = await member('the-admin', 'admin');
    await submit({ token });
    const first = (await filesOf('applicant'))[0]!.name;
    expect((await api('POST', '/kyc/applicant/reject', { token: admin, body: { reason: 'The photo is blurred.', submittedAt: await reviewed('applicant') } })).status).toBe(200);
    const me = await api<{ kyc: Record<string, unknown> }>('GET', '/kyc/me', { token });
    expect(me.body.kyc).toMatchObject({ status: 'rejected', rejectionReason: 'The photo is blurred.' });

    await new Promise((r) => setTimeout(r, 5));
    const again = await submit({ token, file: { bytes: PNG, name: 'sharper.png', type: 'image/png' } });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'submitted', idCardContentType: 'image/png', history: [{ action: 'rejected', by: 'the-admin', reason: 'The photo is blurred.' }] });
    expect(again.body.rejectionReason).toBeUndefined();
    const files = await filesOf('applicant');
    expect(files.map((f) => f.name)).toEqual([expect.stringMatching(/_sharper\.png$/)]);
    expect(files[0]!.name).not.toBe(first);
  });
});

describe('GET /api/kyc/me', () => {
  test('null before submitting, the status after; 401 without a token', async () => {
    const token = await member('applicant', 'student');
    expect(await api('GET', '/kyc/me', { token })).toMatchObject({ status: 200, body: { kyc: null } });
    await submit({ token });
    expect(await api('GET', '/kyc/me', { token })).toMatchObject({ status: 200, body: { kyc: { status: 'submitted', uid: 'applicant' } } });
    expect((await api('GET', '/kyc/me')).status).toBe(401);
  });
});

describe('GET /api/kyc/{uid}/id-card (the viewer)', () => {
  test('the owner and admins get the bytes, uncached; each admin view is recorded; everyone else 403, no token 401', async () => {
    const token = await member('applicant', 'student');
    await submit({ token });

    const own = await fetch(`${apiUrl}/kyc/applicant/id-card`, { headers: await appHeaders(token) });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    const [stored] = await (await filesOf('applicant'))[0]!.download();
    expect(Buffer.from(await own.arrayBuffer()).equals(stored)).toBe(true);

    for (const role of ['admin', 'super_admin'] as const) {
      const t = await member(`viewer-${role}`, role);
      const res = await fetch(`${apiUrl}/kyc/applicant/id-card`, { headers: await appHeaders(t) });
      expect(res.status, role).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(stored)).toBe(true);
    }
    const views = (await db().collection('kyc').doc('applicant').collection('views').get()).docs.map((d) => d.data());
    expect(views.map((v) => v.by).sort()).toEqual(['viewer-admin', 'viewer-super_admin']);
    expect(views.every((v) => v.at && v.idCardPath)).toBe(true);

    for (const role of ['student', 'pg_owner', 'booking_team', 'movein_team'] as const) {
      const t = await member(`other-${role}`, role);
      const res = await api('GET', '/kyc/applicant/id-card', { token: t });
      expect(res.status, role).toBe(403);
    }
    const demoted = await member('demoted', 'admin', null);
    expect((await api('GET', '/kyc/applicant/id-card', { token: demoted })).status).toBe(403);
    expect((await api('GET', '/kyc/applicant/id-card')).status).toBe(401);
    // Only the two admin views were recorded.
    expect((await db().collection('kyc').doc('applicant').collection('views').get()).size).toBe(2);
  });

  test('hostile ids: 400 before any lookup; an applicant-less uid: 404 for an admin', async () => {
    const admin = await member('the-admin', 'admin');
    for (const id of ['__x__', '__name__', '%2E%2E', '.', 'a%2Fb', 'x'.repeat(129)]) {
      const res = await api('GET', `/kyc/${id}/id-card`, { token: admin });
      expect([400, 404], id).toContain(res.status);
      if (res.status === 400) expect(res.body).toMatchObject({ error: 'invalid_input' });
    }
    expect((await api('GET', '/kyc/__name__/id-card', { token: admin })).status).toBe(400);
    expect((await api('GET', '/kyc/a%2Fb/id-card', { token: admin })).status).toBe(400);
    expect((await api('GET', '/kyc/nobody/id-card', { token: admin })).status).toBe(404);
  });
});

describe('POST /api/kyc/{uid}/approve and /reject', () => {
  test('a decision on a request the owner has since resubmitted is refused 409 stale: new documents are never approved unseen', async () => {
    const token = await member('applicant', 'student');
    const admin = await member('the-admin', 'admin');
    await submit({ token });
    const seen = await reviewed('applicant');
    await new Promise((r) => setTimeout(r, 5));
    await submit({ token, fields: { ...goodFields, nameOnId: 'Someone Else Entirely' } });
    expect(await reviewed('applicant')).not.toBe(seen);

    const approve = await api('POST', '/kyc/applicant/approve', { token: admin, body: { submittedAt: seen } });
    expect(approve).toMatchObject({ status: 409, body: { error: 'stale' } });
    const reject = await api('POST', '/kyc/applicant/reject', { token: admin, body: { reason: 'The photo is blurred.', submittedAt: seen } });
    expect(reject).toMatchObject({ status: 409, body: { error: 'stale' } });
    expect((await kycDoc('applicant'))?.status).toBe('submitted');
    expect((await adminAuth().getUser('applicant')).customClaims?.role).toBeUndefined();
    expect((await api('POST', '/kyc/applicant/approve', { token: admin, body: {} })).status).toBe(400);
  });

  test('approval makes the applicant a pg_owner in one go, without ending their session; twice is a no-op', async () => {
    const token = await member('applicant', 'student');
    const admin = await member('the-admin', 'admin');
    await submit({ token });

    const res = await api('POST', '/kyc/applicant/approve', { token: admin, body: { submittedAt: await reviewed('applicant') } });
    expect(res).toMatchObject({ status: 200, body: { uid: 'applicant', status: 'approved', changed: true } });
    expect((await adminAuth().getUser('applicant')).customClaims?.role).toBe('pg_owner');
    expect((await db().collection('users').doc('applicant').get()).data()).toMatchObject({
      role: 'pg_owner',
      isVerifiedPgOwner: true,
      pgListerVerified: true,
      canListPG: true,
      roleUpdatedBy: 'the-admin',
    });
    const doc = await kycDoc('applicant');
    expect(doc).toMatchObject({ status: 'approved', decidedBy: 'the-admin', history: [{ action: 'approved', by: 'the-admin', byRole: 'admin' }] });
    expect(doc?.purgeDueAt.toMillis() - doc?.decidedAt.toMillis()).toBe(90 * 24 * 3600 * 1000);
    // Queued pending; the outboxDelivery trigger may already have sent it (outbox-delivery.emu.test.ts covers that).
    expect(await outbox('applicant')).toEqual([
      expect.objectContaining({ template: 'kyc_approved', language: 'en', status: expect.stringMatching(/^(pending|sent)$/) }),
    ]);

    // Give the role-sync trigger time to run: it must find claim and mirror equal and revoke nothing.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await api('GET', '/kyc/me', { token })).status).toBe(200);

    const again = await api('POST', '/kyc/applicant/approve', { token: admin, body: { submittedAt: await reviewed('applicant') } });
    expect(again).toMatchObject({ status: 200, body: { changed: false } });
    expect(await outbox('applicant')).toHaveLength(1);
    // Exactly one staff audit entry, from the first approval only; no ID card path in it.
    const audit = await auditEntriesFor('applicant');
    expect(audit).toEqual([
      expect.objectContaining({ actorUid: 'the-admin', actorRole: 'admin', action: 'kyc.approved', targetType: 'kyc', before: { status: 'submitted', role: null }, after: { status: 'approved', role: 'pg_owner' } }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('id_cards/');
    expect((await kycDoc('applicant'))?.history).toHaveLength(1);
    // Approved requests cannot be rejected afterwards.
    expect((await api('POST', '/kyc/applicant/reject', { token: admin, body: { reason: 'Changed my mind', submittedAt: await reviewed('applicant') } })).status).toBe(409);
  });

  test('an applicant who applied in Hindi is told the decision in Hindi (the language is kept with the request)', async () => {
    const token = await member('applicant', 'student');
    const admin = await member('the-admin', 'admin');
    expect((await submit({ token, fields: { ...goodFields, language: 'hi' } })).status).toBe(201);
    expect(await kycDoc('applicant')).toMatchObject({ status: 'submitted', language: 'hi' });
    const res = await api('POST', '/kyc/applicant/reject', { token: admin, body: { reason: 'फोटो धुंधली है।', submittedAt: await reviewed('applicant') } });
    expect(res.status).toBe(200);
    expect(await outbox('applicant')).toEqual([expect.objectContaining({ template: 'kyc_rejected', language: 'hi', params: { reason: 'फोटो धुंधली है।' } })]);
  });

  test('rejection records the reason and notifies; a missing or short reason is refused naming it, nothing written', async () => {
    const token = await member('applicant', 'student');
    const admin = await member('the-admin', 'super_admin');
    await submit({ token });
    for (const body of [{}, { reason: 'no' }, { reason: 'Blurred photo', extra: 1 }]) {
      const res = await api('POST', '/kyc/applicant/reject', { token: admin, body: { ...body, submittedAt: await reviewed('applicant') } });
      expect(res.status).toBe(400);
      expect(Object.keys((res.body as { fields: object }).fields)).toEqual([Object.keys(body).includes('extra') ? 'extra' : 'reason']);
    }
    expect((await kycDoc('applicant'))?.status).toBe('submitted');
    expect(await outbox('applicant')).toHaveLength(0);

    const res = await api('POST', '/kyc/applicant/reject', { token: admin, body: { reason: 'The photo is blurred.', submittedAt: await reviewed('applicant') } });
    expect(res).toMatchObject({ status: 200, body: { status: 'rejected', changed: true } });
    expect(await kycDoc('applicant')).toMatchObject({ status: 'rejected', rejectionReason: 'The photo is blurred.', decidedBy: 'the-admin' });
    expect(await outbox('applicant')).toEqual([expect.objectContaining({ template: 'kyc_rejected', params: { reason: 'The photo is blurred.' } })]);
    expect((await adminAuth().getUser('applicant')).customClaims?.role).toBeUndefined();
    // Refused attempts wrote no audit entry; the decision wrote exactly one.
    expect(await auditEntriesFor('applicant')).toEqual([
      expect.objectContaining({ actorUid: 'the-admin', actorRole: 'super_admin', action: 'kyc.rejected', before: { status: 'submitted' }, after: { status: 'rejected' }, reason: 'The photo is blurred.' }),
    ]);
    // A rejected request cannot be approved until the owner submits again.
    expect((await api('POST', '/kyc/applicant/approve', { token: admin, body: { submittedAt: await reviewed('applicant') } })).status).toBe(409);
  });

  test('only current admins decide: other roles 403, a demoted admin 403, no token 401 — nothing changes', async () => {
    const token = await member('applicant', 'student');
    await submit({ token });
    const others = await Promise.all(
      (['student', 'pg_owner', 'booking_team', 'movein_team'] as const).map(async (r) => [r, await member(`x-${r}`, r)] as const),
    );
    const demoted = await member('demoted', 'super_admin', 'admin');
    for (const [who, t] of [...others, ['demoted', demoted] as const, ['nobody', undefined] as const]) {
      for (const action of ['approve', 'reject']) {
        const res = await api('POST', `/kyc/applicant/${action}`, { token: t, body: { reason: 'Looks fine to me' } });
        // A demoted admin's old token: 403 by the role mirror, or 401 once the demotion's token revocation (the
        // userRoleSync trigger, asynchronous) has landed — refused either way.
        if (who === 'demoted') expect([401, 403], `${who} ${action}`).toContain(res.status);
        else expect(res.status, `${who} ${action}`).toBe(t ? 403 : 401);
      }
    }
    expect((await kycDoc('applicant'))?.status).toBe('submitted');
    expect((await adminAuth().getUser('applicant')).customClaims?.role).toBeUndefined();
    expect(await outbox('applicant')).toHaveLength(0);
  });

  test('a staff account is never made a pg_owner; hostile and unknown ids are refused', async () => {
    const admin = await member('the-admin', 'admin');
    await member('team-member', 'booking_team');
    // A request that predates their staff role (written directly: the API refuses staff applicants).
    await db().collection('kyc').doc('team-member').set({ uid: 'team-member', status: 'submitted', idType: 'pan', submittedAt: new Date(), history: [] });
    const res = await api('POST', '/kyc/team-member/approve', { token: admin, body: { submittedAt: await reviewed('team-member') } });
    expect(res).toMatchObject({ status: 409, body: { error: 'staff_cannot_be_owner' } });
    expect((await adminAuth().getUser('team-member')).customClaims?.role).toBe('booking_team');
    expect((await kycDoc('team-member'))?.status).toBe('submitted');

    for (const id of ['__x__', '__name__', '%2E%2E', '.', 'a%2Fb']) {
      const r = await api('POST', `/kyc/${id}/approve`, { token: admin, body: { submittedAt: await reviewed('nobody') } });
      expect([400, 404], id).toContain(r.status);
    }
    expect((await api('POST', '/kyc/__x__/approve', { token: admin, body: { submittedAt: await reviewed('nobody') } })).status).toBe(400);
    expect((await api('POST', '/kyc/a%2Fb/reject', { token: admin, body: { reason: 'Blurred photo', submittedAt: await reviewed('nobody') } })).status).toBe(400);
    expect((await api('POST', '/kyc/nobody/approve', { token: admin, body: { submittedAt: await reviewed('nobody') } })).status).toBe(404);
  });
});

describe('GET /api/admin/kyc', () => {
  test('current admins see the queue with phones and last-4 only; others 403/401; a bad filter 400', async () => {
    const a = await member('applicant-a', 'student');
    const b = await member('applicant-b', 'student');
    await submit({ token: a });
    await submit({ token: b });
    const admin = await member('the-admin', 'admin');
    await api('POST', '/kyc/applicant-b/reject', { token: admin, body: { reason: 'Blurred photo', submittedAt: await reviewed('applicant-b') } });

    const res = await api<{ items: Array<Record<string, unknown>> }>('GET', '/admin/kyc?status=submitted', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => i.uid)).toEqual(['applicant-a']);
    expect(res.body.items[0]).toMatchObject({ phone: '+919000000000', bank: { accountNumberLast4: '9012' } });
    expect(JSON.stringify(res.body)).not.toContain('123456789012');
    expect((await api<{ items: unknown[] }>('GET', '/admin/kyc?status=rejected', { token: admin })).body.items).toHaveLength(1);

    const badFilter = await api('GET', '/admin/kyc?status=all', { token: admin });
    expect(badFilter).toMatchObject({ status: 400, body: { fields: { status: expect.any(String) } } });
    expect((await api('GET', '/admin/kyc', { token: a })).status).toBe(403);
    expect((await api('GET', '/admin/kyc', { token: await member('demoted', 'admin', null) })).status).toBe(403);
    expect((await api('GET', '/admin/kyc')).status).toBe(401);
  });
});

describe('retention (scheduled daily)', () => {
  const DAY = 24 * 3600 * 1000;
  test('90 days after the decision the ID card and the name go; bank details stay only for an active owner', async () => {
    const admin = await member('the-admin', 'admin');
    const approved = await member('approved', 'student');
    const rejected = await member('rejected', 'student');
    const pending = await member('pending', 'student');
    for (const t of [approved, rejected, pending]) await submit({ token: t });
    await api('POST', '/kyc/approved/approve', { token: admin, body: { submittedAt: await reviewed('approved') } });
    await api('POST', '/kyc/rejected/reject', { token: admin, body: { reason: 'Blurred photo', submittedAt: await reviewed('rejected') } });
    const decidedAt = (await kycDoc('approved'))!.decidedAt.toMillis() as number;
    const outbox = db().collection('outbox');
    const kycMessage = async () => (await outbox.where('toUid', '==', 'rejected').where('template', '==', 'kyc_rejected').get()).docs[0]!;
    expect((await kycMessage()).get('params.reason')).toBe('Blurred photo');
    // A text rendered from the reason (a provider that stored it), and a booking message to the same user.
    await (await kycMessage()).ref.update({ text: 'KotaStay: … Reason: Blurred photo' });
    await outbox.doc('booking-msg').set({ toUid: 'rejected', bookingId: 'b1', template: 'cancelled', params: { reason: 'team_cancelled' }, text: 'Booking cancelled.', status: 'sent' });

    // One day early: nothing happens.
    expect(await purgeExpiredKyc(new Date(decidedAt + 89 * DAY))).toEqual({ filesDeletedFor: [], bankDeletedFor: [], bankKeptFor: [] });
    expect(await filesOf('approved')).toHaveLength(1);

    const report = await purgeExpiredKyc(new Date(decidedAt + 90 * DAY + 60_000));
    expect(report.filesDeletedFor.sort()).toEqual(['approved', 'rejected']);
    expect(report.bankKeptFor).toEqual(['approved']);
    expect(report.bankDeletedFor).toEqual(['rejected']);
    expect(await filesOf('approved')).toHaveLength(0);
    expect(await filesOf('rejected')).toHaveLength(0);
    expect(await filesOf('pending')).toHaveLength(1);

    const a = (await kycDoc('approved'))!;
    expect(a.idCardDeletedAt).toBeDefined();
    expect(a.idCardPath).toBeUndefined();
    expect(a.nameOnId).toBeUndefined();
    expect(a.bank).toMatchObject({ accountNumberLast4: '9012', ifsc: 'SBIN0001234' });
    expect((await db().collection('kyc_private').doc('approved').get()).exists).toBe(true);
    expect((await db().collection('users').doc('approved').get()).get('idCardPath')).toBeUndefined();

    // The admin's free text is gone from the applicant's KYC messages; booking messages are untouched.
    expect((await kycMessage()).get('params')).toEqual({});
    expect((await kycMessage()).get('text')).toBeUndefined();
    expect((await outbox.doc('booking-msg').get()).data()).toMatchObject({ params: { reason: 'team_cancelled' }, text: 'Booking cancelled.' });

    const r = (await kycDoc('rejected'))!;
    expect(r).toMatchObject({ status: 'rejected', idType: 'pan', bank: { accountNumberLast4: '9012' } });
    expect(r.bank.ifsc).toBeUndefined();
    expect(r.nameOnId).toBeUndefined();
    expect((await db().collection('kyc_private').doc('rejected').get()).exists).toBe(false);
    expect(await kycDoc('pending')).toMatchObject({ status: 'submitted', nameOnId: 'Ramesh Kumar Sharma' });
    // The viewer now answers 404 for the deleted card.
    expect((await api('GET', '/kyc/approved/id-card', { token: admin })).status).toBe(404);

    // The owner stops being one: at the next look the bank details go too.
    await db().collection('users').doc('approved').update({ role: null });
    const later = await purgeExpiredKyc(new Date(decidedAt + 181 * DAY));
    expect(later).toEqual({ filesDeletedFor: [], bankDeletedFor: ['approved'], bankKeptFor: [] });
    expect((await db().collection('kyc_private').doc('approved').get()).exists).toBe(false);
  });
});
