// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GPS } from '@kotastay/shared/constants';
import { GpsError, locate, useGpsLocation } from './use-gps-location';

type Outcome = { ok: true; lat: number; lng: number; accuracy: number } | { ok: false; code: number; message?: string };

/** A fake navigator.geolocation answering each getCurrentPosition call with the next scripted outcome. */
function fakeGeolocation(outcomes: Outcome[]) {
  const calls: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null, options?: PositionOptions) {
      calls.push(options ?? {});
      const next = outcomes.shift();
      if (!next) throw new Error('unexpected getCurrentPosition call');
      queueMicrotask(() => {
        if (next.ok) {
          success({
            coords: { latitude: next.lat, longitude: next.lng, accuracy: next.accuracy },
            timestamp: 1_700_000_000_000,
          } as GeolocationPosition);
        } else {
          failure?.({ code: next.code, message: next.message ?? '' } as GeolocationPositionError);
        }
      });
    },
    watchPosition: () => 0,
    clearWatch: () => undefined,
  } as Geolocation;
  return { geolocation, calls };
}

const FIX = { ok: true, lat: 25.1425, lng: 75.8526, accuracy: 35 } as const;

describe('locate', () => {
  it('asks once with high accuracy, 10 s timeout and no cached fix when that succeeds', async () => {
    const { geolocation, calls } = fakeGeolocation([FIX]);
    const fix = await locate(geolocation);
    expect(fix).toMatchObject({ lat: 25.1425, lng: 75.8526, accuracyM: 35, source: 'high_accuracy' });
    expect(calls).toEqual([{ enableHighAccuracy: true, timeout: GPS.highAccuracyTimeoutMs, maximumAge: 0 }]);
    expect(GPS.highAccuracyTimeoutMs).toBe(10_000);
  });

  it.each([
    ['timeout', 3],
    ['position unavailable', 2],
  ])('retries with low accuracy, 20 s and a 5-minute cache after a %s', async (_name, code) => {
    const { geolocation, calls } = fakeGeolocation([
      { ok: false, code },
      { ...FIX, accuracy: 900 },
    ]);
    const fix = await locate(geolocation);
    expect(fix).toMatchObject({ accuracyM: 900, source: 'low_accuracy' });
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({ enableHighAccuracy: false, timeout: 20_000, maximumAge: 300_000 });
  });

  it('does not retry after a permission refusal', async () => {
    const { geolocation, calls } = fakeGeolocation([{ ok: false, code: 1, message: 'User denied Geolocation' }]);
    await expect(locate(geolocation)).rejects.toMatchObject({
      code: 'permission_denied',
      detail: 'User denied Geolocation',
    });
    expect(calls).toHaveLength(1);
  });

  it('reports the retry’s error when both attempts fail', async () => {
    const { geolocation, calls } = fakeGeolocation([
      { ok: false, code: 2 },
      { ok: false, code: 3 },
    ]);
    await expect(locate(geolocation)).rejects.toMatchObject({ code: 'timeout' });
    expect(calls).toHaveLength(2);
  });

  it('reports a refusal given on the retry as a refusal', async () => {
    const { geolocation } = fakeGeolocation([
      { ok: false, code: 3 },
      { ok: false, code: 1 },
    ]);
    await expect(locate(geolocation)).rejects.toMatchObject({ code: 'permission_denied' });
  });

  it('says unsupported when the browser has no geolocation', async () => {
    await expect(locate(undefined)).rejects.toBeInstanceOf(GpsError);
    await expect(locate(undefined)).rejects.toMatchObject({ code: 'unsupported' });
  });

  it('maps an unknown failure (e.g. a synchronous throw) to unknown', async () => {
    const geolocation = {
      getCurrentPosition() {
        throw new Error('blocked by permissions policy');
      },
    } as unknown as Geolocation;
    await expect(locate(geolocation)).rejects.toMatchObject({ code: 'unknown' });
  });

  it('records each attempt for the diagnostics screen', async () => {
    const { geolocation } = fakeGeolocation([{ ok: false, code: 3, message: 'Timeout expired' }, FIX]);
    const attempts: string[] = [];
    await locate(geolocation, (a) => attempts.push(`${a.mode}:${a.outcome}`));
    expect(attempts).toEqual(['high_accuracy:timeout', 'low_accuracy:success']);
  });
});

describe('useGpsLocation', () => {
  it('goes idle → detecting → success and returns the fix', async () => {
    const { geolocation } = fakeGeolocation([{ ok: false, code: 3 }, FIX]);
    const getGeo = () => geolocation;
    const { result } = renderHook(() => useGpsLocation({ geolocation: getGeo }));
    expect(result.current.state.status).toBe('idle');

    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.detect();
    });
    expect(result.current.state.status).toBe('detecting');
    let fix: unknown;
    await act(async () => {
      fix = await pending;
    });
    expect(fix).toMatchObject({ lat: 25.1425, source: 'low_accuracy' });
    expect(result.current.state).toMatchObject({ status: 'success' });
    expect(result.current.attempts.map((a) => a.outcome)).toEqual(['timeout', 'success']);

    act(() => result.current.reset());
    expect(result.current.state.status).toBe('idle');
  });

  it('ends in the error state with the code of the failure', async () => {
    const { geolocation } = fakeGeolocation([{ ok: false, code: 1 }]);
    const getGeo = () => geolocation;
    const { result } = renderHook(() => useGpsLocation({ geolocation: getGeo }));
    let fix: unknown = 'not set';
    await act(async () => {
      fix = await result.current.detect();
    });
    expect(fix).toBeNull();
    expect(result.current.state.status).toBe('error');
    expect(result.current.state.status === 'error' && result.current.state.error.code).toBe('permission_denied');
  });

  it('ignores a second detect() while one is running', async () => {
    const { geolocation, calls } = fakeGeolocation([FIX]);
    const getGeo = () => geolocation;
    const { result } = renderHook(() => useGpsLocation({ geolocation: getGeo }));
    await act(async () => {
      const [first, second] = await Promise.all([result.current.detect(), result.current.detect()]);
      expect(first).not.toBeNull();
      expect(second).toBeNull();
    });
    expect(calls).toHaveLength(1);
  });
});
