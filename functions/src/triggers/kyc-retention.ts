// Daily: delete KYC documents whose retention period after the decision has passed (domain/kyc/retention.ts).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { config } from '../config';
import { purgeExpiredKyc } from '../domain/kyc/retention';

export const kycRetention = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'Asia/Kolkata', region: config.region, memory: '256MiB' },
  async () => {
    await purgeExpiredKyc(new Date());
  },
);
