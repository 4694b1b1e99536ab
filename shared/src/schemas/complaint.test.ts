// The owner's response time in a PG's complaint numbers (docs/decisions/217-owner-response-time.md): the median of
// the hours to the owner's first answer, counted in the window only, and published only from OWNER_RESPONSE_MIN.
import { describe, expect, test } from 'vitest';
import {
  COMPLAINT_STATS_WINDOW_DAYS,
  ComplaintDocSchema,
  OWNER_RESPONSE_MIN,
  complaintStatsOf,
  complaintStatsResponseOf,
  medianOneDecimal,
} from './complaint';

const NOW = Date.UTC(2026, 10, 20, 6);
const DAY = 86_400_000;
const row = (hoursToOwnerAnswer: number | null, daysAgo = 1) => ({
  createdAt: new Date(NOW - daysAgo * DAY).toISOString(),
  status: 'answered' as const,
  hoursToResolve: null,
  hoursToOwnerAnswer,
});

describe('medianOneDecimal', () => {
  test('none: null; odd: the middle; even: the mean of the two middles; to one decimal, whatever the order', () => {
    expect(medianOneDecimal([])).toBeNull();
    expect(medianOneDecimal([9, 1, 5])).toBe(5);
    expect(medianOneDecimal([10, 1, 2, 4])).toBe(3);
    expect(medianOneDecimal([1.04, 1.11])).toBe(1.1);
    expect(medianOneDecimal([0.25])).toBe(0.3);
  });
});

describe('complaintStatsOf: the owner’s answers', () => {
  test('counts the complaints with an owner’s answer and their median; unanswered and team-only ones are not counted', () => {
    const s = complaintStatsOf('pg-1', [row(2), row(30), row(6), row(null), row(null)], NOW);
    expect(s).toMatchObject({ raised: 5, ownerAnswered: 3, medianHoursToOwnerAnswer: 6 });
  });

  test('a complaint raised before the window is not counted; none answered: 0 and null', () => {
    const old = row(100, COMPLAINT_STATS_WINDOW_DAYS + 1);
    expect(complaintStatsOf('pg-1', [old, row(4)], NOW)).toMatchObject({
      ownerAnswered: 1,
      medianHoursToOwnerAnswer: 4,
    });
    expect(complaintStatsOf('pg-1', [row(null)], NOW)).toMatchObject({
      ownerAnswered: 0,
      medianHoursToOwnerAnswer: null,
    });
  });

  test('a row without the field (an older document read through a mask) counts as not answered', () => {
    const { hoursToOwnerAnswer: _h, ...older } = row(3);
    expect(complaintStatsOf('pg-1', [older, row(8)], NOW)).toMatchObject({
      ownerAnswered: 1,
      medianHoursToOwnerAnswer: 8,
    });
  });
});

describe('complaintStatsResponseOf: the threshold', () => {
  const stats = (answered: number[]) =>
    complaintStatsOf('pg-1', [...answered.map((h) => row(h)), row(null), row(null)], NOW);

  test(`the owner’s median is sent from ${OWNER_RESPONSE_MIN} owner answers, and its key is absent below`, () => {
    expect(OWNER_RESPONSE_MIN).toBe(5);
    const four = complaintStatsResponseOf('pg-1', stats([1, 2, 3, 4]));
    expect(four.shown).toBe(true);
    expect(four).not.toHaveProperty('medianHoursToOwnerAnswer');
    expect(JSON.stringify(four)).not.toMatch(/Owner/);
    const five = complaintStatsResponseOf('pg-1', stats([1, 2, 3, 4, 50]));
    expect(five).toMatchObject({ shown: true, raised: 7, medianHoursToOwnerAnswer: 3 });
  });

  test('under COMPLAINT_STATS_MIN complaints, or none at all, nothing is shown — owner’s median included', () => {
    expect(complaintStatsResponseOf('pg-1', null)).toEqual({ pgId: 'pg-1', shown: false, min: 3 });
    const few = { ...stats([1]), raised: 2, ownerAnswered: 5, medianHoursToOwnerAnswer: 1 };
    expect(complaintStatsResponseOf('pg-1', few)).toEqual({ pgId: 'pg-1', shown: false, min: 3 });
  });
});

describe('ComplaintDocSchema', () => {
  test('a complaint stored before hoursToOwnerAnswer existed parses, with null', () => {
    const at = new Date(NOW).toISOString();
    const older = {
      id: 'c1',
      stayId: 's1',
      pgId: 'pg-1',
      pgName: 'Shanti PG',
      ownerUid: 'o1',
      studentUid: 'u1',
      studentFirstName: 'Asha',
      parentPhone: '',
      roomLabel: 'Double',
      room: null,
      category: 'food',
      text: 'The dal is cold every night.',
      raisedBy: 'student',
      status: 'open',
      handler: 'owner',
      dueAt: at,
      thread: [],
      reopenCount: 0,
      escalatedAt: null,
      escalation: null,
      teamLateAt: null,
      answeredAt: null,
      resolvedAt: null,
      resolvedBy: null,
      hoursToResolve: null,
      language: 'en',
      createdAt: at,
      updatedAt: at,
    };
    expect(ComplaintDocSchema.parse(older).hoursToOwnerAnswer).toBeNull();
  });
});
