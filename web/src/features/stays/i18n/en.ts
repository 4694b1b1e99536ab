// The stays namespace (docs/decisions/207-stays-notice-and-exit.md): the student's stay, the parent's view of it, the
// owner's residents and the move-in desk's notices. Hindi in hi.ts, the same keys.
export const en = {
  student: {
    title: 'Your stay',
    loadError: 'Your stay could not be loaded. Check your connection and reload.',
  },
  card: {
    status: {
      active: 'Living here',
      notice_given: 'Notice given',
      ended: 'Moved out',
    },
    room: '{{sharing}} sharing · {{ac}}',
    sharing: { single: 'Single', double: 'Double', triple: 'Triple' },
    ac: 'AC',
    nonAc: 'Non-AC',
    since: 'Moved in on {{date}}',
    monthly: 'Monthly cost ₹{{total}}: rent ₹{{rent}} + extras ₹{{extras}}',
    token: 'Visit token ₹{{token}} credited to the first month’s rent',
    noDeposit: 'No deposit: KotaStay PGs take no security or caution deposit.',
    maintenance: 'Maintenance ₹{{inr}} a year',
    notice: 'Notice given on {{given}}. Exit date {{date}}: the bed is handed back that day.',
    ended: 'Moved out on {{date}}.',
    statementTitle: 'Final statement',
    statement: '{{days}} days stayed ({{start}} to {{end}}). No deposit was taken. The move-in team settles any unused rent with the owner within {{refundDays}} days.',
  },
  notice: {
    title: 'Leaving? Give notice',
    help: 'The notice period is {{days}} days: your exit date can be {{date}} or later. The move-in team settles any unused rent with the owner within 10 days of your exit.',
    date: 'Exit date',
    reason: 'Reason (optional)',
    submit: 'Give notice',
    sending: 'Sending…',
    done: 'Notice given. We have told your parent; your exit date is {{date}}.',
    tooEarly: 'Pick {{date}} or later (a {{days}}-day notice period).',
    tooLate: 'Pick {{date}} or earlier: notice can be given at most {{days}} days ahead.',
    outOfRange: 'Pick an exit date from {{from}} to {{to}}.',
    failed: 'The notice could not be sent. Check your connection and try again.',
  },
  parent: {
    title: '{{name}}’s stay',
  },
  residents: {
    title: 'Residents',
    empty: 'No students live in your PGs through KotaStay yet.',
    row: '{{name}} · {{pg}} · {{room}}',
    dates: 'Since {{start}}',
    leaving: 'Leaving on {{date}}',
    left: 'Left on {{date}}',
    loadError: 'Your residents could not be loaded. Reload to try again.',
  },
  desk: {
    title: 'Notices to leave',
    empty: 'No student has given notice.',
    row: '{{name}} · {{pg}} · exit {{date}}',
    loadError: 'The notices could not be loaded. Reload to try again.',
  },
  lists: {
    loading: 'Loading…',
  },
};
