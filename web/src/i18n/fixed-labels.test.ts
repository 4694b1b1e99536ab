// Every fixed list in shared/ (the codes the data and the API use: amenities, room kinds, statuses, reasons…) has a
// label for each of its codes in English and in Hindi (issue #21: no code shown as raw English on a Hindi page). A
// list people see names where its labels are (LABELLED); a list nobody reads as words says why (NOT_LABELS). A new
// exported list in shared/ fails this test until it is in one of the two.
import { beforeAll, describe, expect, test } from 'vitest';
import i18n, { loadAllStrings } from './index';

const modules = import.meta.glob<Record<string, unknown>>(['../../../shared/src/**/*.ts', '!../../../shared/src/**/*.test.ts'], { eager: true });

/** A fixed list's codes: an array of strings, an array of `{ key }`, or an ALL_CAPS record keyed by code. */
function codesOf(name: string, value: unknown): string[] | null {
  if (!/^[A-Z][A-Z0-9_]*$/.test(name) || !value || typeof value !== 'object' || value instanceof RegExp) return null;
  if (Array.isArray(value)) {
    if (value.length && value.every((v) => typeof v === 'string')) return value as string[];
    if (value.length && value.every((v) => v && typeof v === 'object' && typeof (v as { key?: unknown }).key === 'string'))
      return value.map((v) => (v as { key: string }).key);
    return null;
  }
  return Object.keys(value);
}

