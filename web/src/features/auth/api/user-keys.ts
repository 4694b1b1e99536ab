// Query keys of the users resource (the admin console's search and role changes). The signed-in user's own
// profile is not fetched here: it is read live from Firestore (components/live-profile.tsx).

export const userKeys = {
  all: ['users'] as const,
  detail: (uid: string) => ['users', 'detail', uid] as const,
  search: (phone: string) => ['users', 'search', phone] as const,
};
