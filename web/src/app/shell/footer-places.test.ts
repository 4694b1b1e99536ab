import { describe, expect, test } from 'vitest';
import { KOTA_AREAS, KOTA_BRANCHES, KOTA_COACHINGS } from '@kotastay/shared/kota-catalogue';
import { FOOTER_AREAS, FOOTER_CAMPUSES, footerPlaceLinks } from './footer-places';

describe('footer place links', () => {
  test('every area is in the Kota catalogue under the same name', () => {
    for (const a of FOOTER_AREAS) expect(KOTA_AREAS.find((k) => k.id === a.id)?.name).toBe(a.name);
  });

  test('every campus is in the Kota catalogue under the same name and coaching', () => {
    for (const c of FOOTER_CAMPUSES) {
      const branch = KOTA_BRANCHES.find((b) => b.id === c.id);
      expect(branch?.name).toBe(c.name);
      const coaching = KOTA_COACHINGS.find((k) => k.id === branch?.coaching_id);
      expect([coaching?.name, coaching?.shortName]).toContain(c.coaching);
    }
  });

  test('links go to the area and campus pages, labelled with the place', () => {
    const links = footerPlaceLinks((key, { place }) => `${key}:${place}`);
    expect(links[0]).toEqual({ to: '/pgs-in/talwandi', label: 'footer.pgsIn:Talwandi' });
    expect(links).toContainEqual({ to: '/pgs-near/allen-sankalp', label: 'footer.pgsNear:Allen Sankalp Campus' });
    expect(new Set(links.map((l) => l.to)).size).toBe(links.length);
  });
});
