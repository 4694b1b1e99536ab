// User-facing strings of the info feature (English). A Hindi file with the same keys can follow.
// Values in {{braces}} come from shared constants (token amount, Kota Cares cap, contact details),
// so the pages never disagree with what the product does.
export const en = {
  lastUpdated: 'Last updated: {{date}}',
  grievance: { localName: 'Local placeholder — no Grievance Officer is configured in this build' },
  onThisPage: 'On this page',
  notFound: {
    title: 'This page does not exist',
    body: 'The link may be old or mistyped. Search for PGs near your coaching, or start again from the home page.',
    search: 'Search PGs',
    home: 'Go to the home page',
  },
  faq: {
    title: 'Frequently asked questions',
    intro:
      'Straight answers for students, parents and PG owners. If your question is not here, call or WhatsApp us on {{phone}}.',
    groups: [
      {
        heading: 'Finding a PG',
        items: [
          {
            q: 'What does “verified” mean on KotaStay?',
            a: 'A member of our team has visited the PG in person, checked the owner’s ID and property papers, taken the photos you see, and gone through the Kota Cares checklist: spring-loaded ceiling fans in every room, working CCTV, biometric entry, night attendance, fire safety, and a lady warden in girls’ PGs. Each item shows the date it was last checked. If something on the listing turns out to be wrong, tell us and we re-check within 48 hours.',
          },
          {
            q: 'How much does a PG in Kota cost?',
            a: 'Most single rooms with Wi-Fi, food, laundry and power backup cost {{low}}–{{high}} a month; premium AC rooms cost more. Every listing shows the full monthly cost — rent, mess, electricity and laundry — so there are no surprises after you move in.',
          },
          {
            q: 'Do I have to pay a security deposit?',
            a: 'No. Under the Kota Cares rules (February 2025) hostels and PGs in Kota may not take a security or caution deposit, and the maintenance charge is capped at {{maintenance}} a year. PGs listed on KotaStay agree to follow these rules. If an owner asks you for a deposit, tell us.',
          },
          {
            q: 'Can I search around my coaching campus?',
            a: 'Yes. Choose your coaching on the home page (Allen, Motion, Resonance and others), pick the campus, and you will see PGs within 5 km, nearest first. You can also search by area such as Talwandi, Indra Vihar or Rajeev Gandhi Nagar.',
          },
        ],
      },
      {
        heading: 'Visits and the token',
        items: [
          {
            q: 'Why is there a {{token}} token to book a visit?',
            a: 'It reserves a visit slot with our team and asks the owner to hold the room for you until the visit. It is not a fee: if you move in, the full {{token}} is credited to your first month’s rent.',
          },
          {
            q: 'When do I get the token back?',
            a: 'In full if we cancel or reschedule the visit and the new time does not suit you, if the PG does not match its listing, if you cancel at least 2 hours before the visit, or if you decide not to take the room within 48 hours after the visit. The only case where you lose it is not turning up without telling us. Refunds are started within 1 working day and usually reach your account in 5–7 working days.',
          },
          {
            q: 'Can my parents come to the visit?',
            a: 'Please bring them. A team member meets you at the PG, shows the room, mess, washrooms and common areas, and answers questions about rules, food and safety. Parents who cannot travel can join on a video call.',
          },
          {
            q: 'Will my parents get receipts?',
            a: 'Yes. Every payment made through KotaStay sends a receipt to the parent’s phone number on your profile, as the Kota Cares rules require. Ask your PG for a receipt for every payment you make to them directly too.',
          },
        ],
      },
      {
        heading: 'Students under 18',
        items: [
          {
            q: 'I am under 18. Can I use KotaStay?',
            a: 'Yes, with a parent or guardian. Indian data-protection law treats you as a child, so before a booking we confirm your parent’s consent with a code sent to their phone. We never show you advertising and never track you across other websites.',
          },
          {
            q: 'Someone is struggling with stress or loneliness. Who can help?',
            a: 'Talk to someone today. Tele-MANAS, the government’s free mental-health line, answers 24×7 on 14416 in Hindi and English. For an emergency call 112. Our team can also help you move to a PG closer to friends or family.',
          },
        ],
      },
      {
        heading: 'For PG owners',
        items: [
          {
            q: 'Is listing really free?',
            a: 'Yes. There is no fee to list or to be verified. We will tell you in writing at least 30 days before we ever introduce a fee, and it will never apply to bookings already made.',
          },
          {
            q: 'What do I need to get verified?',
            a: 'A photo ID (Aadhaar with the first 8 digits masked, PAN, driving licence or voter ID), proof that you own or manage the property (electricity bill, registry or rent agreement), and a visit from our team to check the rooms and the Kota Cares list. Most PGs are verified within 3 working days of the visit.',
          },
        ],
      },
    ],
  },
  partner: {
    title: 'Partner With Us',
    intro:
      'KotaStay sends you students who have already seen honest photos, the full monthly price and your rules — and who come to the visit with their parents and our team. Listing is free.',
    sections: [
      {
        heading: 'Why list with KotaStay',
        bullets: [
          'Free listing and free verification — no commission on rent.',
          'A verified badge after our visit, which students and parents look for first.',
          'Our team manages visits: confirms the time, brings the student and parents, and follows up.',
          'Fewer no-shows: students book with a {{token}} refundable token.',
          'Searches around every coaching campus, so nearby students find you.',
        ],
      },
      {
        heading: 'How it works',
        bullets: [
          '1. Tell us about your PG on the List Your PG page or call {{phone}}.',
          '2. Verify your identity: upload your ID and a property document. Only our verification team can see them.',
          '3. Our team visits, takes photos and checks the Kota Cares list with you.',
          '4. Your listing goes live with the date of verification. We re-check at least every 6 months.',
          '5. Students book visits; you get the time and the student’s first name in advance.',
        ],
      },
      {
        heading: 'What we ask of every partner',
        bullets: [
          'Follow the Kota Cares rules: no security deposit, maintenance at most {{maintenance}} a year, spring-loaded fans, CCTV, biometric entry, night attendance and a lady warden for girls.',
          'Show the full monthly cost — rent, mess, electricity, laundry — and keep it updated.',
          'Give a receipt for every payment and send a copy to the parent.',
          'Put your room-change and vacation (leaving early) rules in writing on the listing.',
          'Tell us the same day when a room is taken, so no student visits for nothing.',
        ],
      },
    ],
    cta: 'List Your PG',
    callCta: 'Call {{phone}}',
  },
  contact: {
    title: 'Contact Us',
    intro:
      'Real people in Kota answer, 9 AM to 8 PM every day. For a visit that is happening today, call — it is fastest.',
    cards: {
      phone: { title: 'Call us', text: '{{phone}}' },
      whatsapp: { title: 'WhatsApp', text: 'Message us any time; we reply within working hours.' },
      email: { title: 'Email', text: '{{email}}' },
      office: { title: 'Team desk', text: 'Talwandi, Kota, Rajasthan 324005. Meetings by appointment.' },
      grievance: {
        title: 'Grievance Officer (your data)',
        text: '{{grievanceName}} · {{grievanceEmail}} · {{grievancePhone}}. Complaints about your personal data are answered within {{grievanceDays}} days.',
      },
    },
    grievanceCta: 'Write to the Grievance Officer',
    sections: [
      {
        heading: 'What to send us',
        bullets: [
          'For a booking: your name, the PG name and the visit date.',
          'For a wrong listing: the PG name and what was different — photos help.',
          'For a refund: the phone number you booked with. We start refunds within 1 working day.',
          'For data requests (copy, correction, deletion): write from the phone number or email on your account.',
        ],
      },
      {
        heading: 'If you need help right now',
        paragraphs: [
          'If you or a friend feel overwhelmed, call Tele-MANAS on 14416 (free, 24×7, Hindi and English). In any emergency call 112.',
        ],
      },
    ],
    whatsappCta: 'Open WhatsApp',
    callCta: 'Call now',
    emailCta: 'Write an email',
  },
  terms: {
    title: 'Terms & Conditions',
    updated: '1 May 2025',
    intro:
      'These terms apply when you use KotaStay to find, visit or list a PG in Kota. Please read them with your parents if you are under 18.',
    sections: [
      {
        heading: '1. What KotaStay is',
        paragraphs: [
          'KotaStay is a marketplace that helps students find PGs and hostels in Kota, arranges guided visits, and helps owners list their PGs. Your stay agreement is between you (or your parent) and the PG owner; we are not the landlord.',
        ],
      },
      {
        heading: '2. Who can use it',
        paragraphs: [
          'Anyone 18 or older, or a student under 18 with the consent of a parent or guardian. We confirm a parent’s consent before any booking or payment by a student under 18.',
        ],
      },
      {
        heading: '3. Verification',
        paragraphs: [
          '“Verified” means our team visited the PG, checked the owner’s identity and property papers, and checked each item of the Kota Cares list on the date shown. It is a careful check on that date, not a promise about the future. Report anything that has changed and we re-check within 48 hours; a listing that no longer matches is hidden until it is fixed.',
        ],
      },
      {
        heading: '4. Visits and the token',
        paragraphs: [
          'Booking a visit needs a {{token}} token paid to KotaStay. It is credited to your first month’s rent if you move in and is refunded in full on the grounds in our Refund Policy. We never ask for a security deposit, and partner PGs agree not to ask for one.',
        ],
      },
      {
        heading: '5. Owners’ promises',
        bullets: [
          'Information on the listing is true and kept up to date, including the full monthly cost and occupancy.',
          'The PG follows the Kota Cares rules and the district safety orders.',
          'Receipts are given for every payment and a copy goes to the parent.',
          'Owners do not ask students met through KotaStay to pay tokens or fees outside KotaStay before a visit.',
        ],
      },
      {
        heading: '6. Reviews',
        paragraphs: [
          'Only students who stayed in a PG booked through KotaStay can review it. We do not edit reviews or remove them for being negative; we remove reviews that contain personal attacks, phone numbers or false statements of fact.',
        ],
      },
      {
        heading: '7. Things not allowed',
        bullets: [
          'Fake listings, copied photos or fake reviews.',
          'Using another person’s phone number or ID.',
          'Harassing students, parents, owners or our team.',
          'Scraping the site or trying to get around its security.',
        ],
      },
      {
        heading: '8. Liability and disputes',
        paragraphs: [
          'We are responsible for what we do — the verification, the visits and the token — and we refund the token when we get something wrong. We are not responsible for an owner’s acts after you move in, but we will help you raise the issue with the owner and, where rules were broken, with the district monitoring team. These terms follow Indian law; courts in Kota, Rajasthan have jurisdiction.',
        ],
      },
      {
        heading: '9. Changes',
        paragraphs: [
          'If we change these terms we show the new date at the top and tell signed-in users about important changes before they apply.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: '27 November 2026',
    intro:
      'Most of our users are students, many under 18. We collect as little as we can, never sell it, never show advertising and never track you across other websites. This policy follows India’s Digital Personal Data Protection Act, 2023.',
    sections: [
      {
        heading: 'What we collect and why',
        bullets: [
          'Students: mobile number (to sign in), name, date of birth (to know who is under 18), coaching and a parent’s phone number (for consent and receipts), visit bookings and saved PGs.',
          'PG owners: mobile number, name, photo ID and a property document (to verify you — KYC), bank details (to pay you tokens credited to rent), and your listing details and photos.',
          'Everyone: the minimum technical data needed to keep you signed in and the site secure. When you use “Use my location”, your location is used for that search only and is not stored.',
        ],
      },
      {
        heading: 'Students under 18',
        paragraphs: [
          'The law treats anyone under 18 as a child. We ask every student’s date of birth once. Before a student under 18 makes a booking or payment, a parent or guardian gives verifiable consent: we text them a link, they sign in with a one-time code sent to their own phone and consent, and we record who consented, with which number, when, and to which version of this policy. The parent can withdraw at any time on the same page, which stops new bookings. A child’s reviews show “Student”, never a name. We do not track children’s behaviour, build profiles for advertising, or show targeted ads — in fact we show no ads to anyone.',
        ],
      },
      {
        heading: 'Owners’ ID cards and KYC documents',
        bullets: [
          'Stored privately and encrypted. Only members of our verification team can view them, through our server, and each view is logged.',
          'Deleted 90 days after the verification decision (approved or not). The 90 days let us handle disputes and fraud reports.',
          'After deletion we keep only the fact of verification: the date, the type of document and its last 4 digits.',
          'Bank details are kept while you have a listing with us and then deleted, except payout records that tax law requires us to keep.',
        ],
      },
      {
        heading: 'Who we share data with',
        bullets: [
          'When you book a visit, the PG owner gets your first name and the visit time. Your phone number is shared only when you confirm a move-in.',
          'Service providers that run our platform (cloud hosting, SMS for sign-in codes, payment processing), bound by contract to use the data only for us.',
          'Authorities, only when the law requires it.',
          'No data brokers, no advertisers, ever.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: ['We keep each kind of data only as long as its purpose needs, and these jobs run by themselves every day:'],
        table: 'retention',
      },
      {
        heading: 'Your rights and how to delete your data',
        paragraphs: [
          'Signed in, you can download everything we hold about you, or delete your account, yourself at any time on the Your data and account page. You (or your parent, if you are under 18) can also ask for a summary of your data, a correction, or the deletion of your account: write to {{email}} or WhatsApp {{phone}} from the number on your account. We act within 30 days and confirm when it is done. Records the law makes us keep are kept only as long as required and used for nothing else.',
          'Grievance Officer: {{grievanceName}}, {{grievanceEmail}}, {{grievancePhone}}. Write or call about anything we do with your data; we answer within {{grievanceDays}} days. If you are not satisfied with our answer you can complain to the Data Protection Board of India.',
        ],
        link: { route: 'accountData', label: 'Your data and account: download your data or delete your account' },
      },
      {
        heading: 'Cookies and storage',
        paragraphs: [
          'We use only what the site needs to work: staying signed in and, for our team, their work session. No analytics or advertising cookies.',
        ],
      },
    ],
  },
  refund: {
    title: 'Refund Policy',
    updated: '1 May 2025',
    intro: 'The {{token}} visit token is the only money you pay KotaStay. Here is exactly when it comes back.',
    sections: [
      {
        heading: 'The token in one line',
        paragraphs: [
          '{{token}} reserves your guided visit. If you move in, all of it is credited to your first month’s rent. If you don’t, you get it back in full in every case below.',
        ],
      },
      {
        heading: 'Full refund when',
        bullets: [
          'We cancel or reschedule the visit and the new time does not suit you.',
          'The PG does not match its listing — price, photos, rules, food or any Kota Cares item.',
          'The room was given to someone else before your visit.',
          'You cancel at least 2 hours before the visit time.',
          'You decide not to take the room within 48 hours after the visit. No reason needed.',
        ],
      },
      {
        heading: 'No refund when',
        bullets: [
          'You do not come to the visit and did not tell us at least 2 hours before. The first time this happens we offer one free reschedule instead.',
        ],
      },
      {
        heading: 'How and when',
        bullets: [
          'We start the refund within 1 working day, to the same UPI ID, card or account you paid from.',
          'Banks usually take 5–7 working days to show it. A receipt for the refund goes to the parent’s phone.',
          'Nothing reached you after 7 working days? Call {{phone}} with the phone number you booked with.',
        ],
      },
      {
        heading: 'Rent and deposits',
        paragraphs: [
          'Rent is paid to the PG under its written rules, which every KotaStay listing shows, including what happens if you leave early. Kota Cares rules do not allow a security deposit and cap maintenance at {{maintenance}} a year. If a partner PG breaks these rules, tell us: we help you get the money back and remove the listing if it is not fixed.',
        ],
      },
    ],
  },
  reviews: {
    title: 'Student reviews',
    intro:
      'Reviews on KotaStay come only from students who actually stayed in a PG booked through us — a review can be written only after a confirmed move-in. Nobody can buy or edit them; we hide only reviews that break the rules, never for being negative.',
    howTitle: 'How reviews work',
    how: [
      'You can review a PG once your booking there is confirmed — once per booking. Each review shows “Verified Stay” with the month you moved in.',
      'Ratings cover food, safety, cleanliness, the owner’s behaviour and the study environment.',
      'Owners can reply publicly but cannot remove a review.',
    ],
    listTitle: 'Latest reviews',
    searchCta: 'Find a verified PG',
  },
} as const;
