// One i18n layer for every user-facing string: a namespace per feature, English now, Hindi later
// by adding `hi` resources with the same keys.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en as common } from './common.en';
import { en as landing } from '../features/landing/i18n/en';
import { en as info } from '../features/info/i18n/en';
import { en as auth } from '../features/auth/i18n/en';
import { en as listings } from '../features/listings/i18n/en';
import { en as catalogue } from '../features/catalogue/i18n/en';
import { en as placeholder } from '../features/placeholder/i18n/en';

export const resources = { en: { common, landing, info, auth, listings, catalogue, placeholder } } as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initImmediate: false,
});

export default i18n;
