// The web app's configuration, read once from Vite's build-time env.
import { grievanceOfficerFrom, studentHelplineFrom } from '@kotastay/shared/grievance';

type EmulatorPorts = { auth: number; firestore: number; storage: number; functions: number; hosting: number };

const emulatorJson = import.meta.env.VITE_FIREBASE_EMULATORS as string | undefined;

export const env = {
  /** Set by `npm start` and the test build: connect every SDK to the local emulator suite. */
  emulators: emulatorJson ? (JSON.parse(emulatorJson) as EmulatorPorts) : null,
  firebase: import.meta.env.VITE_FIREBASE_CONFIG
    ? (JSON.parse(import.meta.env.VITE_FIREBASE_CONFIG as string) as Record<string, string>)
    : {
        // A demo- project id keeps every SDK local and needs no Google account.
        apiKey: 'fake-api-key',
        authDomain: 'demo-kotastay.firebaseapp.com',
        projectId: 'demo-kotastay',
        storageBucket: 'demo-kotastay.appspot.com',
        appId: '1:000000000000:web:kotastay',
      },
  /** reCAPTCHA Enterprise site key App Check uses in production (unused against the emulators). */
  recaptchaEnterpriseSiteKey: (import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY as string | undefined) ?? '',
  /** Google Maps JS key; without one the product uses its offline Kota gazetteer and a map fallback. */
  mapsApiKey: (import.meta.env.VITE_MAPS_API_KEY as string | undefined) ?? '',
  /** The Grievance Officer (VITE_GRIEVANCE_*); a build without them shows the local placeholder, marked as one. */
  grievance: grievanceOfficerFrom(import.meta.env as Record<string, string | undefined>),
  /** The district's student helpline (VITE_STUDENT_HELPLINE_*), shown with safety complaints; else the local placeholder, marked. */
  studentHelpline: studentHelplineFrom(import.meta.env as Record<string, string | undefined>),
} as const;