/** Each list by its export name; two different lists of one name (GENDERS) are told apart by their file. */
const found: { name: string; file: string; codes: string[] }[] = [];
for (const [file, exports] of Object.entries(modules))
  for (const [name, value] of Object.entries(exports)) {
    const codes = codesOf(name, value);
    if (codes) found.push({ name, file: file.replace(/^.*shared\/src\//, ''), codes });
  }
const LISTS = new Map<string, string[]>();
for (const f of found) {
  const same = found.filter((g) => g.name === f.name);
  // A re-export is the same list (schemas/pg.ts re-exports vocabulary.ts's GENDERS): named by the last such file.
  const origin = same.filter((g) => g.codes.join() === f.codes.join()).map((g) => g.file).sort().at(-1);
  LISTS.set(same.every((g) => g.codes.join() === f.codes.join()) ? f.name : `${f.name} (${origin})`, f.codes);
}

/** Where each shown list's labels are: 'namespace:path' objects holding a string per code (every one is checked). */
const LABELLED: Record<string, readonly string[]> = {
  PG_TYPES: ['listings:pgType', 'owner:wizard.types'],
  'GENDERS (vocabulary.ts)': ['listings:gender', 'listings:genderLong', 'owner:wizard.genders'],
  'GENDERS (schemas/user.ts)': ['account:profile.genders'],
  SHARING_TYPES: ['listings:sharing', 'listings:sharingLong', 'bookings:form.sharing', 'owner:wizard.sharings'],
  AMENITIES: ['listings:amenity'],
  SAFETY_AMENITIES: ['listings:amenity'],
  LISTING_REPORT_REASONS: ['listings:report.reasons', 'admin:reports.reasons'],
  LISTING_REPORT_STATUSES: ['admin:reports.statuses'],
  OPEN_LISTING_REPORT_STATUSES: ['admin:reports.statuses'],
  LISTING_REPORT_OUTCOMES: ['admin:reports.statuses'],
  FOOD_FILTERS: ['listings:food'],
  LEDGER_KINDS: ['earnings:ledger.kind'],
  PAYOUT_STATES: ['earnings:statements.payout'],
  FUNNEL: ['owner:performance.steps'],
  NEARBY_SORTS: ['listings:sort'],
  CHECKLIST_ITEMS: ['listings:checklist'],
  DECLARATION_ITEMS: ['listings:checklist'],
  PLACE_KINDS: ['listings:searchBar.kinds'],
  NEARBY_PLACE_KINDS: ['listings:searchBar.kinds'],
  ELECTRICITY_MODES: ['costs:step.electricityModes'],
  EXTRA_MODES: ['costs:step.extraModes'],
  RECURRING_EXTRAS: ['costs:line'],
  CHARGE_KEYS: ['costs:line'],
  ROLES: ['common:roles'],
  TEAM_ROLES: ['common:roles'],
  ADMIN_ROLES: ['common:roles'],
  GRANTABLE_ROLES: ['common:roles'],
  BOOKING_STATUSES: ['bookings:statuses', 'bookings:timeline.steps', 'team:status'],
  CANCELLABLE_STATUSES: ['bookings:statuses', 'team:status'],
  BOOKING_DESK_STATUSES: ['team:status'],
  DATA_EXPORT_SECTIONS: ['account:data.sections'],
  PRIVACY_REQUEST_KINDS: ['admin:privacy.kinds'],
  CONSENT_SCOPE: ['parents:consent.covers'],
  MOVEIN_DESK_STATUSES: ['team:status'],
  CANCEL_REASONS: ['bookings:cancelReasons'],
  STAFF_CANCEL_REASONS: ['bookings:cancelReasons'],
  MOVEIN_CHECKLIST: ['bookings:checklist', 'parents:checklist'],
  EMPTY_CHECKLIST: ['bookings:checklist', 'parents:checklist'],
  TIMELINE_NOTES: ['bookings:timeline.notes'],
  ID_TYPES: ['kyc:verify.idType.options'],
  KYC_STATUSES: ['kyc:status'],
  REVIEW_CATEGORIES: ['reviews:categories'],
  REVIEW_CATEGORY_LABELS: ['reviews:categories'],
  STAY_STATUSES: ['stays:card.status'],
  COMPLAINT_CATEGORIES: ['complaints:categories'],
  COMPLAINT_ROUTING: ['complaints:categories'],
  COMPLAINT_STATUSES: ['complaints:status'],
  AWAITING_ANSWER: ['complaints:status'],
  WITH_OWNER: ['complaints:status'],
  UNRESOLVED: ['complaints:status'],
  ESCALATION_REASONS: ['complaints:escalation'],
};
/** Codes labelled outside their list's object: 'LIST.code' → 'namespace:key'. */
const ELSEWHERE: Record<string, string> = {
  'NEARBY_SORTS.total_asc': 'costs:sort.total_asc',
  'REVIEW_CATEGORIES.overall': 'reviews:overall',
  'REVIEW_CATEGORY_LABELS.overall': 'reviews:overall',
};

/** Lists whose codes are never shown as words, and why. */
const NOT_LABELS: Record<string, string> = {
  RENT_STATUSES: 'the rent panel says each state in a sentence of its own (stays:rent.due, .receipt, .refund.*), never the code',
  CONSENT_STATES: 'a consent card says each state in a sentence of its own (parents:consent.granted, .withdrawn), never the code',
  RETENTION: 'words in both languages inside each entry (shared/src/retention.ts), shown by the privacy page’s RetentionList',
  RETENTION_IDS: 'the keys of RETENTION',
  ROOM_CHANGE_STATUSES: 'a stay card says each state of a room change in a sentence of its own (stays:roomChange.requested, .done, .declined), never the code',
  REVIEW_INVITE_KINDS: 'which review invitation a text was (a template suffix); never shown',
  PERMANENT_META_DOCS: 'document ids',
  LOCAL_GRIEVANCE_OFFICER: 'configuration; its placeholder name is shown as info:grievance.localName',
  GRIEVANCE_ENV_KEYS: 'environment variable names',
  STUDENT_HELPLINE_ENV_KEYS: 'environment variable names',
  LOCAL_STUDENT_HELPLINE: 'configuration; its placeholder name is shown as complaints:helplines.localName',
  AUDIT_TARGET_TYPES: 'stored values; the audit log shows each entry’s summary',
  INDIA_BOUNDS: 'coordinates',
  PHOTO_VARIANTS: 'image sizes',
  BANK_ACCOUNT_FIELDS: 'the bank form’s field validators keyed by field name (the KYC and earnings forms label each field in their own strings), never shown as words',
  COMPLAINT_PHOTO_SIZES: 'image sizes of a complaint photo (the API’s size=thumb|full), never shown',
  PG_CARD_IDENTITY: 'field names of a listing (a schema pick), not words',
  DEMO_PHOTO_SCENES: 'file names of the generated demo photos',
  VISIT_SLOTS: 'times: shown through formatKotaTime',
  VISIT_HOURS: 'times: shown through formatKotaTime',
  LANGUAGES: 'shown by LANGUAGE_NAMES, each in its own script',
  LANGUAGE_NAMES: 'each language named in its own script',
  SWITCH_LABELS: 'each written in the language it switches to',
  EXAMS: 'exam names (JEE, NEET, Foundation), the same in both languages',
  KYC_CONTENT_TYPES: 'file types the upload accepts',
  PG_SUMMARY_SOURCE_FIELDS: 'document field names',
  COMPARE_SOURCE_FIELDS: 'document field names',
  DRAFT_OWNER_FIELDS: 'document field names',
  VERIFIED_FACT_FIELDS: 'document field names',
  LISTING_FILTERS: 'filter definitions; each filter is labelled by its screen',
  FILTER_KEYS: 'URL and query parameter names',
  URL_FILTER_KEYS: 'URL parameter names',
  LIST_SORTS: 'the list API’s sort parameter; no screen offers it',
  PG_STATUSES: 'stored state; owners see manage-pg’s own status words (owner:manage.status)',
  VERIFICATION_STATUSES: 'stored state, not shown as a word',
  REVIEW_STATES: 'stored state; owners see manage-pg’s own status words (owner:manage.status)',
  REVIEW_STATUSES: 'stored state; the review desk says “Hidden” with its own words',
  AUDIT_ACTIONS: 'the staff audit log’s action codes, shown as codes',
  ACCOUNT_TYPES: 'stored; the profile form asks “I am a student” / “I own a PG” in its own words',
  USER_EXAMS: 'exam names (JEE, NEET), the same in both languages',
  SETTABLE_ROLES: 'the role API’s values; roles are labelled through ROLES (common:roles)',
  COLLECTIONS: 'Firestore collection names',
  ROUTES: 'paths',
  DISALLOWED_PATHS: 'robots.txt paths',
  CONTACT: 'phone numbers, addresses and links',
  COLORS: 'colours',
  DEFAULT_CENTER: 'coordinates',
  GPS: 'location settings',
  HERO_HEIGHT: 'layout sizes',
  PAYLOAD_TOO_LARGE: 'an HTTP error body',
};

function at(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), tree);
}

describe('fixed labels (issue #21)', () => {
  beforeAll(async () => {
    await i18n.loadLanguages('hi');
    await loadAllStrings();
  });

  test('every fixed list in shared/ is either labelled or said not to be words', () => {
    expect(LISTS.size).toBeGreaterThan(30);
    const unknown = [...LISTS.keys()].filter((n) => !(n in LABELLED) && !(n in NOT_LABELS));
    expect(unknown, 'add each to LABELLED (where its labels are) or NOT_LABELS (why it is never shown)').toEqual([]);
    const stale = [...Object.keys(LABELLED), ...Object.keys(NOT_LABELS)].filter((n) => !LISTS.has(n));
    expect(stale, 'no such list in shared/ any more').toEqual([]);
  });

  test.each(['en', 'hi'])('every code of every shown list has a label in %s', (language) => {
    const missing: string[] = [];
    for (const [name, places] of Object.entries(LABELLED)) {
      for (const code of LISTS.get(name) ?? []) {
        const targets = ELSEWHERE[`${name}.${code}`] ? [ELSEWHERE[`${name}.${code}`]!] : places.map((p) => `${p}.${code}`);
        for (const target of targets) {
          const [ns, path] = target.split(':') as [string, string];
          const label = at(i18n.getResourceBundle(language, ns), path);
          if (typeof label !== 'string' || !label.trim()) missing.push(`${name} ${code}: ${target}`);
          // The same text in Hindi as in English is English left untranslated (placeholders and brands aside).
          else if (language === 'hi' && label === at(i18n.getResourceBundle('en', ns), path) && /[a-z]{3}/.test(label.replace(/{{\w+}}|Google Maps/g, '')))
            missing.push(`${name} ${code}: ${target} is the English text`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
