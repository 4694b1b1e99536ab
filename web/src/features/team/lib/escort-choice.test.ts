import { describe, expect, test } from 'vitest';
import { AUTO_ESCORT, escortChoice } from './escort-choice';

describe('escortChoice', () => {
  const team = [{ uid: 'bt-1' }, { uid: 'bt-2' }];
  test('a current member or Auto stays as chosen; while the list loads the choice stands', () => {
    expect(escortChoice('bt-2', team)).toEqual({ value: 'bt-2', departed: false });
    expect(escortChoice(AUTO_ESCORT, team)).toEqual({ value: AUTO_ESCORT, departed: false });
    expect(escortChoice('bt-9', undefined)).toEqual({ value: 'bt-9', departed: false });
  });
  test('an escort who left the booking team falls back to Auto, flagged so the dialog can say so', () => {
    expect(escortChoice('bt-9', team)).toEqual({ value: AUTO_ESCORT, departed: true });
    expect(escortChoice('bt-9', [])).toEqual({ value: AUTO_ESCORT, departed: true });
  });
});
