// Local demo only: the Auth emulator sends no SMS; it keeps the codes it "sent" at a REST endpoint.
// Never used in a production build (env.emulators is set only by `npm start` and the test build).
import { env } from '../../../config/env';

type CodesResponse = { verificationCodes?: { phoneNumber: string; code: string }[] };

export async function latestEmulatorCode(phoneE164: string): Promise<string | null> {
  if (!env.emulators) return null;
  const projectId = env.firebase.projectId ?? 'demo-kotastay';
  const res = await fetch(`http://127.0.0.1:${env.emulators.auth}/emulator/v1/projects/${projectId}/verificationCodes`);
  if (!res.ok) return null;
  const body = (await res.json()) as CodesResponse;
  const mine = (body.verificationCodes ?? []).filter((c) => c.phoneNumber === phoneE164);
  return mine.at(-1)?.code ?? null;
}
