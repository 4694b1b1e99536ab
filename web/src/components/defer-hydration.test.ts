import { describe, expect, it } from 'vitest';
import { isHydrationUpdate } from './defer-hydration';

describe('isHydrationUpdate', () => {
  it('recognises React 18’s update-before-hydration report, minified and in development', () => {
    expect(
      isHydrationUpdate(
        new Error('Minified React error #421; visit https://reactjs.org/docs/error-decoder.html?invariant=421'),
      ),
    ).toBe(true);
    expect(
      isHydrationUpdate(
        new Error(
          'This Suspense boundary received an update before it finished hydrating. This caused the boundary to switch to client rendering.',
        ),
      ),
    ).toBe(true);
  });

  it('leaves hydration mismatches and other errors to be reported', () => {
    expect(
      isHydrationUpdate(
        new Error('Minified React error #418; visit https://reactjs.org/docs/error-decoder.html?invariant=418'),
      ),
    ).toBe(false);
    expect(isHydrationUpdate(new Error('Minified React error #4210'))).toBe(false);
    expect(
      isHydrationUpdate(
        new Error('Hydration failed because the initial UI does not match what was rendered on the server.'),
      ),
    ).toBe(false);
    expect(isHydrationUpdate('boom')).toBe(false);
  });
});
