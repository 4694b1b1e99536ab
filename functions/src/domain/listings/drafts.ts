// Listing lifecycle (docs/decisions/070-listing-drafts-and-verification.md): the owner's draft `pg_drafts/{id}`,
// the public `pgs/{id}` (public-safe fields only) and `pg_private/{id}` (owner, verifier, verified facts).
// Only `verifyListing` creates or republishes a public listing, in one transaction with its private half.
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { geohashForLocation } from 'geofire-common';
import type {
  VERIFIED_FACT_FIELDS} from '@kotastay/shared/schemas/pg-draft';
import {
  addedSafetyClaims,
  checklistItemsFor,
  DRAFT_OWNER_FIELDS,
  keepCurrentBeds,
  MAX_LISTING_PHOTOS,
  MIN_LISTING_PHOTOS,
  MIN_PHOTOS_MESSAGE,
  missingDeclarations,
  PgDraftCompleteSchema,
  PgDraftDocSchema,
  type DraftPhoto,
  type ListingDecision,
  type PgDraftDoc,
  type PgDraftInput,
  type Review,
  type VerifyListingBody,
} from '@kotastay/shared/schemas/pg-draft';
import { slugify } from '@kotastay/shared/schemas/catalogue';
import { messMismatch } from '@kotastay/shared/schemas/charges';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import { maxFreeBeds } from '@kotastay/shared/schemas/occupancy';
import {
  derivePgFields,
  PHOTO_VARIANTS,
  type NearbyBranch,
  PgDocSchema,
  PgPrivateDocSchema,
  splitPgRecord,
  type PgDoc,
  type PgPrivateDoc,
  type PgRecord,
  type RoomOption,
} from '@kotastay/shared/schemas/pg';
import { db } from '../../lib/admin';
import { readAs, readThrough } from '../../lib/converter';
import { recordStaffAction } from '../audit';
import { areaRef, nearestBranches } from '../catalogue';
import type { Actor } from '../errors';
import { draftNotFound, invalid, ListingError } from './errors';
import { processPhoto } from '../../lib/images';
import { deletePhotoObjects, savePhotoVariants } from './photo-store';
import { listingReviewsCol, pgDraftsCol, pgPrivateCol, pgsCol } from './store';

/**
 * The public listing as Functions write it: no owner uid and no verifier uid — those live in `pg_private`
 * (the public/private split of issue #7).
 */
/** The public listing document (pgs/{id}): PgDoc carries no owner or verifier uid (those live in pg_private). */
export type PublicPgDoc = PgDoc;

/** What verification covered, kept privately so a later edit can be compared with it. */
type VerifiedFacts = Pick<PgDraftInput, (typeof VERIFIED_FACT_FIELDS)[number]> & { photoIds: string[] };

/** `pg_private/{id}` of an owner's listing: the shared split's private half plus what verification covered. */
export type ListingPrivateDoc = PgPrivateDoc & { verifiedFacts?: VerifiedFacts };

const drafts = pgDraftsCol;
const pgs = () => pgsCol();
const privates = pgPrivateCol;
const decisions = listingReviewsCol;

// Reads through schemas (issue #23): the draft whole; of the private half and the live listing, what these flows use.
const asDraft = readAs(PgDraftDocSchema);
const asVerifiedFacts = readAs(z.object({ verifiedFacts: PgPrivateDocSchema.shape.verifiedFacts }));
/** What a submit keeps of the live listing when only unverified fields changed. */
const asLiveForSubmit = readAs(PgDocSchema.pick({ areaName: true, nearbyBranches: true, rooms: true, amenities: true }));
/** What a verification keeps of the live listing it republishes. */
const asLiveForVerify = readAs(
  PgDocSchema.pick({ rooms: true, visible: true, ratingAvg: true, ratingCount: true, ratingBreakdown: true, createdAt: true, photos: true }),
);
const draftRef = (pgId: string) => drafts().doc(pgId).withConverter(asDraft);

const nowIso = () => new Date().toISOString();
const reviewOf = (d: PgDraftDoc): Review =>
  d.review ?? { status: 'draft', reason: null, submittedAt: null, decidedAt: null };
const versionOf = (d: PgDraftDoc): number => (d.updatedAt instanceof Timestamp ? d.updatedAt.toMillis() : 0);

