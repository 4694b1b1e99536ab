// The team feature's public entry (lint-enforced): the desks are reached through the route table's lazy imports of
// ./screens; other features may use the contact-link builders (the student's bookings show the team's WhatsApp).
export { telHref, whatsAppHref } from './lib/contact-links';
