import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { classifyDeskError } from './use-desk-error';

const refusal = (status: number, error: string, message = 'The API says so.') => new ApiError(status, `${status}: ${message}`, { error, message });

describe('desk error texts', () => {
  test('no free bed and an incomplete checklist get the desk’s own words', () => {
    expect(classifyDeskError(refusal(409, 'no_free_bed'))).toEqual({ key: 'noFreeBed' });
    expect(classifyDeskError(refusal(409, 'checklist_incomplete'))).toEqual({ key: 'checklistIncomplete' });
  });

  test('a booking someone else moved on is a conflict; another 409 keeps the API’s specific message', () => {
    expect(classifyDeskError(refusal(409, 'invalid_transition'))).toEqual({ key: 'conflict' });
    expect(classifyDeskError(refusal(409, 'not_visit_done'))).toEqual({ key: 'conflict' });
    expect(classifyDeskError(refusal(409, 'no_escorts', 'There is no booking team member to escort the visit.'))).toEqual({
      apiMessage: 'There is no booking team member to escort the visit.',
    });
  });

  test('no connection, lost role, gone booking, and bad input', () => {
    expect(classifyDeskError(new TypeError('Failed to fetch'))).toEqual({ key: 'network' });
    expect(classifyDeskError(refusal(403, 'forbidden'))).toEqual({ key: 'forbidden' });
    expect(classifyDeskError(refusal(404, 'not_found'))).toEqual({ key: 'notFound' });
    expect(classifyDeskError(refusal(400, 'invalid_input', 'Pick a time in the future.'))).toEqual({ apiMessage: 'Pick a time in the future.' });
  });
});
