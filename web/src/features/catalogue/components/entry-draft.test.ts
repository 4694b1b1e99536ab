import { describe, expect, test } from 'vitest';
import type { Area, Coaching } from '@kotastay/shared/schemas/catalogue';
import { draftOf, requestBody } from './entry-draft';

const area: Area = { id: 'talwandi', name: 'Talwandi', lat: 25.14, lng: 75.85, popular: true, popularRank: 1, description: 'Central', aliases: ['Talwandi Circle'] };

describe('a create', () => {
  test('sends every field with a value and leaves blank optional ones out', () => {
    const draft = { ...draftOf(null, { coachingId: null }), name: 'Zafrabad Gardens', lat: '25.158', lng: '75.845', aliases: ' Zafrabad , ,ZG ' };
    expect(requestBody('areas', draft, draft, false)).toEqual({ name: 'Zafrabad Gardens', popular: false, lat: 25.158, lng: 75.845, aliases: ['Zafrabad', 'ZG'] });
  });

  test('a branch starts on the chosen coaching; coordinates that are not numbers go as NaN (refused before sending)', () => {
    const draft = { ...draftOf(null, { coachingId: 'allen' }), name: 'Samarth', address: 'Kota', lat: '' };
    const body = requestBody('branches', draft, draft, false);
    expect(body).toMatchObject({ name: 'Samarth', coaching_id: 'allen', address: 'Kota' });
    expect(body.lat).toBeNaN();
    expect(body).not.toHaveProperty('area');
  });
});

describe('an edit', () => {
  test('sends only what changed; clearing an optional field sends null', () => {
    const initial = draftOf(area, { coachingId: null });
    const edited = { ...initial, lat: '25.141', description: '  ', popularRank: '' };
    expect(requestBody('areas', initial, edited, true)).toEqual({ lat: 25.141, description: null, popularRank: null });
  });

  test('nothing changed: an empty body (the dialog just closes)', () => {
    const coaching: Coaching = { id: 'allen', name: 'Allen', exams: ['JEE', 'NEET'], popular: false };
    const initial = draftOf(coaching, { coachingId: null });
    expect(requestBody('coachings', initial, { ...initial }, true)).toEqual({});
    expect(requestBody('coachings', initial, { ...initial, exams: ['JEE'] }, true)).toEqual({ exams: ['JEE'] });
  });
});
