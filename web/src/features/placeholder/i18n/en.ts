// Strings of screens whose capability is planned but not built yet (English).
export const en = {
  title: 'Coming soon',
  body: '{{feature}} is being built. Until then, call or WhatsApp our team and we will help you directly.',
  back: 'Back to home',
  features: {
    bookings: 'Your visit bookings',
    addPg: 'Listing your PG',
    verifyPgLister: 'PG owner verification',
    managePg: 'Managing your PGs',
    adminPgOwners: 'PG owner verification for admins',
  },
} as const;
