// One i18n layer for every user-facing string: a namespace per feature, English now, Hindi later
// by adding `hi` resources with the same keys.
//
// Only the shell's strings (common) and the landing page's ship in the first JavaScript. Every other
// feature's `features/<feature>/i18n/<lng>.ts` is fetched with the first screen that calls
// useTranslation('<feature>') — the screen suspends inside its route's Suspense boundary meanwhile —
// so the info pages' long texts do not weigh on the landing page (docs/decisions/ on prerendering).
import i18n from 'i18next';
import type { BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en as common } from './common.en';
import { en as landing } from '../features/landing/i18n/en';
import type { en as info } from '../features/info/i18n/en';
import type { en as auth } from '../features/auth/i18n/en';
import type { en as listings } from '../features/listings/i18n/en';
import type { en as catalogue } from '../features/catalogue/i18n/en';
import type { en as owner } from '../features/owner/i18n/en';
import type { en as kyc } from '../features/kyc/i18n/en';
import type { en as bookings } from '../features/bookings/i18n/en';
import type { en as team } from '../features/team/i18n/en';
import type { en as reviews } from '../features/reviews/i18n/en';
import type { en as parents } from '../features/parents/i18n/en';

/** Every namespace's English strings, for typed keys (i18next.d.ts). */
export type Resources = {
  common: typeof common;
  landing: typeof landing;
  info: typeof info;
  auth: typeof auth;
  listings: typeof listings;
  catalogue: typeof catalogue;
  owner: typeof owner;
  kyc: typeof kyc;
  bookings: typeof bookings;
  team: typeof team;
  reviews: typeof reviews;
  parents: typeof parents;
};

type StringsModule = { en: Record<string, unknown> };
const featureStrings = import.meta.glob<StringsModule>(['../features/*/i18n/*.ts', '!../features/landing/**']);
const lazyFeatureStrings: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = featureStrings[`../features/${namespace}/i18n/${language}.ts`];
    if (!load) {
      callback(new Error(`no ${language} strings for namespace "${namespace}"`), false);
      return;
    }
    load().then(
      (mod) => callback(null, mod.en as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

void i18n
  .use(lazyFeatureStrings)
  .use(initReactI18next)
  .init({
    resources: { en: { common, landing } },
    partialBundledLanguages: true,
    ns: ['common', 'landing'],
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initImmediate: false,
    react: { useSuspense: true },
  });

/** For tests that render screens without a Suspense boundary: `await loadAllStrings()` first. */
export async function loadAllStrings(): Promise<void> {
  const namespaces = Object.keys(featureStrings).flatMap((file) => /features\/([^/]+)\/i18n\//.exec(file)?.[1] ?? []);
  await i18n.loadNamespaces([...new Set(namespaces)]);
}

export default i18n;
