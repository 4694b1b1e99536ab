// Strings shared by the whole app shell (English): header, menus, footer, notifications, testimonials.
export const en = {
  brand: 'KotaStay',
  // What the API's errors say (docs/requirements/errors-and-messages.md#api-errors) by their `error` code, for the
  // Hindi screens: in English the API's own message is shown (it names the exact fields and limits); in Hindi the
  // text of its code, else the API's message. lib/api-client.ts#apiErrorText.
  apiErrors: {
    active_booking: 'You have a visit booking in progress. Cancel it (or wait until it is confirmed or ends) before deleting your account — or ask us to delete your account after it.',
    account_has_role: 'Staff and PG owner accounts are closed by an admin, who first hands over your work and listings: ask an admin to remove your role.',
    request_open: 'You already have this request open: we answer within 30 days.',
    invalid_input: 'Check the {{fields}}.',
    invalid_json: 'The request body is not valid JSON.',
    unauthenticated: 'Sign in to continue.',
    forbidden: 'Your account is not allowed to do this.',
    not_found: 'It was not found. It may have been removed.',
    payload_too_large: 'That is too large to send. Make it smaller and try again.',
    photo_too_large: 'That photo is too large. Choose a smaller one.',
    internal: 'Something went wrong on our side. Please try again.',
    timeout: 'That took too long. Please try again.',
    stale: 'This changed while you were looking at it. Reload and try again.',
    app_check_failed: 'Your browser could not be verified. Reload the page and try again.',
    payments_unavailable: 'Payments are not available right now. Please try again later.',
    upstream_failed: 'A service we rely on did not answer. Please try again.',
    not_configured: 'Map search is not available here. Pick a place from the list.',
    saved_limit: 'Your saved list is full. Remove a PG to save another.',
    own_role: 'You cannot change your own role. Ask another super admin.',
    no_verified_stay: 'Only a student whose booking at this PG was confirmed (moved in) can review it.',
    not_pg_owner: "Only this PG's owner can reply to its reviews.",
    already_reviewed: 'You have already reviewed this stay.',
    already_replied: 'You have already replied to this review.',
    already_reported: 'You have already reported this review.',
    network: 'No internet connection. Check your network and try again.',
  },
  site: {
    // The description meta of every page that has none of its own (index.html has the English one).
    description:
      'Find verified PGs and hostels near Allen, Motion, Resonance and every Kota coaching. Team-verified listings, guided visits, free listing for owners.',
  },
  loading: 'Loading…',
  screenError: {
    // A screen whose code did not arrive after one reload (components/screen-error-boundary.tsx).
    chunkTitle: 'This page did not load',
    chunkBody:
      'Check your internet connection and try again. If this tab was open for a while, KotaStay has been updated since: trying again loads the new version.',
    title: 'Something went wrong on this page',
    body: 'Please try again. If it keeps happening, call or WhatsApp us and tell us which page it was.',
    retry: 'Try again',
  },
  skipToContent: 'Skip to content',
  pageTitles: {
    default: 'KotaStay — Verified PGs near your coaching in Kota',
    faq: 'FAQ — KotaStay',
    partner: 'Partner With Us — List your PG free | KotaStay',
    contact: 'Contact Us — KotaStay',
    terms: 'Terms & Conditions — KotaStay',
    privacy: 'Privacy Policy — KotaStay',
    refund: 'Refund Policy — KotaStay',
    reviews: 'Student reviews — KotaStay',
  },
  nav: {
    primary: 'Main navigation',
    searchPgs: 'Search PGs',
    faq: 'FAQ',
    partner: 'Partner With Us',
    contact: 'Contact Us',
    listYourPg: 'List Your PG',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    needHelp: 'Need help choosing?',
    callUs: 'Call {{phone}}',
    whatsappUs: 'WhatsApp us',
  },
  bottomNav: {
    label: 'Quick navigation',
    home: 'Home',
    search: 'Search',
    saved: 'Saved',
    profile: 'Profile',
    myPgs: 'My PGs',
  },
  footer: {
    tagline:
      'The best way for JEE and NEET students to find verified PGs near their coaching centre in Kota — every listing checked in person by our team.',
    claims: {
      verified: '100% verified listings',
      visits: 'Team-managed visits',
      freeListing: 'Free listing for owners',
    },
    quickLinks: 'For students',
    ownerLinks: 'For PG owners',
    legalLinks: 'Legal',
    placeLinks: 'PGs in Kota',
    pgsIn: 'PGs in {{place}}',
    pgsNear: 'PGs near {{place}}',
    help: 'Help, 9 AM – 8 PM every day',
    links: {
      searchPgs: 'Search PGs',
      saved: 'Saved PGs',
      reviews: 'Student reviews',
      faq: 'FAQ',
      contact: 'Contact Us',
      listYourPg: 'List Your PG',
      partner: 'Partner With Us',
      managePg: 'Manage my PGs',
      terms: 'Terms & Conditions',
      privacy: 'Privacy Policy',
      refund: 'Refund Policy',
    },
    call: 'Call {{phone}}',
    whatsapp: 'WhatsApp us',
    copyright: '© {{year}} KotaStay. Made in Kota for students and their parents.',
  },
  notifications: {
    close: 'Dismiss',
  },
  testimonials: {
    role: 'JEE/NEET Student',
    /** A review from a verified stay: the month the student moved in. */
    verifiedStay: 'Verified Stay, {{month}}',
    /** Seeded demonstration data (local builds only): never called verified. */
    demoReview: 'Demo review, {{month}}',
    ratingLabel: 'Rated {{rating}} out of 5',
  },
  /** Account types as people see them (the account page, the admin console). */
  roles: {
    none: 'Student',
    admin: 'Admin',
    super_admin: 'Super admin',
    pg_owner: 'PG owner',
    booking_team: 'Booking team',
    movein_team: 'Move-in team',
  },
} as const;
