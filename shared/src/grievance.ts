// The Grievance Officer the privacy policy and the contact page name (DPDP Act 2023 s. 8(10), DPDP Rules 2025: a
// data fiduciary publishes who answers questions and complaints about personal data, and answers within a stated
// time). Configuration, not code: the web build reads VITE_GRIEVANCE_NAME, VITE_GRIEVANCE_EMAIL, VITE_GRIEVANCE_PHONE
// and VITE_GRIEVANCE_RESPONSE_DAYS (web/.env.production.local or the environment). Without them — a local or
// emulator build — the LOCAL placeholder below is used and the pages say it is one; a production build refuses to
// start without them (scripts/lib/web-build-config.mjs). docs/decisions/202-retention-grievance-and-true-words.md.

export type GrievanceOfficer = {
  name: string;
  email: string;
  /** As shown, e.g. '+91 98290 00000'. */
  phone: string;
  /** tel: link of the phone. */
  phoneHref: string;
  /** Working days within which a grievance is answered (the Rules allow at most 90). */
  responseDays: number;
  /** True when nothing was configured: a local placeholder, not a real person. */
  localPlaceholder: boolean;
};

/** LOCAL DEFAULTS ONLY: no such person; `.example` addresses never deliver. */
export const LOCAL_GRIEVANCE_OFFICER: GrievanceOfficer = {
  name: 'Local placeholder',
  email: 'grievance@kotastay.example',
  phone: '+91 90000 00099',
  phoneHref: 'tel:+919000000099',
  responseDays: 30,
  localPlaceholder: true,
};

export const GRIEVANCE_ENV_KEYS = ['VITE_GRIEVANCE_NAME', 'VITE_GRIEVANCE_EMAIL', 'VITE_GRIEVANCE_PHONE'] as const;
export const GRIEVANCE_MAX_RESPONSE_DAYS = 90;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** What a deployable build would show wrongly, or null when the configuration is complete and sensible. */
export function grievanceConfigProblem(env: Record<string, string | undefined>): string | null {
  const missing = GRIEVANCE_ENV_KEYS.filter((k) => !env[k]?.trim());
  if (missing.length) return `the Grievance Officer is not configured (${missing.join(', ')})`;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(env.VITE_GRIEVANCE_EMAIL!.trim())) return 'VITE_GRIEVANCE_EMAIL is not an e-mail address';
  if (env.VITE_GRIEVANCE_EMAIL!.trim().endsWith('.example')) return 'VITE_GRIEVANCE_EMAIL is the local placeholder';
  if (!/^\+?[\d ]{10,16}$/.test(env.VITE_GRIEVANCE_PHONE!.trim())) return 'VITE_GRIEVANCE_PHONE is not a phone number';
  const days = env.VITE_GRIEVANCE_RESPONSE_DAYS?.trim();
  if (days && !(Number.isInteger(Number(days)) && Number(days) >= 1 && Number(days) <= GRIEVANCE_MAX_RESPONSE_DAYS))
    return `VITE_GRIEVANCE_RESPONSE_DAYS must be a whole number of days from 1 to ${GRIEVANCE_MAX_RESPONSE_DAYS}`;
  return null;
}

/** The configured officer, or the local placeholder when the configuration is missing or unusable. */
export function grievanceOfficerFrom(env: Record<string, string | undefined>): GrievanceOfficer {
  if (grievanceConfigProblem(env)) return LOCAL_GRIEVANCE_OFFICER;
  const phone = env.VITE_GRIEVANCE_PHONE!.trim();
  const days = Number(env.VITE_GRIEVANCE_RESPONSE_DAYS?.trim() || LOCAL_GRIEVANCE_OFFICER.responseDays);
  return {
    name: env.VITE_GRIEVANCE_NAME!.trim(),
    email: env.VITE_GRIEVANCE_EMAIL!.trim(),
    phone,
    phoneHref: telHref(phone),
    responseDays: days,
    localPlaceholder: false,
  };
}

// ---------- Helplines (docs/decisions/208-complaints.md) ----------
// Shown with every safety or harassment complaint (the form, the complaint, the text the team sends) and on the
// contact page's safety note. The two national numbers are constants; the district's student helpline is
// configuration like the Grievance Officer (VITE_STUDENT_HELPLINE_NAME, VITE_STUDENT_HELPLINE_PHONE): Kota's
// administration and police have changed it more than once, so it is set per deployment, and a deployable build
// refuses to start without it (web/vite.config.ts, scripts/lib/deploy.mjs) rather than show a placeholder to a
// student in danger.

/** Tele-MANAS, the government's free 24×7 mental-health line (Hindi, English and more). */
export const TELE_MANAS = '14416';
/** India's single emergency number (police, fire, ambulance). */
export const EMERGENCY_NUMBER = '112';

export type StudentHelpline = {
  /** As shown, e.g. 'Kota Police Student Cell'. */
  name: string;
  /** As shown, e.g. '+91 73000 00000'. */
  phone: string;
  phoneHref: string;
  /** True when nothing was configured: a local placeholder, not a real line. */
  localPlaceholder: boolean;
};

/** LOCAL DEFAULTS ONLY: no such line. */
export const LOCAL_STUDENT_HELPLINE: StudentHelpline = {
  name: 'Kota student helpline (local placeholder)',
  phone: '+91 90000 00098',
  phoneHref: 'tel:+919000000098',
  localPlaceholder: true,
};

export const STUDENT_HELPLINE_ENV_KEYS = ['VITE_STUDENT_HELPLINE_NAME', 'VITE_STUDENT_HELPLINE_PHONE'] as const;

/** What a deployable build would show wrongly about the district's student helpline, or null when it is set. */
export function studentHelplineConfigProblem(env: Record<string, string | undefined>): string | null {
  const missing = STUDENT_HELPLINE_ENV_KEYS.filter((k) => !env[k]?.trim());
  if (missing.length) return `the district's student helpline is not configured (${missing.join(', ')})`;
  if (!/^\+?[\d ]{3,16}$/.test(env.VITE_STUDENT_HELPLINE_PHONE!.trim())) return 'VITE_STUDENT_HELPLINE_PHONE is not a phone number';
  return null;
}

/** The configured district student helpline, or the local placeholder when the configuration is missing or unusable. */
export function studentHelplineFrom(env: Record<string, string | undefined>): StudentHelpline {
  if (studentHelplineConfigProblem(env)) return LOCAL_STUDENT_HELPLINE;
  const phone = env.VITE_STUDENT_HELPLINE_PHONE!.trim();
  return { name: env.VITE_STUDENT_HELPLINE_NAME!.trim(), phone, phoneHref: telHref(phone), localPlaceholder: false };
}
