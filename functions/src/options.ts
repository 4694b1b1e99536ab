// Options every function is deployed with (docs/decisions/198-retries-repair-and-caps.md). This module is the first
// import of index.ts and of every module that defines a function: firebase-functions reads the global options when
// a function is defined (onRequest, onDocumentWritten … read them at call time), so setting them here, before any
// definition, is what gives every function a region and an instance cap. Each function also names its own cap from
// the sets below, so the cap holds whichever module is loaded first.
import { setGlobalOptions } from 'firebase-functions/v2';
import { config } from './config';

/** The default for anything not named below. */
export const DEFAULT_MAX_INSTANCES = 10;

setGlobalOptions({ region: config.region, maxInstances: DEFAULT_MAX_INSTANCES });

/** The JSON API: many requests per instance, capped so a flood cannot run up an unbounded bill. */
export const apiOptions = { region: config.region, memory: '256MiB', concurrency: 80, maxInstances: 20 } as const;

/** Server-rendered pages: React rendering wants more memory; one warm instance keeps shared links fast. */
export const pagesOptions = { region: config.region, memory: '512MiB', concurrency: 40, minInstances: 1, maxInstances: 20 } as const;

/**
 * Identity Platform blocking functions must answer within 7 seconds or the sign-in fails: one instance stays warm so
 * no sign-in waits for a cold start.
 */
export const blockingOptions = { region: config.region, memory: '256MiB', minInstances: 1, maxInstances: 10 } as const;

/**
 * Firestore triggers, retried on failure: each handler is idempotent (it reads the current document rather than
 * trusting the event) and drops events older than MAX_EVENT_AGE_MS (triggers/event-age.ts), leaving those to the
 * repair job. A small cap: a burst of writes queues rather than fanning out.
 */
export const triggerOptions = { region: config.region, memory: '256MiB', maxInstances: 10, retry: true } as const;

/** Scheduled jobs: one instance, so a slow run is never overlapped by the next. */
export const jobOptions = { region: config.region, memory: '256MiB', maxInstances: 1 } as const;