/** The caller's own draft, read in `tx` when given; anyone else's is "not found". */
export async function ownDraft(pgId: string, uid: string, tx?: Transaction): Promise<PgDraftDoc> {
  const ref = draftRef(pgId);
  const d = (tx ? await tx.get(ref) : await ref.get()).data();
  if (!d || d.ownerId !== uid) throw draftNotFound();
  return d;
}

/** Only the owner and the rooms of the caller's own draft (occupancy needs no more, and reads no more). */
const asDraftRooms = readAs(z.object({ ownerId: z.string(), rooms: PgDraftDocSchema.shape.rooms }));
export async function ownDraftRooms(pgId: string, uid: string, tx?: Transaction): Promise<Pick<PgDraftDoc, 'rooms'>> {
  const ref = drafts().doc(pgId).withConverter(asDraftRooms);
  const d = (tx ? await tx.get(ref) : await ref.get()).data();
  if (!d || d.ownerId !== uid) throw draftNotFound();
  return d;
}

const ownerFields = (d: PgDraftDoc): PgDraftInput =>
  Object.fromEntries(DRAFT_OWNER_FIELDS.map((k) => [k, d[k]])) as PgDraftInput;

/** The draft as a complete, compliant listing, or a 400 naming every field to fix. */
function completeListing(d: PgDraftDoc) {
  const parsed = PgDraftCompleteSchema.safeParse(ownerFields(d));
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  }
  Object.assign(fields, missingDeclarations(ownerFields(d)));
  // Checked apart from the schema too: zod skips a refinement while another field fails, and the owner should see it.
  const mess = messMismatch(d.food?.included === true, d.charges?.mess);
  if (mess) fields['charges.mess'] ??= mess;
  if ((d.photos?.length ?? 0) < MIN_LISTING_PHOTOS) fields.photos = MIN_PHOTOS_MESSAGE;
  if (!parsed.success || Object.keys(fields).length) throw invalid(fields);
  return parsed.data;
}

// ---------- Photos ----------

export type PhotoUpload = { bytes: Buffer; alt: string | undefined };

export async function addPhoto(pgId: string, uid: string, upload: PhotoUpload): Promise<DraftPhoto> {
  const before = await ownDraft(pgId, uid);
  if ((before.photos?.length ?? 0) >= MAX_LISTING_PHOTOS)
    throw new ListingError('conflict', 'too_many_photos', `A listing has at most ${MAX_LISTING_PHOTOS} photos.`);
  let processed;
  try {
    processed = await processPhoto(upload.bytes);
  } catch {
    throw invalid({ photo: 'This image could not be read. Upload a JPEG, PNG or WebP photo.' }, 'photo');
  }
  const photoId = randomBytes(10).toString('hex');
  const urls = await savePhotoVariants(pgId, photoId, processed.variants);
  const photo: DraftPhoto = {
    id: photoId,
    alt: upload.alt || `Photo ${(before.photos?.length ?? 0) + 1} of ${before.name || 'the PG'}`,
    urls,
    width: PHOTO_VARIANTS.full.width,
    height: PHOTO_VARIANTS.full.height,
    placeholderColor: processed.placeholderColor,
  };
  try {
    await db().runTransaction(async (tx) => {
      const d = await ownDraft(pgId, uid, tx);
      const photos = d.photos ?? [];
      if (photos.length >= MAX_LISTING_PHOTOS)
        throw new ListingError('conflict', 'too_many_photos', `A listing has at most ${MAX_LISTING_PHOTOS} photos.`);
      tx.update(drafts().doc(pgId), { photos: [...photos, photo], updatedAt: FieldValue.serverTimestamp() });
    });
  } catch (err) {
    // Nothing may stay in Storage that no document points at.
    await deletePhotoObjects(pgId, [photoId]);
    throw err;
  }
  return photo;
}

