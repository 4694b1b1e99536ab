// One i18n layer for every user-facing string: a namespace per feature, in English (`en.ts`) and Hindi (`hi.ts`,
// the same keys — i18n/strings.test.ts fails the build on a missing or extra key). Which language a page is in
// comes from its URL (./language.ts); `setLanguage` loads its strings before the first render.
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
import type { Language } from './language';
import type { en as info } from '../features/info/i18n/en';
import type { en as auth } from '../features/auth/i18n/en';
import type { en as account } from '../features/account/i18n/en';
import type { en as admin } from '../features/admin/i18n/en';
import type { en as listings } from '../features/listings/i18n/en';
import type { en as catalogue } from '../features/catalogue/i18n/en';
import type { en as owner } from '../features/owner/i18n/en';
import type { en as kyc } from '../features/kyc/i18n/en';
import type { en as bookings } from '../features/bookings/i18n/en';
import type { en as team } from '../features/team/i18n/en';
import type { en as reviews } from '../features/reviews/i18n/en';
import type { en as offline } from '../features/offline/i18n/en';
import type { en as compare } from '../features/compare/i18n/en';
import type { en as costs } from '../features/costs/i18n/en';
import type { en as parents } from '../features/parents/i18n/en';
import type { en as map } from '../features/map/i18n/en';
import type { en as stays } from '../features/stays/i18n/en';
import type { en as complaints } from '../features/complaints/i18n/en';
import type { en as earnings } from '../features/earnings/i18n/en';

/** Every namespace's English strings, for typed keys (i18next.d.ts). */
export type Resources = {
  common: typeof common;
  landing: typeof landing;
  info: typeof info;
  auth: typeof auth;
  account: typeof account;
  admin: typeof admin;
  listings: typeof listings;
  catalogue: typeof catalogue;
  owner: typeof owner;
  kyc: typeof kyc;
  bookings: typeof bookings;
  team: typeof team;
  reviews: typeof reviews;
  offline: typeof offline;
  compare: typeof compare;
  costs: typeof costs;
  parents: typeof parents;
  map: typeof map;
  stays: typeof stays;
  complaints: typeof complaints;
  earnings: typeof earnings;
};

type StringsModule = Partial<Record<Language, Record<string, unknown>>>;
const featureStrings = import.meta.glob<StringsModule>([
  '../features/*/i18n/*.ts',
  '!../features/*/i18n/*.test.ts',
  '!../features/landing/i18n/en.ts',
]);
/** The shell's Hindi strings (English ones are bundled); setLanguage normally has them in place already. */
const commonHindi = () => import('./common.hi');
const lazyFeatureStrings: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load: (() => Promise<StringsModule>) | undefined =
      namespace === 'common' && language === 'hi'
        ? commonHindi
        : featureStrings[`../features/${namespace}/i18n/${language}.ts`];
    if (!load) {
      callback(new Error(`no ${language} strings for namespace "${namespace}"`), false);
      return;
    }
    load().then(
      (mod) => {
        const strings = mod[language as Language];
        if (strings) callback(null, strings as never);
        else callback(new Error(`${language} strings for namespace "${namespace}" are not exported`), false);
      },
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
    // No fallback: every key exists in both languages (strings.test.ts), and a fallback would make a Hindi page
    // fetch each feature's English strings too.
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initImmediate: false,
    react: { useSuspense: true },
    // No advertisement in the browser console or in npm start's terminal (the server renderer runs this too).
    showSupportNotice: false,
  });

/** Every namespace that has strings files. */
export const ALL_NAMESPACES = [
  ...new Set([
    'common',
    'landing',
    ...Object.keys(featureStrings).flatMap((file) => /features\/([^/]+)\/i18n\//.exec(file)?.[1] ?? []),
  ]),
];

/**
 * Makes `language` the current one, with the shell's and the landing page's strings in place (they are in the first
 * JavaScript for English; Hindi fetches them here, before the first render, so a Hindi page hydrates in Hindi).
 * Feature namespaces load lazily in either language, as the screens that use them suspend.
 */
export async function setLanguage(language: Language, instance = i18n): Promise<void> {
  if (language === 'hi' && !instance.hasResourceBundle('hi', 'common')) {
    const [common, landing] = await Promise.all([import('./common.hi'), import('../features/landing/i18n/hi')]);
    instance.addResourceBundle('hi', 'common', common.hi, true, true);
    instance.addResourceBundle('hi', 'landing', landing.hi, true, true);
  }
  if (instance.language !== language) await instance.changeLanguage(language);
}

/** For tests that render screens without a Suspense boundary: `await loadAllStrings()` first. */
export async function loadAllStrings(): Promise<void> {
  await i18n.loadNamespaces(ALL_NAMESPACES);
}

export default i18n;
