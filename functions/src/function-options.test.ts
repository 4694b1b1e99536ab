// Every function index.ts exports is deployed with a region and an instance cap, and the ones that must answer fast
// (the pages behind shared links, the 7-second sign-in blocking functions) keep an instance warm. Read from each
// function's deploy manifest entry (`__endpoint`, what `firebase deploy` reads), not from our option objects.
import { expect, test } from 'vitest';
import * as functions from './index';

type Endpoint = { region?: string[]; maxInstances?: number; minInstances?: number; eventTrigger?: { retry?: boolean }; scheduleTrigger?: unknown };
const endpoints = Object.entries(functions as Record<string, unknown>)
  .filter(([, f]) => typeof f === 'function' && '__endpoint' in (f as object))
  .map(([name, f]) => [name, (f as { __endpoint: Endpoint }).__endpoint] as const);

const WARM = ['pages', 'indiaOnlyBeforeCreate', 'indiaOnlyBeforeSignIn'];

test('every exported function is found (the manifest is what is read)', () => {
  expect(endpoints.map(([n]) => n).sort()).toEqual(expect.arrayContaining(['api', 'pages', 'searchIndexSync', 'userRoleSync', 'outboxDelivery', ...WARM]));
  expect(endpoints.length).toBe(Object.values(functions).filter((f) => typeof f === 'function' && '__endpoint' in (f as object)).length);
});

test.each(endpoints)('%s has the region and an instance cap', (_name, e) => {
  expect(e.region).toEqual(['asia-south1']);
  expect(e.maxInstances).toBeGreaterThanOrEqual(1);
  expect(e.maxInstances).toBeLessThanOrEqual(20);
});

test.each(WARM)('%s keeps one instance warm', (name) => {
  const e = Object.fromEntries(endpoints)[name];
  expect(e?.minInstances).toBeGreaterThanOrEqual(1);
});

test('scheduled jobs run one instance at a time', () => {
  const jobs = endpoints.filter(([, e]) => e.scheduleTrigger);
  expect(jobs.length).toBeGreaterThanOrEqual(4);
  for (const [name, e] of jobs) expect(e.maxInstances, name).toBe(1);
});

test('event triggers are retried on failure (their handlers are idempotent and cut off old events)', () => {
  const triggers = endpoints.filter(([, e]) => e.eventTrigger && !e.scheduleTrigger);
  expect(triggers.map(([n]) => n).sort()).toEqual(['outboxDelivery', 'searchIndexSync', 'userRoleSync']);
  for (const [name, e] of triggers) expect(e.eventTrigger?.retry, name).toBe(true);
});
