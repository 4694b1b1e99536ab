// Strings of the offline feature (English): the offline page, the "saved copies" notice, booking actions offline.
export const en = {
  page: {
    title: "You're offline — KotaStay",
    heading: "You're offline",
    text: 'This page needs an internet connection. It will open once you are back online.',
    retry: 'Try again',
    available: 'These work without a connection:',
    saved: 'Saved PGs',
    bookings: 'My bookings',
    home: 'Home',
  },
  notice: {
    savedCopies: "You're offline — showing saved copies.",
  },
  action: {
    title: "You're offline",
    book: 'Booking a visit needs a connection. It will not go through until you are back online — your details stay here.',
    pay: 'Paying the token needs a connection. Nothing will be charged until you are back online.',
    cancel: 'Cancelling needs a connection. Your booking stays as it is until you are back online.',
    approve: 'Approving needs a connection. Nothing is sent until you are back online.',
    generic: 'This needs a connection. Nothing is sent until you are back online.',
    lostBook:
      'The connection dropped, so your booking may not have gone through. Check My bookings when you are back online before trying again — your details stay here.',
    lostPay:
      'The connection dropped before the payment could start. Nothing was charged — try again when you are back online.',
    lostCancel:
      'The connection dropped, so we cannot tell whether the booking was cancelled. Its status on this screen updates when you are back online.',
    lostGeneric:
      'The connection dropped, so we cannot tell whether this went through. Check again when you are back online.',
  },
  bookForm: {
    offline:
      "You're offline. The booking form needs a connection to load; it opens by itself once you are back online.",
  },
};
