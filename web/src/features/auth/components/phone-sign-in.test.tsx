// Issue #7 §1: under React StrictMode (the dev server) the sign-in card mounts, unmounts and mounts again.
// The code must be confirmed on the very verification the send produced, however often the card mounted
// and in whatever order any setup work finishes. Firebase is faked; the adapter and the card are real.
// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

const fake = vi.hoisted(() => ({
  /** loadFirebase() calls so far; the first one is made to settle after the later ones when `firstLoadLast`. */
  loads: 0,
  firstLoadLast: false,
  verifiers: [] as { cleared: boolean }[],
  /** Every confirmation the fake signInWithPhoneNumber handed out, and the codes confirmed on each. */
  confirmations: [] as { phone: string; confirmed: string[] }[],
}));

vi.mock('../../../config/env', () => ({
  env: { emulators: null, firebase: {}, mapsApiKey: '' },
}));
vi.mock('../../../lib/firebase', () => ({
  loadFirebase: () => {
    const n = fake.loads++;
    const delayMs = fake.firstLoadLast && n === 0 ? 30 : 0;
    return new Promise((resolve) => setTimeout(() => resolve({ auth: { name: 'fake-auth' } }), delayMs));
  },
}));
vi.mock('firebase/auth', () => ({
  RecaptchaVerifier: class {
    cleared = false;
    constructor() {
      fake.verifiers.push(this);
    }
    clear() {
      this.cleared = true;
    }
  },
  signInWithPhoneNumber: async (_auth: unknown, phone: string, verifier: { cleared: boolean }) => {
    if (verifier.cleared) throw Object.assign(new Error('verifier already cleared'), { code: 'auth/internal-error' });
    const confirmation = { phone, confirmed: [] as string[] };
    fake.confirmations.push(confirmation);
    return {
      confirm: async (code: string) => {
        confirmation.confirmed.push(code);
        return {};
      },
    };
  },
}));

import i18n from '../../../i18n';
import { NotificationsProvider } from '../../../components/notifications';
import { PhoneSignIn } from './phone-sign-in';

beforeAll(() => i18n.loadNamespaces('auth'));
beforeEach(() => {
  fake.loads = 0;
  fake.verifiers = [];
  fake.confirmations = [];
});
afterEach(() => cleanup());

const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
    await new Promise((r) => setTimeout(r, 60));
  });

async function signInUnderStrictMode() {
  const onSignedIn = vi.fn();
  render(
    <StrictMode>
      <MemoryRouter>
        <NotificationsProvider>
          <PhoneSignIn title="Welcome" subtitle="Sign in" onSignedIn={onSignedIn} />
        </NotificationsProvider>
      </MemoryRouter>
    </StrictMode>,
  );
  await settle();
  fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await settle();
  fireEvent.change(await screen.findByLabelText(/Verification code/), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await settle();
  return onSignedIn;
}

describe('PhoneSignIn under React.StrictMode', () => {
  test.each([
    { order: 'setups finish in order', firstLoadLast: false },
    { order: 'the first (discarded) mount finishes setting up last', firstLoadLast: true },
  ])('the code is confirmed on the verification that was sent ($order)', async ({ firstLoadLast }) => {
    fake.firstLoadLast = firstLoadLast;
    const onSignedIn = await signInUnderStrictMode();
    expect(screen.queryByText('Session Expired')).toBeNull();
    expect(fake.confirmations).toEqual([{ phone: '+919876543210', confirmed: ['123456'] }]);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Verification Successful')).toBeTruthy();
  });

  test('unmounting clears the verifier it created', async () => {
    fake.firstLoadLast = false;
    await signInUnderStrictMode();
    expect(fake.verifiers.length).toBeGreaterThan(0);
    cleanup();
    await settle();
    expect(fake.verifiers.every((v) => v.cleared)).toBe(true);
  });
});
