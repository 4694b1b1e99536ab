import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { config } from './config';
import { createApp } from './http/app';

setGlobalOptions({ region: config.region, maxInstances: 20 });

export const api = onRequest({ memory: '256MiB', concurrency: 80 }, createApp());
export { userRoleSync } from './triggers/user-role-sync';
export { kycRetention } from './triggers/kyc-retention';
