// Parents in the loop (docs/decisions/150-parents-in-the-loop.md): a parent's view of their children's bookings, the
// parent's approval, and the student's side of "ask my parent" (English).
export const en = {
  entry: {
    link: 'Your child’s bookings',
    dashboardTitle: 'Your child’s bookings',
    dashboardText:
      'A student gave your number as their parent’s mobile. Follow their visits, escort and receipts here.',
    setupTitle: 'Here as a parent?',
    setupText: 'You do not need a profile to follow your child’s bookings: just this number.',
  },
  family: {
    title: 'Your child’s bookings',
    intro:
      'Bookings where a student gave {{phone}} as the parent’s mobile number. They update live. You can see them; only your child and the KotaStay team can change them.',
    loading: 'Loading your child’s bookings…',
    loadError: 'Your child’s bookings could not be loaded. Check your connection and reload the page.',
    emptyTitle: 'No booking names {{phone}} yet',
    empty:
      'When your child books a visit on KotaStay and gives this number as the parent’s mobile, the booking shows here.',
    emptySearch: 'Find a PG',
    noPhone: 'This account has no mobile number. Sign out and sign in with the number your child gave.',
    child_one: '{{name}} · {{count}} booking',
    child_other: '{{name}} · {{count}} bookings',
    callChild: 'Call {{name}}',
    readOnly: 'You are viewing as a parent: read-only.',
  },
  card: {
    room: 'Room',
    requested: 'Visit asked for',
    visitAt: 'Visit',
    escort: 'Escort: {{name}}',
    callEscort: 'Call {{name}}',
    escortLater: 'We text you the escort’s name once the team schedules the visit.',
    receipt: 'Receipt',
    checklist: 'Move-in checklist',
    checklistLater: 'The move-in team ticks these off after the visit.',
    checklistDone: 'Done',
    checklistOpen: 'Not yet',
    cancelled: 'Cancelled: {{reason}}',
    timeline: 'Progress',
    chipWaiting: 'Waiting for your approval',
  },
  checklist: {
    roomAllotted: 'Room allotted',
    agreementSigned: 'Rent agreement signed',
    rentReceiptIssued: 'First month’s rent receipt issued',
    studentIdSeen: 'Student’s ID seen',
    parentContactConfirmed: 'Parent contact confirmed',
  },
  approval: {
    waitingTitle: '{{name}} asks for your approval',
    waitingText:
      'Approve by {{time}} and {{name}} can pay the {{amount}} refundable token to keep the visit. Decline and the booking is cancelled; nothing is charged.',
    note: 'A message to {{name}} (optional)',
    approve: 'Approve',
    decline: 'Decline',
    saving: 'Saving…',
    approved: 'You approved this booking on {{time}}.',
    declined: 'You declined this booking on {{time}}.',
    expired: 'The time to answer ended on {{time}}, so the booking was cancelled.',
    yourNote: 'Your message: “{{note}}”',
    error: 'Your answer was not saved: {{message}}',
    networkError: 'Your answer was not saved: no connection. Try again when you are online.',
  },
  student: {
    askParent: 'Ask my parent to approve before I pay',
    askParentHelp:
      'We text your parent a link; they sign in with their number and approve. You pay the token after that. They have up to 12 hours, until an hour before the visit.',
    parentSees: 'Your parent can follow this booking by signing in with the number above.',
    submit: 'Send to my parent for approval',
    sentNotice: 'Booking made. We texted your parent a link; you can pay the token once they approve.',
    waiting:
      'Waiting for your parent’s approval until {{time}}. We texted them a link; they sign in with their number to answer.',
    approved: 'Your parent approved this booking. Pay the token to keep the visit.',
    parentNote: 'Your parent wrote: “{{note}}”',
    chipWaiting: 'Waiting for your parent',
  },
  // The approval request's texted link (decision 191).
  link: {
    checking: 'Checking the link…',
    expiredTitle: 'This link has expired',
    expiredText:
      'The time to answer this booking has ended. A booking nobody answered in time is cancelled, and nothing is charged. Sign in with your number to see the bookings that name you.',
    unknownTitle: 'This link is not valid',
    unknownText: 'Check that you opened the whole link from the text, or sign in with your number to see the bookings that name you.',
    errorTitle: 'The link could not be checked',
    errorText: 'Check your connection and open the link again.',
    toFamily: 'Your child’s bookings',
  },
  denied: {
    title: 'Not yours to see',
    text: 'This booking does not give your number as the parent’s mobile, or it does not exist. As a parent you see only the bookings that name your number — nothing else of your child’s account.',
    back: 'Back to your child’s bookings',
  },
  receipt: {
    back: 'Back to your child’s bookings',
  },
};
