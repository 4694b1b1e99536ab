// Strings shared by the whole app shell (English): header, menus, footer, notifications, testimonials.
export const en = {
  brand: 'KotaStay',
  loading: 'Loading…',
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
    verifiedStay: 'Verified Stay, April 2025',
    ratingLabel: 'Rated {{rating}} out of 5',
    items: {
      t1: {
        name: 'Ananya Sharma',
        comment:
          'My father and I saw three PGs near Allen Samarth in one morning with Rohit from the KotaStay team. The one I chose had exactly the rent shown online — no deposit, and Papa gets a receipt on WhatsApp every month.',
      },
      t2: {
        name: 'Aditya Verma',
        comment:
          'I came from Gaya with no idea about Kota. The listing said 6 minutes walk to Motion Dhruv and it really is. Mess food is simple but fresh, and the warden takes attendance every night, which my mother liked.',
      },
      t3: {
        name: 'Sneha Patel',
        comment:
          'Girls PG in Talwandi with a lady warden, CCTV on every floor and biometric entry. The team showed me the spring-loaded fan and fire exit themselves. Felt safe from day one.',
      },
      t4: {
        name: 'Rahul Meena',
        comment:
          'My first PG visit was cancelled because the owner had already given the room away. KotaStay refunded my token the same day and booked another visit for the next morning.',
      },
    },
  },
} as const;
