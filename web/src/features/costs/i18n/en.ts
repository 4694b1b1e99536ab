// The true monthly cost (docs/decisions/160-true-monthly-cost.md): the card's total, the PG page's breakdown, the
// total sort and filter, the owner's "Monthly charges" step and the admin review.
export const en = {
  line: {
    rent: 'Rent',
    electricity: 'Electricity',
    mess: 'Mess (meals)',
    laundry: 'Laundry',
    wifi: 'Wi-Fi',
    waterCooler: 'Water cooler',
    transport: 'Transport to coaching',
  },
  value: {
    included: 'Included',
    not_offered: 'Not offered',
    perUnit: '{{rate}}/unit × {{units}} units',
    fixed: 'Fixed',
  },
  card: {
    total: 'Total {{total}}/month with extras',
    notStated: 'Extras not stated',
  },
  breakdown: {
    title: 'True monthly cost',
    roomOption: 'Room option',
    total: 'Total a month',
    oneTimeTitle: 'One-time and yearly',
    maintenance: 'Maintenance',
    perYear: '{{amount}} a year',
    noMaintenance: 'None',
    deposit: 'Security deposit',
    noDeposit: 'None (Kota Cares)',
    once: '{{amount}} once',
    notStated:
      'The owner has not stated the extra charges (electricity, mess, laundry…): this is the rent only. Ask the team before you visit.',
    estimate: 'Electricity is the owner’s estimate of a month’s units; the room’s meter decides.',
  },
  sort: { total_asc: 'Total cost: low to high' },
  filter: {
    title: 'Total a month (rent + extras)',
    any: 'Any',
    upTo: 'Up to {{amount}}',
  },
  step: {
    tab: 'Monthly charges',
    intro:
      'Students and parents see every charge next to your rent, and can sort by the total. State each one honestly: hidden charges are the first complaint about PGs in Kota.',
    how: 'How is it charged?',
    electricityModes: { included: 'Included in rent', per_unit: 'Per unit (sub-meter)', fixed: 'Fixed a month' },
    extraModes: { included: 'Included in rent', not_offered: 'Not offered', monthly: 'Extra a month' },
    rate: '₹ per unit',
    units: 'Units a student uses a month',
    unitsHelp: 'Usually 60–120 (more with AC).',
    amount: '₹ a month',
    messFromFood: 'Meals are included in the rent (Food step), so the mess is included.',
    messNoFood: 'Meals are not included in the rent (Food step): say whether you run a mess and what it costs.',
    oneTimeTitle: 'One-time charges',
    oneTimeIntro:
      'Paid once, e.g. a bedding kit. Kota’s guidelines forbid security and caution deposits; maintenance is set in the Kota Cares step.',
    label: 'What for',
    amountOnce: '₹ once',
    add: 'Add a one-time charge',
    remove: 'Remove',
    totalsTitle: 'What a student pays a month',
    totalsEmpty: 'Add a room option to see the totals.',
    unanswered: 'Answer every line to see the total.',
    depositLabel: 'Kota’s guidelines forbid deposits: remove this charge.',
  },
  admin: {
    title: 'Monthly charges',
    notStated: 'Not stated yet',
  },
};
