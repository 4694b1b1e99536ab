import { describe, expect, test } from 'vitest';
import { EMPTY_CHECKLIST } from '@kotastay/shared/schemas/booking';
import { shownChecklist } from './movein-checklist';

describe('move-in checklist shown while saving', () => {
  test('a tick shows at once, over the live value it was made on', () => {
    const shown = shownChecklist(EMPTY_CHECKLIST, { roomAllotted: { value: true, base: false } });
    expect(shown.roomAllotted).toBe(true);
    expect(shown.agreementSigned).toBe(false);
  });

  test('once the live document has the tick, the live value is shown (the hold is spent)', () => {
    const live = { ...EMPTY_CHECKLIST, roomAllotted: true };
    expect(shownChecklist(live, { roomAllotted: { value: true, base: false } }).roomAllotted).toBe(true);
  });

  test('someone else changing the item meanwhile wins over an old hold', () => {
    // Ticked over "false"; the server went to true and then someone unticked it: false is the truth now.
    const live = { ...EMPTY_CHECKLIST, roomAllotted: true };
    expect(shownChecklist(live, { roomAllotted: { value: false, base: false } }).roomAllotted).toBe(true);
  });

  test('an untick before the tick was seen shows unticked', () => {
    expect(shownChecklist(EMPTY_CHECKLIST, { studentIdSeen: { value: false, base: false } }).studentIdSeen).toBe(false);
  });
});
