// A student at the move-in desk, for the stay journeys (stay-exit.e2e.ts, rent.e2e.ts): their Auth account and
// profile (with their parent's number), a seeded PG's room with a free bed, and a booking whose visit is done and
// whose move-in checklist is ticked — what the move-in team confirms. Earlier runs' booking, stay, invoices and
// contacts are removed first. Needs seedCatalogue and seedPgs to have run.
import { COLLECTIONS } from '@kotastay/shared/collections';
import { EMPTY_CHECKLIST } from '@kotastay/shared/schemas/booking';
import type { PgDoc } from '@kotastay/shared/schemas/pg';
import { adminAuth, adminDb, removeAuthUserByPhone, userWithRole } from '../../test-utils/admin';
import { bookableSeededPg, bookingDoc, seedBookings } from './bookings';

export type MoveInReady = { studentUid: string; student: string; parent: string; name: string; bookingId: string; moveInUid: string; moveInPhone: string };

/**
 * Seeds the student and their booking at the move-in desk; returns the PG and room it is for, and the PG's rooms.
 * `pgAlso` narrows the seeded PG chosen (e.g. two room options with free beds, for a room change).
 */
export async function seedMoveInReady(
  m: MoveInReady,
  pgAlso: (p: PgDoc) => boolean = () => true,
): Promise<{ id: string; name: string; areaId: string; roomId: string; rooms: PgDoc['rooms'] }> {
  await removeAuthUserByPhone(`+91${m.student}`);
  await removeAuthUserByPhone(`+91${m.parent}`);
  await adminAuth().createUser({ uid: m.studentUid, phoneNumber: `+91${m.student}` });
  const now = new Date().toISOString();
  await adminDb().collection(COLLECTIONS.users).doc(m.studentUid).set({
    phone: `+91${m.student}`,
    name: m.name,
    role: null,
    accountType: 'student',
    birthDate: '2007-02-10',
    exam: 'JEE',
    coachingId: 'allen',
    gender: 'female',
    parentPhone: `+91${m.parent}`,
    createdAt: now,
    updatedAt: now,
  });
  // Earlier runs' booking, stay (with its invoices) and texts.
  await adminDb().collection(COLLECTIONS.bookings).doc(m.bookingId).delete();
  await adminDb().recursiveDelete(adminDb().collection(COLLECTIONS.stays).doc(m.bookingId));
  await adminDb().collection(COLLECTIONS.stayContacts).doc(m.bookingId).delete();
  await adminDb().collection(COLLECTIONS.stayResidents).doc(m.bookingId).delete();
  const doc = await bookableSeededPg([], pgAlso);
  const room = doc.rooms.find((r) => r.bedsAvailable > 0 && r.bedsAvailable < r.bedsTotal) ?? doc.rooms.find((r) => r.bedsAvailable > 0)!;
  // The visit is done and the move-in checklist ticked: the move-in desk can confirm.
  await seedBookings([
    bookingDoc(m.bookingId, {
      studentUid: m.studentUid,
      studentName: m.name,
      studentPhone: `+91${m.student}`,
      parentPhone: `+91${m.parent}`,
      pgId: doc.id,
      pgName: doc.name,
      areaId: doc.areaId,
      areaName: doc.areaName,
      roomId: room.id,
      rentInr: room.rentInr,
      status: 'visit_done',
      language: 'en',
      checklist: { ...EMPTY_CHECKLIST, roomAllotted: true, agreementSigned: true, rentReceiptIssued: true, studentIdSeen: true, parentContactConfirmed: true },
    }),
  ]);
  // The move-in member signs in with their number on the desk (an older emulator's user of that uid may have none).
  await removeAuthUserByPhone(m.moveInPhone);
  await userWithRole(m.moveInUid, 'movein_team', m.moveInPhone);
  await adminAuth().updateUser(m.moveInUid, { phoneNumber: m.moveInPhone });
  await adminDb().collection(COLLECTIONS.users).doc(m.moveInUid).set({ name: 'Mohan Lal', phone: m.moveInPhone, role: 'movein_team' }, { merge: true });
  return { id: doc.id, name: doc.name, areaId: doc.areaId, roomId: room.id, rooms: doc.rooms };
}

/** The demo PG owner's account (the one owner the seed signs in): a stay at one of their PGs reaches their /manage-pg. */
export const DEMO_OWNER_UID = 'demo-pg-owner';

/**
 * seedMoveInReady at one of the demo owner's seeded PGs, and no complaints left from earlier runs of this stay (they
 * would count against its 5 a day): a student with a linked parent whose move-in, once confirmed, is a stay the demo
 * owner sees. For the stay journeys that need the owner on screen (stay-journey.e2e.ts).
 */
export async function seedMoveInAtDemoOwner(m: MoveInReady): ReturnType<typeof seedMoveInReady> {
  const owned = (await adminDb().collection(COLLECTIONS.pgPrivate).where('ownerId', '==', DEMO_OWNER_UID).get()).docs.map((d) => d.id);
  const old = await adminDb().collection(COLLECTIONS.complaints).where('stayId', '==', m.bookingId).get();
  for (const d of old.docs) {
    await adminDb().collection(COLLECTIONS.ownerComplaints).doc(d.id).delete();
    await adminDb().recursiveDelete(d.ref);
  }
  return seedMoveInReady(m, (p) => owned.includes(p.id));
}
