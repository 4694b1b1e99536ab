import { expect, test } from 'vitest';
import { applyAuthConfig, authConfigRequests } from './auth-config.mjs';

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

function recorder(status = 200) {
  const sent: Sent[] = [];
  const fetchFn = async (url: string, init: { method: string; headers: Record<string, string>; body: string }) => {
    sent.push({ url, method: init.method, headers: init.headers, body: JSON.parse(init.body) as unknown });
    return { ok: status < 400, status, text: async () => '{"error":{"message":"PERMISSION_DENIED"}}' };
  };
  return { sent, fetchFn };
}

test('sets the SMS region policy to India only through the Identity Toolkit admin API', async () => {
  const { sent, fetchFn } = recorder();
  await applyAuthConfig({ projectId: 'kotastay-prod', accessToken: 'tok', fetchFn, log: () => {} });
  expect(sent[0]).toEqual({
    url: 'https://identitytoolkit.googleapis.com/admin/v2/projects/kotastay-prod/config?updateMask=smsRegionConfig',
    method: 'PATCH',
    headers: { authorization: 'Bearer tok', 'content-type': 'application/json', 'x-goog-user-project': 'kotastay-prod' },
    body: { smsRegionConfig: { allowlistOnly: { allowedRegions: ['IN'] } } },
  });
});

test('enforces App Check on Firestore and Authentication, only the enforcement mode', async () => {
  const { sent, fetchFn } = recorder();
  await applyAuthConfig({ projectId: 'kotastay-prod', accessToken: 'tok', fetchFn, log: () => {} });
  expect(sent.slice(1, 3).map(({ url, method, body }) => ({ url, method, body }))).toEqual(
    ['firestore.googleapis.com', 'identitytoolkit.googleapis.com'].map((service) => ({
      url: `https://firebaseappcheck.googleapis.com/v1/projects/kotastay-prod/services/${service}?updateMask=enforcementMode`,
      method: 'PATCH',
      body: { name: `projects/kotastay-prod/services/${service}`, enforcementMode: 'ENFORCED' },
    })),
  );
});

test('turns anonymous and email/password sign-in off: phone is the only provider (decision 191)', async () => {
  const { sent, fetchFn } = recorder();
  await applyAuthConfig({ projectId: 'kotastay-prod', accessToken: 'tok', fetchFn, log: () => {} });
  expect(sent).toHaveLength(4);
  expect(sent[3]).toMatchObject({
    url: 'https://identitytoolkit.googleapis.com/admin/v2/projects/kotastay-prod/config?updateMask=signIn.anonymous.enabled,signIn.email.enabled',
    method: 'PATCH',
    body: { signIn: { anonymous: { enabled: false }, email: { enabled: false } } },
  });
});

test('stops at the first refusal and says which setting and why', async () => {
  const { sent, fetchFn } = recorder(403);
  await expect(applyAuthConfig({ projectId: 'kotastay-prod', accessToken: 'tok', fetchFn, log: () => {} })).rejects.toThrow(
    /SMS region policy.*403.*PERMISSION_DENIED/,
  );
  expect(sent).toHaveLength(1);
});

test('refuses demo projects and ids that are not project ids (nothing is sent)', () => {
  for (const bad of ['demo-kotastay', 'a/b', '', 'Kotastay']) expect(() => authConfigRequests(bad)).toThrow(/not a deployable/);
});
