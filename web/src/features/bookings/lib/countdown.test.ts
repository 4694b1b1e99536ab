import { beforeAll, describe, expect, test } from 'vitest';
import i18n, { loadAllStrings } from '../../../i18n';
import { formatCountdown, formatRoomLabel } from './format';

const inLanguage = (language: 'en' | 'hi') => {
  const t = i18n.getFixedT(language, 'bookings');
  return (ms: number) => formatCountdown(ms, (key, values) => t(key, values));
};

beforeAll(async () => {
  await loadAllStrings();
  await i18n.loadLanguages('hi');
  await i18n.loadNamespaces('bookings');
});

describe('formatCountdown (issue #21: "Pay within 120:01")', () => {
  test('hours and minutes, minutes, seconds in English', () => {
    const f = inLanguage('en');
    expect(f(7_199_000)).toBe('1 h 59 min');
    expect(f(7_201_000)).toBe('2 h');
    expect(f(3_540_000)).toBe('59 min');
    expect(f(45_000)).toBe('45 s');
    expect(f(-5_000)).toBe('0 s');
  });

  test('the same in Hindi', () => {
    const f = inLanguage('hi');
    expect(f(7_199_000)).toBe('1 घंटे 59 मिनट');
    expect(f(3_540_000)).toBe('59 मिनट');
    expect(f(45_000)).toBe('45 सेकंड');
  });

  test('the whole sentence never shows a clock-style count', () => {
    const t = i18n.getFixedT('en', 'bookings');
    expect(t('card.holdLeft', { time: inLanguage('en')(7_201_000 - 60_000) })).toBe('Pay within 1 h 59 min to keep this slot.');
  });
});

describe('formatRoomLabel (issue #21: "Double sharing · AC" on a Hindi page)', () => {
  const en = i18n.getFixedT('en', 'bookings');
  const hi = i18n.getFixedT('hi', 'bookings');
  test("from the room's kind the booking keeps, in each language, whatever the stored English text says", () => {
    expect(formatRoomLabel({ room: { sharing: 'double', ac: true }, roomLabel: 'Double sharing · AC' }, (k) => en(k))).toBe('Double sharing · AC');
    const hindi = formatRoomLabel({ room: { sharing: 'single', ac: false }, roomLabel: 'Custom text' }, (k) => hi(k));
    expect(hindi).toBe(`${hi('form.sharing.single')} · ${hi('form.nonAc')}`);
    expect(hindi).not.toMatch(/[A-Za-z]{3}/);
  });
  test('an older booking without it: its stored English label read back; anything else as stored', () => {
    expect(formatRoomLabel({ roomLabel: 'Single sharing · Non-AC' }, (k) => en(k))).toBe('Single room · Non-AC');
    const hindi = formatRoomLabel({ roomLabel: 'Triple sharing · Non-AC' }, (k) => hi(k));
    expect(hindi).toBe(`${hi('form.sharing.triple')} · ${hi('form.nonAc')}`);
    expect(hindi).not.toMatch(/sharing/);
    expect(formatRoomLabel({ roomLabel: 'Dorm bed', room: null }, (k) => hi(k))).toBe('Dorm bed');
  });
});
