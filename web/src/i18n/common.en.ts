// Strings shared by the whole app shell (English).
export const en = {
  brand: 'KotaStay',
  loading: 'Loading…',
} as const;
