// User-facing strings of the landing feature (English). A Hindi file with the same keys can follow.
export const en = {
  hero: {
    title: 'Find Your Perfect PG in Kota',
    subtitle:
      'Verified PGs and hostels near Allen, Motion, Resonance and every coaching in Kota. Seen in person by our team, with honest monthly prices and no security deposit.',
    claims: {
      verified: '100% verified',
      visits: 'Team-managed visits',
      freeListing: 'Free listing',
    },
  },
  checklist: {
    title: 'What “verified” means',
    pgName: 'Sample: Shree Ganesh PG, Talwandi',
    items: {
      visit: 'Visited in person by our team',
      owner: 'Owner ID and property papers checked',
      fans: 'Spring-loaded ceiling fans in every room',
      cctv: 'CCTV and biometric entry working',
      warden: 'Night attendance and a resident warden',
      deposit: 'No security deposit',
    },
    checked: 'Each item shows the date it was checked',
  },
  search: {
    label: 'Search PGs by coaching, area or PG name',
    placeholder: 'Coaching, area or PG name',
    submit: 'Search',
    tooShort: 'Type at least 3 letters — a coaching, an area or a PG name.',
    suggestions: 'Suggestions',
    kinds: { area: 'Area', coaching: 'Coaching', branch: 'Coaching branch', landmark: 'Landmark', pg: 'PG' },
  },
  quick: {
    label: 'Quick searches',
    allenSamarth: 'Near Allen Samarth',
    talwandi: 'Talwandi',
    girlsPg: 'Girls PG',
    underTenThousand: 'Under {{amount}}',
  },
  coachings: {
    title: 'Popular Coachings',
    subtitle: 'Pick your coaching to see PGs around each of its campuses.',
    branchesTitle: '{{name}} Branches:',
    noBranches: 'No campuses listed yet for this coaching. Try searching by area instead.',
    loadFailed: 'Could not load coachings right now. You can still search by name above.',
  },
  areas: {
    title: 'Popular Areas',
    subtitle: 'Student neighbourhoods with the most verified PGs.',
    viewAll: 'View All',
    loadFailed: 'Could not load areas right now.',
  },
  benefits: {
    title: 'Why students and parents choose KotaStay',
    items: {
      verified: {
        title: 'Every PG checked in person',
        text: 'Our team visits each PG, checks the owner’s ID and ticks the Kota Cares list — spring-loaded fans, CCTV, biometric entry, fire exits — with the date it was checked.',
      },
      noDeposit: {
        title: 'No deposit, no hidden charges',
        text: 'Kota Cares rules forbid security deposits and cap maintenance at {{maintenance}} a year. We show the full monthly cost: rent, mess, electricity and laundry.',
      },
      nearCoaching: {
        title: 'Close to your coaching',
        text: 'Search around your exact campus and see walking distance before you visit. Less time on the road, more time for practice tests.',
      },
      guidedVisits: {
        title: 'Guided visits',
        text: 'A KotaStay team member meets you and your parents at the PG, shows you the room, mess and common areas, and answers questions honestly.',
      },
      safety: {
        title: 'Safe for students',
        text: 'Lady wardens in girls’ PGs, night attendance, trained staff and a room for visiting parents where available. Safety details are on every listing.',
      },
      receipts: {
        title: 'Receipts to parents',
        text: 'The {{token}} visit token is fully refundable on the grounds in our refund policy, and every payment sends a receipt to a parent’s phone.',
      },
    },
  },
  steps: {
    title: 'How it works',
    items: {
      search: {
        title: 'Search PGs',
        text: 'Choose your coaching or area and compare verified PGs by rent, food, AC or cooler, and distance.',
      },
      book: {
        title: 'Book a Visit',
        text: 'Pick a time that suits you and your parents. Pay a {{token}} token that is credited to your first month’s rent.',
      },
      visit: {
        title: 'Guided Visit',
        text: 'Our team takes you round the PG. Like it? We help with move-in. Not right? Your token comes back in full.',
      },
    },
    stepLabel: 'Step {{n}}',
  },
  testimonials: {
    title: 'What students say',
    subtitle: 'Reviews come only from students who stayed in a PG booked through KotaStay.',
    readAll: 'Read All Reviews',
  },
  owners: {
    title: 'Own a PG or hostel in Kota?',
    text: 'List it free. We verify it once, send you students who have already seen the photos and the price, and handle visits with them and their parents.',
    points: {
      free: 'No listing fee',
      verified: 'Verified badge after our visit',
      visits: 'Our team manages the visits',
    },
    cta: 'List My PG',
    learnMore: 'How partnering works',
  },
} as const;
