// The offline page (/offline; Hosting serves offline.html): what the service worker shows instead of a page that
// needs the network (a PG page, search results) when there is none. One self-contained HTML file — no JavaScript
// bundle, no fonts, no requests — so it shows even when nothing else was cached. Both languages are in it: the
// browser's language comes first (a two-line script), English first without script. The build writes it
// (scripts/prerender.mjs) and the dev server answers it from the same function (web/vite.config.ts).
import { COLORS } from '@kotastay/shared/constants';
import { ROUTES } from '@kotastay/shared/routes';
import { escapeHtml as escape } from '../../lib/page-meta';
import { en } from './i18n/en';
import { hi } from './i18n/hi';

type PageStrings = (typeof en)['page'];

function block(lang: 'en' | 'hi', s: PageStrings): string {
  return (
    `<section lang="${lang}" data-lang="${lang}">` +
    `<h1>${escape(s.heading)}</h1>` +
    `<p>${escape(s.text)}</p>` +
    // The same URL again (the service worker tries the network first).
    `<p><a class="button" href="">${escape(s.retry)}</a></p>` +
    `<p class="muted">${escape(s.available)}</p>` +
    `<ul><li><a href="${ROUTES.saved}">${escape(s.saved)}</a></li>` +
    `<li><a href="${ROUTES.bookings}">${escape(s.bookings)}</a></li>` +
    `<li><a href="${ROUTES.home}">${escape(s.home)}</a></li></ul>` +
    `</section>`
  );
}

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">' +
  `<rect width="64" height="64" rx="14" fill="${COLORS.primary}"/>` +
  '<path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill="#fff"/>' +
  `<circle cx="46" cy="18" r="6" fill="${COLORS.cta}"/></svg>`;

export function renderOfflinePage(): string {
  const css = [
    'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif;background:#f7f8fc;color:#1d2433;line-height:1.5}',
    `header{display:flex;align-items:center;gap:8px;padding:12px 16px;background:#fff;border-bottom:1px solid #e3e6ef;font-weight:800;font-size:20px;color:${COLORS.primary}}`,
    'main{max-width:560px;margin:0 auto;padding:24px 16px 48px}',
    'section{background:#fff;border:1px solid #e3e6ef;border-radius:12px;padding:20px;margin-bottom:16px}',
    'h1{font-size:24px;margin:0 0 8px}',
    'p{margin:0 0 12px}',
    `a{color:${COLORS.primary};font-weight:600}`,
    `.button{display:inline-block;background:${COLORS.primary};color:#fff;text-decoration:none;padding:10px 20px;border-radius:12px;min-height:24px}`,
    '.muted{color:#5b6475;margin-top:16px}',
    'ul{margin:0;padding-left:20px}li{padding:4px 0}',
  ].join('');
  // Hindi first when the browser prefers it.
  const script =
    "(function(){var m=document.querySelector('main'),h=m.querySelector('[data-lang=hi]');" +
    "if(/^hi\\b/i.test(navigator.language||''))m.insertBefore(h,m.firstChild)})()";
  return (
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
    '<meta name="viewport" content="width=device-width, initial-scale=1" />' +
    `<meta name="theme-color" content="${COLORS.primary}" /><meta name="robots" content="noindex" />` +
    `<title>${escape(en.page.title)}</title><style>${css}</style></head>` +
    `<body><header>${LOGO}<span>KotaStay</span></header>` +
    `<main>${block('en', en.page)}${block('hi', hi.page)}</main>` +
    `<script>${script}</script></body></html>`
  );
}
