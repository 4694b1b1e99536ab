// @vitest-environment jsdom
// index.html's second inline script (docs/decisions/231-taps-before-hydration.md): a tap on a server-rendered
// control React has not hydrated yet is kept and replayed once the control is live. Here React's part is played by
// hand: a node becomes live when it gets a `__reactProps$…` key, and the root's listener stands for React's.
// The browser's side (a real hydration on Hosting and on the dev server) is e2e/server-rendered-pages.e2e.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

const html = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1] as string)
  .find((s) => s.includes('__reactProps$')) as string;

const PAGE = `
  <div id="root" data-prerendered="/pg-listing">
    <button id="filters">Filters</button>
    <a id="card" href="/pg/1"><span id="card-name">Nandini</span><button id="save">Save</button></a>
    <details><summary id="faq">Is there a deposit?</summary><p>No.</p></details>
    <div class="gm-style"><button id="zoom">+</button></div>
    <select id="sort"><option value="distance">Nearest</option><option value="price_asc">Cheapest</option></select>
    <label><input id="ac" type="checkbox"> AC</label>
    <input id="box" type="search">
    <form action="/pg-listing"><button id="search">Search</button></form>
    <form><button id="send">Send</button></form>
    <button id="off" disabled>Off</button>
  </div>`;

let heard: string[];
/** Whether an event was already cancelled when React's listener heard it. */
let cancelledWhenHeard: boolean[];
const $ = (id: string) => document.getElementById(id) as HTMLElement;
const makeLive = (id: string) => Object.assign($(id), { __reactProps$abc: {} });
const tap = (id: string) => {
  const e = new MouseEvent('click', { bubbles: true, cancelable: true });
  $(id).dispatchEvent(e);
  return e;
};

beforeAll(() => {
  // The script listens on the document for the page's whole life: installed once, as a page does.
  window.eval(script);
});

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/pg-listing?query=talwandi');
  document.body.innerHTML = PAGE;
  heard = [];
  cancelledWhenHeard = [];
  // React's listeners sit on the root, below the document's capture listener.
  for (const type of ['mousedown', 'mouseup', 'click', 'change'])
    $('root').addEventListener(type, (e) => {
      heard.push(`${type}:${(e.target as HTMLElement).id}`);
      cancelledWhenHeard.push(e.defaultPrevented);
    });
});

// jsdom cannot follow a link or send a form: what reaches the document is cancelled after React has heard it.
const cancelAtTheEnd = (e: Event) => {
  if ((e.target as Element).closest('a, form')) e.preventDefault();
};
beforeAll(() => document.addEventListener('click', cancelAtTheEnd));

afterEach(() => {
  vi.advanceTimersByTime(11_000); // drain whatever a test left queued
  vi.useRealTimers();
});

describe('a tap on a control not yet hydrated', () => {
  test('is stopped before React sees it, and replayed as mousedown, mouseup, click once the control is live', () => {
    const e = tap('filters');
    expect(e.defaultPrevented).toBe(true);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(heard).toEqual([]);
    makeLive('filters');
    vi.advanceTimersByTime(60);
    expect(heard).toEqual(['mousedown:filters', 'mouseup:filters', 'click:filters']);
  });

  test('tapped three times while waiting, it is replayed once', () => {
    tap('filters');
    tap('filters');
    tap('filters');
    makeLive('filters');
    vi.advanceTimersByTime(60);
    expect(heard.filter((h) => h === 'click:filters')).toHaveLength(1);
  });

  test('taps are replayed in order: a later one waits for an earlier one', () => {
    tap('filters');
    tap('send');
    makeLive('send');
    vi.advanceTimersByTime(200);
    expect(heard).toEqual([]);
    makeLive('filters');
    vi.advanceTimersByTime(60);
    expect(heard.filter((h) => h.startsWith('click'))).toEqual(['click:filters', 'click:send']);
  });

  test('a button inside a link is the button’s tap (Save on a card), not the link’s', () => {
    expect(tap('save').defaultPrevented).toBe(true);
    makeLive('save');
    vi.advanceTimersByTime(60);
    expect(heard).toContain('click:save');
  });

  test('a checkbox is not toggled by the early tap, and toggled once by the replay', () => {
    expect(tap('ac').defaultPrevented).toBe(true);
    makeLive('ac');
    vi.advanceTimersByTime(60);
    expect(($('ac') as HTMLInputElement).checked).toBe(true);
  });

  test('a submit button of a form without an action is kept (the browser would reload the page)', () => {
    expect(tap('send').defaultPrevented).toBe(true);
  });

  test('is dropped after 10 s, or when React replaced the node', () => {
    tap('filters');
    vi.advanceTimersByTime(10_100);
    makeLive('filters');
    vi.advanceTimersByTime(100);
    expect(heard).toEqual([]);

    tap('send');
    $('send').remove();
    vi.advanceTimersByTime(100);
    expect(heard).toEqual([]);
  });

  test('a choice in a native list is kept as its change, stopped before React, and replayed once', () => {
    const sort = $('sort') as HTMLSelectElement;
    sort.value = 'price_asc';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    expect(heard).toEqual([]);
    makeLive('sort');
    vi.advanceTimersByTime(60);
    expect(heard).toEqual(['change:sort']);
    expect(sort.value).toBe('price_asc');
  });
});

describe('what the browser handles by itself, or what is live, is left alone', () => {
  test.each([
    ['a link', 'card-name'],
    ['a <details> summary (the FAQ opens without JavaScript)', 'faq'],
    ['a text field', 'box'],
    ['a submit button of a form with an action (the search)', 'search'],
    ['a disabled button', 'off'],
    ['a map’s own controls (Google Maps draws them, React never hydrates them)', 'zoom'],
  ])('%s', (_, id) => {
    tap(id);
    expect(heard).toEqual([`click:${id}`]);
    expect(cancelledWhenHeard).toEqual([false]);
  });

  test('a live control', () => {
    makeLive('filters');
    tap('filters');
    expect(heard).toEqual(['click:filters']);
    expect(cancelledWhenHeard).toEqual([false]);
  });

  test('a page the server did not render (the app shell: React created every node)', () => {
    $('root').removeAttribute('data-prerendered');
    tap('filters');
    expect(heard).toEqual(['click:filters']);
  });

  test('another page than the one the server rendered (after a move inside the app)', () => {
    window.history.replaceState(null, '', '/pg/1');
    tap('filters');
    expect(heard).toEqual(['click:filters']);
    window.history.replaceState(null, '', '/pg-listing/');
    expect(tap('filters').defaultPrevented).toBe(true); // the same page, with a trailing slash: kept
    expect(heard).toEqual(['click:filters']);
  });
});
