// GPS detection for the Location button and /location-test (docs/requirements/search-and-listings.md#gps-detection).
// A high-accuracy fix is tried first; when it fails for any reason other than a refused permission we ask
// again with low accuracy and a cached fix allowed — cheap Android phones indoors often have no satellite
// fix within 10 s but can answer at once from Wi-Fi/cell positioning.
import { useCallback, useEffect, useRef, useState } from 'react';
import { GPS } from '@kotastay/shared/constants';

export type GpsErrorCode = 'permission_denied' | 'position_unavailable' | 'timeout' | 'unsupported' | 'unknown';

export type GpsFix = {
  lat: number;
  lng: number;
  accuracyM: number;
  /** Whether the answer came from the first (high accuracy) request or the low-accuracy retry. */
  source: 'high_accuracy' | 'low_accuracy';
  /** When the device took the fix (ms since epoch); a low-accuracy answer may be up to 5 minutes old. */
  takenAtMs: number;
};

export class GpsError extends Error {
  override readonly name = 'GpsError';
  constructor(
    readonly code: GpsErrorCode,
    /** The browser's own message, kept for the diagnostics screen; never shown as the user-facing text. */
    readonly detail = '',
  ) {
    super(code);
  }
}

/** One attempt, as recorded for /location-test. */
export type GpsAttempt = {
  mode: 'high_accuracy' | 'low_accuracy';
  options: PositionOptions;
  outcome: 'success' | GpsErrorCode;
  detail: string;
  durationMs: number;
};

export const HIGH_ACCURACY_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: GPS.highAccuracyTimeoutMs,
  maximumAge: GPS.highAccuracyMaxAgeMs,
};
export const LOW_ACCURACY_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: GPS.lowAccuracyTimeoutMs,
  maximumAge: GPS.lowAccuracyMaxAgeMs,
};

// GeolocationPositionError codes (the constants are not on every engine's error object).
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

function codeOf(err: unknown): GpsErrorCode {
  const code = typeof err === 'object' && err !== null && 'code' in err ? (err as { code: unknown }).code : undefined;
  if (code === PERMISSION_DENIED) return 'permission_denied';
  if (code === POSITION_UNAVAILABLE) return 'position_unavailable';
  if (code === TIMEOUT) return 'timeout';
  return 'unknown';
}

function messageOf(err: unknown): string {
  return typeof err === 'object' && err !== null && 'message' in err
    ? String((err as { message: unknown }).message)
    : String(err);
}

function once(geolocation: Geolocation, options: PositionOptions): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    try {
      geolocation.getCurrentPosition(resolve, reject, options);
    } catch (err) {
      // Some embedded browsers throw synchronously (e.g. blocked by a permissions policy).
      reject(err);
    }
  });
}

/**
 * Asks the device for its position: high accuracy first, then — unless permission was refused — low accuracy.
 * Rejects with a GpsError. `onAttempt` reports each request for diagnostics.
 */
export async function locate(
  geolocation: Geolocation | undefined,
  onAttempt?: (attempt: GpsAttempt) => void,
  now: () => number = Date.now,
): Promise<GpsFix> {
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') throw new GpsError('unsupported');
  let lastError: GpsError | null = null;
  for (const [mode, options] of [
    ['high_accuracy', HIGH_ACCURACY_OPTIONS],
    ['low_accuracy', LOW_ACCURACY_OPTIONS],
  ] as const) {
    const startedMs = now();
    try {
      const pos = await once(geolocation, options);
      onAttempt?.({ mode, options, outcome: 'success', detail: '', durationMs: now() - startedMs });
      return {
        lat: pos.coords.latitude,
        lng: pos.coords.longitude,
        accuracyM: pos.coords.accuracy,
        source: mode,
        takenAtMs: pos.timestamp,
      };
    } catch (err) {
      lastError = new GpsError(codeOf(err), messageOf(err));
      onAttempt?.({ mode, options, outcome: lastError.code, detail: lastError.detail, durationMs: now() - startedMs });
      // Asking again after a refusal would only fail again (and some browsers count it as nagging).
      if (lastError.code === 'permission_denied') throw lastError;
    }
  }
  throw lastError ?? new GpsError('unknown');
}

export type GpsState =
  | { status: 'idle' }
  | { status: 'detecting' }
  | { status: 'success'; fix: GpsFix }
  | { status: 'error'; error: GpsError };

function browserGeolocation(): Geolocation | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.geolocation;
}

/**
 * React state around `locate`. `detect()` resolves with the fix (or null on failure) so a caller can act on
 * the result without an effect; while a detection runs further calls are ignored (the button is disabled too).
 */
export function useGpsLocation(options: { geolocation?: () => Geolocation | undefined } = {}) {
  const getGeolocation = options.geolocation ?? browserGeolocation;
  const [state, setState] = useState<GpsState>({ status: 'idle' });
  const [attempts, setAttempts] = useState<GpsAttempt[]>([]);
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const detect = useCallback(async (): Promise<GpsFix | null> => {
    if (running.current) return null;
    running.current = true;
    setState({ status: 'detecting' });
    setAttempts([]);
    try {
      const fix = await locate(getGeolocation(), (a) => {
        if (mounted.current) setAttempts((prev) => [...prev, a]);
      });
      if (mounted.current) setState({ status: 'success', fix });
      return fix;
    } catch (err) {
      const error = err instanceof GpsError ? err : new GpsError('unknown', messageOf(err));
      if (mounted.current) setState({ status: 'error', error });
      return null;
    } finally {
      running.current = false;
    }
  }, [getGeolocation]);

  const reset = useCallback(() => {
    if (!running.current) setState({ status: 'idle' });
  }, []);

  return { state, attempts, detect, reset };
}
