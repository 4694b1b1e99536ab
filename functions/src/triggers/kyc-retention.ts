// Daily: delete KYC documents whose retention period after the decision has passed (domain/kyc/retention.ts).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { jobOptions } from '../options';
import { runLogged } from '../lib/log';
import { purgeExpiredKyc } from '../domain/kyc/retention';

export const kycRetention = onSchedule(
  { ...jobOptions, schedule: 'every day 03:30', timeZone: 'Asia/Kolkata' },
  async () => {
    await runLogged('kycRetention', undefined, () => purgeExpiredKyc(new Date()));
  },
);