/** Removes a photo from the draft; its objects go too unless the live listing still shows it. */
export async function removePhoto(pgId: string, uid: string, photoId: string): Promise<void> {
  const stillLive = await db().runTransaction(async (tx) => {
    const d = await ownDraft(pgId, uid, tx);
    const photos = d.photos ?? [];
    if (!photos.some((p) => p.id === photoId))
      throw new ListingError('not_found', 'not_found', 'This photo was not found.');
    const live = await tx.get(pgs().doc(pgId));
    tx.update(drafts().doc(pgId), {
      photos: photos.filter((p) => p.id !== photoId),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return live.exists && ((live.get('photos') as DraftPhoto[] | undefined) ?? []).some((p) => p.id === photoId);
  });
  // The live version stays up until the change is verified; verifyListing deletes what it no longer shows.
  if (!stillLive) await deletePhotoObjects(pgId, [photoId]);
}

// ---------- Submit ----------

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function factsOf(d: PgDraftDoc): VerifiedFacts {
  return {
    address: d.address,
    areaId: d.areaId,
    location: d.location,
    gender: d.gender,
    declaration: Object.fromEntries(Object.entries(d.declaration ?? {}).sort(([a], [b]) => a.localeCompare(b))),
    maintenanceInrPerYear: d.maintenanceInrPerYear,
    photoIds: (d.photos ?? []).map((p) => p.id),
  };
}

export type SubmitResult = { review: Review; published: boolean };

/**
 * Sends the draft to verification. For a live listing whose verified facts (address, area, pin, gender,
 * Kota Cares declaration, maintenance, photos) are unchanged, the other edits (name, rooms and rents, food,
 * amenities, rules, texts) go live at once and no review is needed; any change to a verified fact, or a safety
 * amenity the live listing does not claim (decision 206), waits for staff while the live version stays up.
 */
export async function submitListing(pgId: string, uid: string): Promise<SubmitResult> {
  return db().runTransaction(async (tx) => {
    const d = await ownDraft(pgId, uid, tx);
    completeListing(d);
    const [liveSnap, privSnap] = await Promise.all([tx.get(pgs().doc(pgId)), tx.get(privates().doc(pgId))]);
    const priv = readThrough(asVerifiedFacts, privSnap);
    const now = nowIso();
    // Free beds change only through a confirmation and setFreeBeds (both write the live listing and the draft); the
    // draft's copy may be stale (an editor open since before a confirmation saves its whole rooms array), so live
    // rooms keep the live count, capped at their new total, and the draft gets it back too.
    const beds = liveSnap.exists ? { rooms: keepCurrentBeds(d.rooms, liveSnap.get('rooms') as RoomOption[] | undefined) } : {};
    const live = liveSnap.exists ? readThrough(asLiveForSubmit, liveSnap) : null;
    // A safety claim the live listing does not make (CCTV, spring-loaded fans, a female warden, fire safety) is a
    // fact the badge has not covered: it waits for staff like a verified fact (decision 206).
    const safetyUnchanged = !!live && addedSafetyClaims(d.amenities, live.amenities).length === 0;
    if (live && priv && safetyUnchanged && sameJson(factsOf(d), priv.verifiedFacts)) {
      tx.set(
        pgs().doc(pgId),
        { ...publicFields(d, live.areaName, live.nearbyBranches ?? [], live.rooms), updatedAt: now },
        { merge: true },
      );
      const review: Review = { status: 'approved', reason: null, submittedAt: now, decidedAt: now };
      tx.update(drafts().doc(pgId), { review, ...beds, updatedAt: FieldValue.serverTimestamp() });
      return { review, published: true };
    }
    const review: Review = { status: 'submitted', reason: null, submittedAt: now, decidedAt: null };
    tx.update(drafts().doc(pgId), { review, ...beds, updatedAt: FieldValue.serverTimestamp() });
    return { review, published: false };
  });
}

/** The listing fields copied from the draft (everything but verification, state, ratings and timestamps). */
function publicFields(d: PgDraftDoc, areaName: string, nearbyBranches: NearbyBranch[], liveRooms: RoomOption[] | undefined) {
  const c = PgDraftCompleteSchema.parse(ownerFields(d));
  const rooms: RoomOption[] = keepCurrentBeds(c.rooms, liveRooms);
  return {
    name: c.name.trim(),
    slug: slugify(`${c.name} ${areaName}`, 'pg'),
    type: c.type,
    gender: c.gender,
    address: c.address.trim(),
    areaId: c.areaId,
    areaName,
    location: c.location,
    geohash: geohashForLocation([c.location.lat, c.location.lng]),
    rooms,
    food: c.food,
    amenities: c.amenities,
    rules: c.rules,
    photos: d.photos ?? [],
    description: c.description,
    totalMonthlyCostNote: c.totalMonthlyCostNote,
    maintenanceInrPerYear: c.maintenanceInrPerYear,
    charges: c.charges,
    nearbyBranches,
    ...derivePgFields(rooms),
  };
}

// ---------- Staff decisions ----------

const DAY_MS = 86_400_000;
/** A visit report older than this is stale: visit again. */
const MAX_VISIT_AGE_DAYS = 90;

/** The moment a visit day stands for (noon in Kota, so the date is the same in every time zone), ISO. */
export const visitDayIso = (visitDate: string): string => new Date(`${visitDate}T12:00:00+05:30`).toISOString();

export function checkVisitDate(visitDate: string, now = Date.now()): void {
  // The visit happened on this day in Kota (IST); noon keeps the date stable in every time zone.
  const at = Date.parse(`${visitDate}T12:00:00+05:30`);
  // Compared by Kota's date: tomorrow is in the future at every hour of today (a check dated ahead would make a
  // later, correct check look older than it).
  if (visitDate > kotaDate(now)) throw invalid({ visitDate: 'The visit date cannot be in the future.' });
  if (at < now - MAX_VISIT_AGE_DAYS * DAY_MS)
    throw invalid({ visitDate: `Visit again: the last visit must be within ${MAX_VISIT_AGE_DAYS} days.` });
}

export type VerifyResult = { pgId: string; verifiedAt: string; alreadyVerified: boolean };

/**
 * Approves a submitted draft: builds the public `pgs/{id}` and the private `pg_private/{id}` in one transaction
 * with the draft's review state and a decision record. Idempotent: approving an approved draft changes nothing.
 */
export async function verifyListing(pgId: string, reviewer: Actor, body: VerifyListingBody): Promise<VerifyResult> {
  checkVisitDate(body.visitDate);
  // Read outside the transaction: the catalogue is reference data, and a transaction should stay short.
  const preview = (await draftRef(pgId).get()).data();
  if (!preview) throw draftNotFound();
  const location = preview.location;
  const nearby = location ? await nearestBranches(location) : [];

  const reviewerUid = reviewer.uid;
  const result = await db().runTransaction(async (tx) => {
    const d = (await tx.get(draftRef(pgId))).data();
    if (!d) throw draftNotFound();
    const review = reviewOf(d);
    const [liveSnap, privSnap] = await Promise.all([tx.get(pgs().doc(pgId)), tx.get(privates().doc(pgId))]);
    if (review.status === 'approved' && liveSnap.exists) {
      return {
        pgId,
        verifiedAt: String(liveSnap.get('verification.verifiedAt')),
        alreadyVerified: true,
        oldPhotoIds: [],
        newPhotoIds: [],
      };
    }
    if (review.status !== 'submitted')
      throw new ListingError('conflict', 'not_submitted', 'This listing is not waiting for verification.');
    if (versionOf(d) !== body.draftVersion)
      throw new ListingError('conflict', 'stale', 'The owner changed this listing since you opened it. Reload and check again.');
    // A public listing with this id that is not this owner's (e.g. seeded data) is never overwritten.
    if (liveSnap.exists && (!privSnap.exists || privSnap.get('ownerId') !== d.ownerId))
      throw new ListingError('conflict', 'id_taken', 'Another listing already uses this id.');
    const c = completeListing(d);

    const ticked = new Map(body.checklist.map((e) => [e.item, e.ok]));
    const missing: Record<string, string> = {};
    for (const item of checklistItemsFor(c.gender))
      if (ticked.get(item) !== true) missing[`checklist.${item}`] = 'Tick this item once checked, or request changes.';
    if (Object.keys(missing).length) throw invalid(missing, 'checklist');

    const area = await tx.get(areaRef(c.areaId));
    if (!area.exists) throw invalid({ areaId: 'This area is no longer in the catalogue: ask the owner to pick another.' });

    const now = nowIso();
    const checkedAt = visitDayIso(body.visitDate);
    const live = readThrough(asLiveForVerify, liveSnap);
    // One record split by the shared `splitPgRecord`, as the seed does: the public half is parsed field by field
    // against the public schema, so a private field can never reach pgs/{id}.
    const record: PgRecord = {
      id: pgId,
      ...publicFields(d, String(area.get('name')), nearby, live?.rooms),
      ownerId: d.ownerId,
      verification: {
        status: 'verified',
        verifiedAt: now,
        verifiedByName: 'KotaStay team',
        verifiedBy: reviewerUid,
        checklist: checklistItemsFor(c.gender).map((item) => ({ item, ok: true, checkedAt })),
      },
      visible: live?.visible ?? true,
      status: 'published',
      ratingAvg: live?.ratingAvg ?? 0,
      ratingCount: live?.ratingCount ?? 0,
      ratingBreakdown: live?.ratingBreakdown ?? null,
      createdAt: live?.createdAt ?? now,
      updatedAt: now,
    };
    const split = splitPgRecord(record);
    const pub: PublicPgDoc = split.pg;
    const priv: ListingPrivateDoc = PgPrivateDocSchema.parse({
      ...split.private,
      visitDate: body.visitDate,
      verifiedFacts: factsOf(d),
    }) as ListingPrivateDoc;
    const decision: ListingDecision = {
      pgId,
      ownerId: d.ownerId,
      decision: 'approved',
      reviewerUid,
      at: now,
      visitDate: body.visitDate,
      checklist: body.checklist,
      reason: null,
    };
    tx.set(pgs().doc(pgId), pub);
    tx.set(privates().doc(pgId), priv);
    tx.update(drafts().doc(pgId), {
      review: { ...review, status: 'approved', reason: null, decidedAt: now },
      live: { visible: pub.visible, verifiedAt: now },
      rooms: pub.rooms,
      updatedAt: FieldValue.serverTimestamp(),
    });
    tx.create(decisions().doc(), decision);
    recordStaffAction(tx, {
      actor: reviewer,
      action: 'listing.verified',
      targetType: 'listing',
      targetId: pgId,
      summary: `Verified the listing ${pub.name}`,
      before: { reviewStatus: review.status, live: liveSnap.exists },
      after: { reviewStatus: 'approved', live: true, visitDate: body.visitDate },
    });
    return {
      pgId,
      verifiedAt: now,
      alreadyVerified: false,
      oldPhotoIds: (live?.photos ?? []).map((p) => p.id),
      newPhotoIds: pub.photos.map((p) => p.id),
    };
  });
  // Photos the owner removed while the old version was live: now nothing shows them.
  const gone = result.oldPhotoIds.filter((id) => !result.newPhotoIds.includes(id));
  if (gone.length) await deletePhotoObjects(pgId, gone);
  return { pgId: result.pgId, verifiedAt: result.verifiedAt, alreadyVerified: result.alreadyVerified };
}

export async function requestChanges(pgId: string, reviewer: Actor, reason: string): Promise<Review> {
  const reviewerUid = reviewer.uid;
  return db().runTransaction(async (tx) => {
    const d = (await tx.get(draftRef(pgId))).data();
    if (!d) throw draftNotFound();
    const review = reviewOf(d);
    if (review.status !== 'submitted')
      throw new ListingError('conflict', 'not_submitted', 'This listing is not waiting for verification.');
    const now = nowIso();
    const next: Review = { ...review, status: 'changes_requested', reason, decidedAt: now };
    tx.update(drafts().doc(pgId), { review: next, updatedAt: FieldValue.serverTimestamp() });
    const decision: ListingDecision = {
      pgId,
      ownerId: d.ownerId,
      decision: 'changes_requested',
      reviewerUid,
      at: now,
      visitDate: null,
      checklist: null,
      reason,
    };
    tx.create(decisions().doc(), decision);
    recordStaffAction(tx, {
      actor: reviewer,
      action: 'listing.changes_requested',
      targetType: 'listing',
      targetId: pgId,
      summary: `Asked for changes to the listing ${String(d.name ?? pgId)}`,
      before: { reviewStatus: review.status },
      after: { reviewStatus: 'changes_requested' },
      reason,
    });
    return next;
  });
}

// ---------- Owner actions on a live listing ----------

export type BedsResult = { roomId: string; bedsAvailable: number; live: boolean };

/** A stay on KotaStay holding a bed (moved in, or under notice with `exitDate`). */
export type ActiveStay = { roomId: string; roomLabel: string; firstName: string; exitDate: string | null };
/** The active stays of a PG (read in `tx` when given); passed in by the caller, as listings do not depend on stays. */
export type ActiveStaysOf = (tx: Transaction | null, pgId: string) => Promise<ActiveStay[]>;

/** Active stays per room option. */
export const staysPerRoom = (stays: ActiveStay[]): Record<string, number> => {
  const n: Record<string, number> = Object.create(null) as Record<string, number>;
  for (const s of stays) n[s.roomId] = (n[s.roomId] ?? 0) + 1;
  return n;
};

/** Free beds of one room option, in the draft and (when the room is live) in the public listing at once. */
export async function setFreeBeds(
  pgId: string,
  uid: string,
  roomId: string,
  bedsAvailable: number,
  expected?: number,
  staysIn?: ActiveStaysOf,
): Promise<BedsResult> {
  return db().runTransaction(async (tx) => {
    const d = await ownDraft(pgId, uid, tx);
    const liveSnap = await tx.get(pgs().doc(pgId));
    const onKotaStay = staysIn ? staysPerRoom(await staysIn(tx, pgId)) : {};
    const room = d.rooms.find((r) => r.id === roomId);
    if (!room) throw invalid({ roomId: 'This room option is not in the listing.' });
    // The owner's screen shows the draft's count, which a confirmation and this route keep equal to the live one.
    if (expected !== undefined && expected !== room.bedsAvailable)
      throw new ListingError(
        'conflict',
        'stale',
        `Free beds changed to ${room.bedsAvailable} since you looked (a move-in may have been confirmed). Check the number and try again.`,
      );
    if (bedsAvailable > room.bedsTotal)
      throw invalid({ bedsAvailable: `At most ${room.bedsTotal} (the room option's total beds).` });
    // Beds held by stays on KotaStay are not the owner's to free: a stay gives its bed back on its exit date (decision 216).
    const held = onKotaStay[roomId] ?? 0;
    if (bedsAvailable > maxFreeBeds(room.bedsTotal, held))
      throw invalid({ bedsAvailable: `At most ${maxFreeBeds(room.bedsTotal, held)}: ${held} of the ${room.bedsTotal} beds are taken by students who moved in through KotaStay.` });
    tx.update(drafts().doc(pgId), {
      rooms: d.rooms.map((r) => (r.id === roomId ? { ...r, bedsAvailable } : r)),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const liveRooms = liveSnap.exists ? ((liveSnap.get('rooms') as RoomOption[] | undefined) ?? []) : [];
    const inLive = liveRooms.some((r) => r.id === roomId);
    if (inLive) {
      const rooms = liveRooms.map((r) => (r.id === roomId ? { ...r, bedsAvailable: Math.min(bedsAvailable, r.bedsTotal) } : r));
      tx.update(pgs().doc(pgId), { rooms, ...derivePgFields(rooms), updatedAt: nowIso() });
    }
    return { roomId, bedsAvailable, live: inLive };
  });
}

export async function setVisibility(pgId: string, uid: string, visible: boolean): Promise<{ visible: boolean }> {
  return db().runTransaction(async (tx) => {
    const d = await ownDraft(pgId, uid, tx);
    const liveSnap = await tx.get(pgs().doc(pgId));
    if (!liveSnap.exists || !d.live)
      throw new ListingError('conflict', 'not_live', 'Only a verified listing can be hidden or shown.');
    tx.update(pgs().doc(pgId), { visible, updatedAt: nowIso() });
    tx.update(drafts().doc(pgId), { live: { ...d.live, visible }, updatedAt: FieldValue.serverTimestamp() });
    return { visible };
  });
}

/** Deletes a draft that was never published, with its photos. A live listing is hidden instead. */
export async function deleteDraft(pgId: string, uid: string): Promise<void> {
  const photoIds = await db().runTransaction(async (tx) => {
    const d = await ownDraft(pgId, uid, tx);
    const liveSnap = await tx.get(pgs().doc(pgId));
    if (liveSnap.exists || d.live)
      throw new ListingError('conflict', 'published', 'This listing has been published: hide it instead of deleting it.');
    tx.delete(drafts().doc(pgId));
    return (d.photos ?? []).map((p) => p.id);
  });
  // Only the photos this draft had: once it is deleted its id is free, and a new draft may already be uploading
  // its own photos under the same prefix.
  await deletePhotoObjects(pgId, photoIds);
}
