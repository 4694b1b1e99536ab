// The REST calls a browser makes for phone sign-in against the Auth emulator (which runs the blocking functions
// the Functions emulator registered): sendVerificationCode, the code the emulator "sent", signInWithPhoneNumber.
import { expect } from 'vitest';
import { PROJECT_ID, ports } from './emulators';

const identityToolkit = (op: string) => `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:${op}?key=fake-api-key`;

async function post(op: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(identityToolkit(op), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Signs `phoneNumber` in (creating its account the first time); the answer carries idToken on success. */
export async function phoneSignIn(phoneNumber: string) {
  const sent = await post('sendVerificationCode', { phoneNumber, recaptchaToken: 'emulator' });
  expect(sent.status).toBe(200);
  const codes = (await (await fetch(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`)).json()) as {
    verificationCodes?: { phoneNumber: string; code: string; sessionInfo: string }[];
  };
  const mine = (codes.verificationCodes ?? []).filter((c) => c.sessionInfo === sent.body.sessionInfo);
  expect(mine).toHaveLength(1);
  return post('signInWithPhoneNumber', { sessionInfo: sent.body.sessionInfo, code: mine[0]?.code });
}
