// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import {
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  ScreenErrorBoundary,
  shouldReloadFor,
} from './screen-error-boundary';

class MemoryStore {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://kotastay.in/assets/faq-screen-abc.js', // Chromium
    'error loading dynamically imported module: https://kotastay.in/assets/faq-screen-abc.js', // Firefox
    'Importing a module script failed.', // Safari
    'Unable to preload CSS for /assets/faq-screen-abc.css', // Vite's preload helper
  ])('knows "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });
  it('is not every error', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('shouldReloadFor', () => {
  it('reloads a page once, not again within the window, and again after it', () => {
    const store = new MemoryStore();
    expect(shouldReloadFor('/faq', store, 1_000)).toBe(true);
    expect(shouldReloadFor('/faq', store, 1_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(shouldReloadFor('/faq', store, 1_000 + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true);
  });
  it('counts each page on its own', () => {
    const store = new MemoryStore();
    expect(shouldReloadFor('/faq', store, 0)).toBe(true);
    expect(shouldReloadFor('/admin', store, 1)).toBe(true);
  });
  it('never reloads without somewhere to remember it (it could loop)', () => {
    expect(shouldReloadFor('/faq', null, 0)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(shouldReloadFor('/faq', broken, 0)).toBe(false);
  });
  it('survives a garbled record', () => {
    const store = new MemoryStore();
    store.setItem('kotastay.chunkReload', '{not json');
    expect(shouldReloadFor('/faq', store, 0)).toBe(false);
  });
});

describe('ScreenErrorBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const failingScreen = (message: string) =>
    lazy(() => Promise.reject(new TypeError(message)) as Promise<{ default: () => null }>);

  function show(Screen: ReturnType<typeof failingScreen>, resetKey = '/faq') {
    return render(
      <I18nextProvider i18n={i18n}>
        <ScreenErrorBoundary resetKey={resetKey}>
          <Suspense fallback={<p>loading</p>}>
            <Screen />
          </Suspense>
        </ScreenErrorBoundary>
      </I18nextProvider>,
    );
  }

  it('a missing chunk already reloaded for shows the message with a retry instead of a white page', async () => {
    window.sessionStorage.setItem('kotastay.chunkReload', JSON.stringify({ page: '/', atMs: Date.now() }));
    show(failingScreen('Failed to fetch dynamically imported module: /assets/faq-screen-x.js'));
    await screen.findByRole('heading', { name: 'This page did not load' });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a missing chunk the first time records the reload and shows nothing meanwhile', async () => {
    const { container } = show(failingScreen('Failed to fetch dynamically imported module: /assets/x.js'));
    await vi.waitFor(() => expect(window.sessionStorage.getItem('kotastay.chunkReload')).toContain('"page":"/"'));
    expect(container.textContent).toBe('');
  });

  it('a screen that throws shows the general message', async () => {
    function Broken(): null {
      throw new Error('boom');
    }
    render(
      <I18nextProvider i18n={i18n}>
        <ScreenErrorBoundary resetKey="/faq">
          <Broken />
        </ScreenErrorBoundary>
      </I18nextProvider>,
    );
    await screen.findByRole('heading', { name: 'Something went wrong on this page' });
    expect(window.sessionStorage.getItem('kotastay.chunkReload')).toBeNull();
  });

  it('moving to another page clears the failure', async () => {
    window.sessionStorage.setItem('kotastay.chunkReload', JSON.stringify({ page: '/', atMs: Date.now() }));
    const Screen = failingScreen('Failed to fetch dynamically imported module: /assets/x.js');
    const view = show(Screen, '/faq');
    await screen.findByRole('heading', { name: 'This page did not load' });
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <ScreenErrorBoundary resetKey="/contact">
          <p>Contact us</p>
        </ScreenErrorBoundary>
      </I18nextProvider>,
    );
    await screen.findByText('Contact us');
  });
});
