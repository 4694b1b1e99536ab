// Every react-query key of the catalogue, in one place, so mutations invalidate exactly what they change.
// Keys nest (['catalogue', 'coachings', ...]) so invalidating a prefix refreshes every list and detail under it.
const root = ['catalogue'] as const;

export const catalogueKeys = {
  all: root,
  coachings: () => [...root, 'coachings'] as const,
  coachingList: () => [...root, 'coachings', 'list'] as const,
  popularCoachings: () => [...root, 'coachings', 'popular'] as const,
  coaching: (id: string) => [...root, 'coachings', 'detail', id] as const,
  branches: () => [...root, 'branches'] as const,
  branchesOfCoaching: (coachingId: string) => [...root, 'branches', 'coaching', coachingId] as const,
  areas: () => [...root, 'areas'] as const,
  areaList: () => [...root, 'areas', 'list'] as const,
  popularAreas: () => [...root, 'areas', 'popular'] as const,
  area: (id: string) => [...root, 'areas', 'detail', id] as const,
};

/** Path segment for an id typed by an admin or taken from a URL. */
export const seg = (id: string) => encodeURIComponent(id);
