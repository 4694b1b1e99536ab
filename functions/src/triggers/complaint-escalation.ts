// Every 15 minutes: complaints still with the owner whose deadline has passed go to KotaStay's team (with a text to
// whoever raised them), and answers left without a reply for 7 days are closed as resolved
// (domain/complaints/service.ts, docs/decisions/208-complaints.md).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { jobOptions } from '../options';
import { runLogged } from '../lib/log';
import { runComplaintDeadlines } from '../domain/complaints';

export const complaintEscalation = onSchedule(
  { ...jobOptions, schedule: 'every 15 minutes', timeZone: 'Asia/Kolkata' },
  async () => {
    await runLogged('complaintEscalation', undefined, () => runComplaintDeadlines(Date.now()));
  },
);
