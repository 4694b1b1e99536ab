// The area and campus pages the footer links to (docs/requirements/fast-and-findable-pages.md): the busiest
// student areas and the biggest campuses, so every page links to them for students and search engines. Plain
// ids and names, not the catalogue module, which would put every campus's coordinates into the shared chunk;
// footer-places.test.ts checks each one is in the seeded Kota catalogue under this name.
import { ROUTES } from '@kotastay/shared/routes';

export type FooterPlace = { to: string; label: string };

export const FOOTER_AREAS = [
  { id: 'talwandi', name: 'Talwandi' },
  { id: 'landmark-city', name: 'Landmark City' },
  { id: 'rajeev-gandhi-nagar', name: 'Rajeev Gandhi Nagar' },
  { id: 'indra-vihar', name: 'Indra Vihar' },
] as const;

export const FOOTER_CAMPUSES = [
  { id: 'allen-sankalp', coaching: 'Allen', name: 'Sankalp Campus' },
  { id: 'allen-samarth', coaching: 'Allen', name: 'Samarth Campus' },
  { id: 'motion-dhruv', coaching: 'Motion', name: 'Dhruv Campus (JEE)' },
  { id: 'resonance-landmark-city', coaching: 'Resonance', name: 'Landmark City Campus' },
] as const;

/** 'PGs in Talwandi', then 'PGs near Allen Sankalp Campus': the footer's column of place pages. */
export function footerPlaceLinks(t: (key: 'footer.pgsIn' | 'footer.pgsNear', values: { place: string }) => string): FooterPlace[] {
  return [
    ...FOOTER_AREAS.map((a) => ({ to: ROUTES.pgsInArea(a.id), label: t('footer.pgsIn', { place: a.name }) })),
    ...FOOTER_CAMPUSES.map((c) => ({
      to: ROUTES.pgsNearBranch(c.id),
      label: t('footer.pgsNear', { place: `${c.coaching} ${c.name}` }),
    })),
  ];
}
