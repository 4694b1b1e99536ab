// The phone-auth adapter's docs/requirements/errors-and-messages.md#sign-in-messages behaviours, with Firebase replaced by fakes: a failed send clears the
// challenge (and the next send gets a fresh one), a resend never reuses a verifier, and each send's
// verification confirms its own code.
// @vitest-environment jsdom
import { beforeEach, describe, expect, test, vi } from 'vitest';

const state = vi.hoisted(() => ({
  verifiers: [] as { cleared: boolean; host: unknown }[],
  sendResult: 'ok' as 'ok' | 'fail',
  confirmResult: 'ok' as 'ok' | 'fail',
  failVerifier: false,
}));

vi.mock('../../../lib/firebase', () => ({ loadFirebase: async () => ({ auth: { name: 'fake-auth' } }) }));
vi.mock('firebase/auth', () => ({
  RecaptchaVerifier: class {
    cleared = false;
    constructor(_auth: unknown, host: unknown) {
      if (state.failVerifier) throw Object.assign(new Error('boom'), { code: 'auth/internal-error' });
      state.verifiers.push(Object.assign(this, { host }));
    }
    clear() {
      this.cleared = true;
    }
  },
  signInWithPhoneNumber: async () => {
    if (state.sendResult === 'fail') throw Object.assign(new Error('Firebase: quota'), { code: 'auth/quota-exceeded' });
    return {
      confirm: async () => {
        if (state.confirmResult === 'fail') throw Object.assign(new Error('bad code'), { code: 'auth/invalid-verification-code' });
        return {};
      },
    };
  },
}));

import { PhoneAuthError, createPhoneAuth } from './phone-auth';

beforeEach(() => {
  state.verifiers = [];
  state.sendResult = 'ok';
  state.confirmResult = 'ok';
  state.failVerifier = false;
});

const container = () => document.createElement('div');

describe('createPhoneAuth', () => {
  test('a verifier that cannot be set up is a recaptcha error at send time', async () => {
    state.failVerifier = true;
    const auth = await createPhoneAuth(container());
    await expect(auth.send('+919876543210')).rejects.toMatchObject({ kind: 'recaptcha' });
  });

  test('no verifier exists before the first send (a discarded mount leaves nothing behind)', async () => {
    const auth = await createPhoneAuth(container());
    expect(state.verifiers).toHaveLength(0);
    auth.dispose();
    await auth.send('+919876543210');
    expect(state.verifiers).toHaveLength(1);
  });

  test('a failed send clears the challenge and the next send uses a fresh one', async () => {
    const auth = await createPhoneAuth(container());
    state.sendResult = 'fail';
    const err = await auth.send('+919876543210').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PhoneAuthError);
    expect(err).toMatchObject({ kind: 'send', code: 'auth/quota-exceeded' });
    expect(state.verifiers[0]?.cleared).toBe(true);
    state.sendResult = 'ok';
    const pending = await auth.send('+919876543210');
    expect(state.verifiers).toHaveLength(2);
    expect(pending.phoneE164).toBe('+919876543210');
  });

  test('a resend replaces the used verifier; dispose clears the last one', async () => {
    const auth = await createPhoneAuth(container());
    await auth.send('+919876543210');
    await auth.send('+919876543210');
    expect(state.verifiers).toHaveLength(2);
    expect(state.verifiers[0]?.cleared).toBe(true);
    expect(state.verifiers[1]?.cleared).toBe(false);
    auth.dispose();
    expect(state.verifiers[1]?.cleared).toBe(true);
  });

  test('a wrong code is a verify error with the provider code, and the same verification then accepts the right one', async () => {
    const auth = await createPhoneAuth(container());
    const pending = await auth.send('+919876543210');
    state.confirmResult = 'fail';
    await expect(pending.confirm('000000')).rejects.toMatchObject({ kind: 'verify', code: 'auth/invalid-verification-code' });
    state.confirmResult = 'ok';
    await expect(pending.confirm('123456')).resolves.toBeUndefined();
  });
});
