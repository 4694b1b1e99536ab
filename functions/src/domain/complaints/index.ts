// The complaints module's public entry (docs/architecture.md, docs/decisions/208-complaints.md): a complaint about a
// stay, raised by its student or parent, answered by the owner or the team, escalated when its deadline passes, and a
// PG's numbers for its trust signal.
export {
  answerComplaint,
  complaintPhoto,
  raiseComplaint,
  reopenComplaint,
  resolveComplaint,
  runComplaintDeadlines,
  publicComplaintStats,
  takeOverComplaint,
  type ComplaintCaller,
} from './service';
export { complaintDataOfStudent } from './store';
export { anonymiseComplaintsOfStudent } from './erase';
export type { ComplaintPhotoUpload } from './photos';
