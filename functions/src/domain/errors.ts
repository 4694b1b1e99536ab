// Errors the domain throws, in its own words. The HTTP layer maps them to status codes in ONE place
// (functions/src/http/errors.ts); triggers, scheduled jobs and scripts can catch them without knowing HTTP.
import type { Role } from '@kotastay/shared/roles';

/** Who asks the domain to do something: a verified user (from an ID token, a trigger's event, a script). */
export type Actor = { uid: string; role: Role | null };

export abstract class DomainError extends Error {
  /** A stable machine code, sent to clients as `error`. */
  abstract readonly code: string;
  constructor(
    message: string,
    /** Per-field messages for input errors, keyed by the field's path. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing does not exist, or the actor may not know it exists (one answer for both). */
export class NotFound extends DomainError {
  readonly code: string;
  constructor(what: string, code = 'not_found') {
    super(`${what} was not found.`);
    this.code = code;
  }
}

/** The actor is known but may not do this. */
export class Forbidden extends DomainError {
  constructor(
    message = 'Your account is not allowed to do this.',
    readonly code: string = 'forbidden',
  ) {
    super(message);
  }
}

/** The request is understood and allowed in general, but the current state forbids it. */
export class Conflict extends DomainError {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Input the domain refuses, naming each bad field. */
export class InvalidInput extends DomainError {
  readonly code = 'invalid_input';
  constructor(message: string, fields?: Record<string, string>) {
    super(message, fields);
  }
}

/** A service the domain depends on is missing or failed. */
export class Unavailable extends DomainError {
  constructor(
    readonly code: string,
    message: string,
    /** Whether the dependency is absent here (not configured) rather than failing right now. */
    readonly notConfigured = false,
  ) {
    super(message);
  }
}

/** What kind of failure a feature's own error is; the HTTP layer maps each kind as it maps the classes above. */
/** `unavailable`: a service this deployment needs is not set up (503), e.g. no payment gateway configured. */
/** `rate_limited`: the actor asked too often (429), e.g. too many bookings in a day. */
/** `gone`: what was asked for existed and has ended for good (410), e.g. an expired parent approval link. */
export type ErrorKind = 'invalid' | 'not_found' | 'forbidden' | 'conflict' | 'too_large' | 'unavailable' | 'rate_limited' | 'gone';

/**
 * A feature's error that names its kind and a stable code itself (KycError, ListingError): one mapping for all of
 * them in functions/src/http/http-error.ts, so no routes file keeps its own status table.
 */
export class KindedError extends DomainError {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    fields?: Record<string, string>,
  ) {
    super(message, fields);
  }
}
