// The demo student's complaints (docs/decisions/208-complaints.md), on the stay scripts/seed/stays.ts writes: a food
// complaint the owner has answered (the student can confirm or reopen it; the owner sees it answered) and a safety
// complaint with KotaStay's team (the helplines; the team's desk). Built with the shared documents' own helpers, so
// they are what the complaint Function writes. Times are counted back from the seed's run. Idempotent like the stay: a
// `keep` seed writes them only when missing; a `reset` seed writes them again.
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  complaintRouteOf,
  complaintStatsOf,
  deadlineOf,
  ownerComplaintOf,
  type ComplaintDoc,
} from '@kotastay/shared/schemas/complaint';
import type { PgRecord } from '@kotastay/shared/schemas/pg';
import type { SeedContext } from './context';
import type { SeedMode } from './pgs';
import { DEMO_STUDENT_STAY_ID, demoStudentStay } from './stays';

const HOUR = 3_600_000;
export const DEMO_COMPLAINT_IDS = ['demo-complaint-food', 'demo-complaint-safety'] as const;

/** The demo student's two complaints as of `nowMs`, or [] when the seed has no stay for them. */
export function demoComplaints(
  pgs: readonly PgRecord[],
  ownerOf: (pgId: string) => string | null,
  nowMs: number,
): ComplaintDoc[] {
  const made = demoStudentStay(pgs, ownerOf);
  if (!made) return [];
  const { stay, contacts } = made;
  const iso = (ms: number) => new Date(ms).toISOString();
  const base = {
    stayId: DEMO_STUDENT_STAY_ID,
    pgId: stay.pgId,
    pgName: stay.pgName,
    ownerUid: stay.ownerUid,
    studentUid: stay.studentUid,
    studentFirstName: stay.studentFirstName,
    parentPhone: contacts.parentPhone,
    roomLabel: stay.roomLabel,
    room: stay.room,
    raisedBy: 'student' as const,
    photoIds: [],
    reopenCount: 0,
    teamLateAt: null,
    resolvedAt: null,
    resolvedBy: null,
    hoursToResolve: null,
    hoursToOwnerAnswer: null,
    language: stay.language,
  };
  const foodAt = nowMs - 30 * HOUR;
  const answeredAt = nowMs - 6 * HOUR;
  const foodText = 'The dinner dal has been cold and watery for a week.';
  const answer = 'Sorry. We have a new cook from Monday and dinner is now served hot until 10 pm.';
  const safetyAt = nowMs - 2 * HOUR;
  const safetyText = 'The lock of the terrace door is broken and boys from the next building come up at night.';
  return [
    {
      ...base,
      id: DEMO_COMPLAINT_IDS[0],
      category: 'food',
      text: foodText,
      status: 'answered',
      handler: 'owner',
      dueAt: null,
      thread: [
        { by: 'student', kind: 'raised', text: foodText, at: iso(foodAt) },
        { by: 'owner', kind: 'answer', text: answer, at: iso(answeredAt) },
      ],
      escalatedAt: null,
      escalation: null,
      answeredAt: iso(answeredAt),
      // The owner's first answer, 24 hours after (decision 217).
      hoursToOwnerAnswer: (answeredAt - foodAt) / HOUR,
      createdAt: iso(foodAt),
      updatedAt: iso(answeredAt),
    },
    {
      ...base,
      id: DEMO_COMPLAINT_IDS[1],
      category: 'safety',
      text: safetyText,
      status: 'escalated',
      handler: 'staff',
      dueAt: deadlineOf(safetyAt, 4),
      thread: [{ by: 'student', kind: 'raised', text: safetyText, at: iso(safetyAt) }],
      escalatedAt: iso(safetyAt),
      escalation: 'category',
      answeredAt: null,
      createdAt: iso(safetyAt),
      updatedAt: iso(safetyAt),
    },
  ];
}

export async function seedComplaints(
  ctx: SeedContext,
  pgs: readonly PgRecord[],
  mode: SeedMode = 'reset',
  nowMs = Date.now(),
): Promise<Record<string, number>> {
  const col = ctx.db.collection(COLLECTIONS.complaints);
  if (mode === 'keep' && (await col.doc(DEMO_COMPLAINT_IDS[0]).get()).exists) return { complaints: 0 };
  const stay = await ctx.db.collection(COLLECTIONS.stays).doc(DEMO_STUDENT_STAY_ID).get();
  const owner: unknown = stay.get('ownerUid');
  const complaints = demoComplaints(pgs, () => (typeof owner === 'string' ? owner : null), nowMs);
  for (const c of complaints) {
    const { id, ...data } = c;
    await col.doc(id).set(data);
    // Only the categories routed to owners have the owner's copy (never safety).
    if (complaintRouteOf(c.category) === 'owner') {
      const { id: _oid, ...view } = ownerComplaintOf(c);
      await ctx.db.collection(COLLECTIONS.ownerComplaints).doc(id).set(view);
    }
  }
  if (complaints[0]) {
    const stats = complaintStatsOf(complaints[0].pgId, complaints, nowMs);
    await ctx.db.collection(COLLECTIONS.complaintStats).doc(stats.pgId).set(stats);
  }
  return { complaints: complaints.length };
}
