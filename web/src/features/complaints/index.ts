// The complaints feature's public entry (docs/decisions/208-complaints.md): the lists other screens show. The team's
// queue (/team/complaints) is a desk of the team feature.
export { ComplaintQueue, OwnerComplaints, StayComplaints } from './components/complaint-lists';
export { Helplines } from './components/helplines';
