// The crawler's parts (issue #21, e2e/crawl.e2e.ts): the route table walked into paths and the guards they sit under,
// who may pass which guard, and the checks run inside a page.
import type { RouteObject } from 'react-router-dom';
import { isValidElement, type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { isAdminRole, isTeamRole, type Role } from '@kotastay/shared/roles';
import {
  RequireAdmin,
  RequireAuth,
  RequireRole,
  RequireSignedIn,
  RequireTeam,
} from '../../web/src/features/auth/components/guards';
import { BareLayout, SiteLayout } from '../../web/src/app/layouts';

/** A guard a route sits under, as its element says (props included: RequireRole's role, RequireTeam's role). */
export type Guard =
  | { kind: 'signed-in' }
  | { kind: 'auth' }
  | { kind: 'role'; role: Role }
  | { kind: 'admin' }
  | { kind: 'team'; role: Role | null };

export type CrawlRoute = {
  /** The route's pattern as the table writes it ('/pg/:id', '*'). */
  pattern: string;
  guards: Guard[];
  /** A <Navigate> route: where it sends the reader. */
  redirectTo: string | null;
};

const LAYOUTS: unknown[] = [SiteLayout, BareLayout];

function guardOf(element: ReactElement): Guard | 'layout' {
  const props = element.props as { role?: Role };
  if (LAYOUTS.includes(element.type)) return 'layout';
  if (element.type === RequireSignedIn) return { kind: 'signed-in' };
  if (element.type === RequireAuth) return { kind: 'auth' };
  if (element.type === RequireRole) return { kind: 'role', role: props.role as Role };
  if (element.type === RequireAdmin) return { kind: 'admin' };
  if (element.type === RequireTeam) return { kind: 'team', role: props.role ?? null };
  const name = typeof element.type === 'function' ? element.type.name : String(element.type);
  throw new Error(`the crawler does not know the route element <${name}> that has child routes: teach e2e/support/crawl.ts who passes it`);
}

/** Every path of the route table with the guards above it, in the table's order. */
export function walkRoutes(table: readonly RouteObject[], guards: Guard[] = []): CrawlRoute[] {
  const found: CrawlRoute[] = [];
  for (const route of table) {
    let inner = guards;
    if (route.children) {
      if (isValidElement(route.element)) {
        const guard = guardOf(route.element);
        if (guard !== 'layout') inner = [...guards, guard];
      }
      found.push(...walkRoutes(route.children, inner));
    }
    if (route.path === undefined) continue;
    const element = route.element;
    const redirectTo =
      isValidElement(element) && element.type === Navigate ? String((element.props as { to: string }).to) : null;
    found.push({ pattern: route.path, guards, redirectTo });
  }
  return found;
}

/** Who the crawler signs in as: a role claim, and whether the account has a profile (a parent has none). */
export type Visitor = { name: string; signedIn: boolean; role: Role | null; hasProfile: boolean };

function passes(visitor: Visitor, guard: Guard): boolean {
  switch (guard.kind) {
    case 'signed-in':
      return visitor.signedIn;
    case 'auth':
      return visitor.signedIn && visitor.hasProfile;
    case 'role':
      return visitor.role === guard.role;
    case 'admin':
      return isAdminRole(visitor.role);
    case 'team':
      return isAdminRole(visitor.role) || (guard.role ? visitor.role === guard.role : isTeamRole(visitor.role));
  }
}

export const canReach = (visitor: Visitor, route: CrawlRoute): boolean => route.guards.every((g) => passes(visitor, g));

/** What one look at a page found (run in the page by PAGE_CHECKS). */
export type PageFindings = {
  innerWidth: number;
  scrollWidth: number;
  /** Elements whose right edge passes the window (outermost only): 'selector (right edge px)'. */
  wide: string[];
  /** <img> without width and height (nor a CSS aspect-ratio): their src. */
  images: string[];
  /** Visible text outside lang="en" parts, when asked for: each text node's trimmed text. */
  texts: string[];
};

/**
 * Run in the page (a string, so no build helper leaks into the serialised function): overflow, image dimensions and,
 * with `true`, the visible text. Elements inside a container that clips or scrolls sideways are that container's
 * business; invisible ones, and ones wholly off-screen to the left (the skip link at left:-9999px), are left out.
 */
export const pageChecks = (withText: boolean) => `(() => {
  const W = window.innerWidth;
  const label = (el) => {
    let s = el.tagName.toLowerCase();
    const testId = el.getAttribute('data-testid');
    if (testId) return s + '[data-testid="' + testId + '"]';
    if (el.id) return s + '#' + el.id;
    const mui = [...el.classList].filter((c) => /^Mui[A-Za-z]+-[a-z]/.test(c) || /^Mui[A-Za-z]+-root$/.test(c)).slice(0, 2);
    return s + mui.map((c) => '.' + c).join('');
  };
  const where = (el) => {
    const parts = [];
    for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) parts.unshift(label(e));
    return parts.join(' > ');
  };
  const clipped = (el) => {
    for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      if (/auto|scroll|hidden|clip/.test(getComputedStyle(a).overflowX)) return true;
    }
    return false;
  };
  const wide = [];
  const flagged = new Set();
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.right <= W + 1 || r.width === 0 || r.height === 0 || r.right <= 0) continue;
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    if (clipped(el)) continue;
    if (el.parentElement && flagged.has(el.parentElement)) { flagged.add(el); continue; }
    flagged.add(el);
    wide.push(where(el) + ' (right edge ' + Math.round(r.right) + ' px)');
  }
  const images = [];
  for (const img of document.images) {
    if (img.getAttribute('width') && img.getAttribute('height')) continue;
    if (getComputedStyle(img).aspectRatio !== 'auto') continue;
    images.push((img.getAttribute('src') || '').slice(0, 120) + ' in ' + where(img));
  }
  const texts = [];
  if (${withText}) {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent.trim();
      if (!/[A-Za-z]{2}/.test(text) || seen.has(text)) continue;
      const parent = n.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const lang = parent.closest('[lang]');
      if (lang && !lang.getAttribute('lang').startsWith('hi')) continue;
      seen.add(text);
      texts.push(text);
    }
  }
  return { innerWidth: W, scrollWidth: document.documentElement.scrollWidth, wide, images, texts };
})()`;

const LATIN_LETTER = /[A-Za-z]/;

/** `text` with every whole-word occurrence of `phrase` blanked ('Fri' keeps its 'ri'; 'Meera PG,' loses 'Meera PG'). */
function withoutWord(text: string, phrase: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const end = at + phrase.length;
    if (at < from || LATIN_LETTER.test(text[at - 1] ?? '') || LATIN_LETTER.test(text[end] ?? '')) continue;
    out += `${text.slice(from, at)} `;
    from = end;
  }
  return out + text.slice(from);
}

/**
 * Latin words of a Hindi page's text that are not proper names or codes: `names` are whole phrases (a PG's name, an
 * area, a person) removed first, longest first; what is left may hold only `codes` (PG, JEE, OTP…).
 */
export function latinLeftovers(text: string, names: readonly string[], codes: ReadonlySet<string>): string[] {
  let rest = text;
  // Names and written text first: they may hold digits and addresses (446-A, 1st).
  for (const name of names) if (rest.includes(name)) rest = withoutWord(rest, name);
  rest = rest
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\b(https?:\/\/|www\.)\S+/g, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)*\.(in|com|org)\b(\/[\w/.-]*)?/g, ' ')
    // Codes and ids: receipt and payment numbers, anything with a digit or an underscore (KS-TEST-BK-1, pay_x).
    .replace(/[\w-]*[\d_][\w-]*/g, (m) => (/[A-Za-z]/.test(m) ? ' ' : m))
    // Numbers with units: 2 km, 500 m.
    .replace(/\d+(\.\d+)?\s?(km|m)\b/g, ' ');
  const words = rest.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [];
  return words.filter((w) => !codes.has(w) && !codes.has(w.replace(/s$/, '')));
}
