// @vitest-environment jsdom
// `npm run bench:cards`: what 20 result cards cost to render on the server and to hydrate in the browser — the
// results and area pages' largest part (docs/decisions/235-lighter-result-cards.md). A measurement, not a test: it
// prints medians and fails only if React had to throw the server's HTML away (a hydration mismatch).
//
// jsdom, not Chromium: no layout or paint, so the numbers are React's, emotion's and i18next's work alone, and
// comparable between two versions of the cards measured on the same machine, not with a phone.
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import i18n, { loadAllStrings } from '../web/src/i18n';
import { theme } from '../web/src/app/theme';
import { NotificationsProvider } from '../web/src/components/notifications';
import { SessionContext } from '../web/src/features/auth';
import { ResultCards } from '../web/src/features/listings/components/results-list';
import { signedOut, testQueryClient } from '../web/src/features/listings/lib/render-screen';
import { nearbyResult } from '../web/src/features/listings/lib/test-fixtures';

const CARDS = 20;
const ROUNDS = 45;
/** Rounds left out of the medians while the JIT warms up. */
const WARM_UP = 5;

const results = Array.from({ length: CARDS }, (_, i) =>
  nearbyResult(i + 1, {
    distanceM: 100 * i,
    walkMinutes: i + 1,
    ratingAvg: 4.2,
    ratingCount: i,
    monthlyExtrasInr: i % 2 ? 1500 : null,
  }),
);

const page = () => (
  <ThemeProvider theme={theme}>
    <QueryClientProvider client={testQueryClient()}>
      <SessionContext.Provider value={signedOut}>
        <NotificationsProvider>
          <MemoryRouter>
            <ResultCards results={results} />
          </MemoryRouter>
        </NotificationsProvider>
      </SessionContext.Provider>
    </QueryClientProvider>
  </ThemeProvider>
);

// React's act() warns outside an environment that declares it uses act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The server render, without the warning React gives for MUI's layout effects when a DOM is present. */
function renderOnServer(): string {
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) error(...args);
  };
  try {
    return renderToString(page());
  } finally {
    console.error = error;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

it(`${CARDS} result cards: server render and hydration`, async () => {
  await loadAllStrings();
  await i18n.changeLanguage('en');
  // i18next's translator, wrapped to count the translations a hydration makes.
  const translator = (i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator;
  const translate = translator.translate.bind(translator);
  let translations = 0;
  translator.translate = (...args: unknown[]) => {
    translations += 1;
    return translate(...args);
  };
  const recovered: string[] = [];
  const server: number[] = [];
  const hydration: number[] = [];
  let html = '';
  let hydrationTranslations = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const t0 = performance.now();
      html = renderOnServer();
      const t1 = performance.now();
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.appendChild(container);
      translations = 0;
      const t2 = performance.now();
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, page(), { onRecoverableError: (e) => void recovered.push(String(e)) });
      });
      const t3 = performance.now();
      hydrationTranslations = translations;
      act(() => root?.unmount());
      container.remove();
      if (round >= WARM_UP) {
        server.push(t1 - t0);
        hydration.push(t3 - t2);
      }
    }
  } finally {
    translator.translate = translate;
  }
  console.log(
    `${CARDS} cards: hydration median ${median(hydration).toFixed(1)} ms, server render median ` +
      `${median(server).toFixed(1)} ms (${ROUNDS - WARM_UP} rounds), ${hydrationTranslations} translations a ` +
      `hydration, ${(html.length / 1024).toFixed(1)} KB of HTML`,
  );
  expect(recovered).toEqual([]);
}, 300_000);
