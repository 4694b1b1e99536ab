// The landing page's chips arrive after hydration (the page is prerendered at build time, without the catalogue's
// data). Rendering two dozen chips the moment the answer lands was one long main-thread task on a cheap phone, right
// when the student may tap the search box (issue #25). useDeferredValue renders them in the background instead: React
// works on them in slices and gives way to a tap, and the skeletons stay until the chips are ready.
import { useDeferredValue } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

export type ShownState<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

export function useShownInBackground<T>(query: UseQueryResult<T>): ShownState<T> {
  const data = useDeferredValue(query.data);
  if (data !== undefined) return { state: 'ready', data };
  return query.isError ? { state: 'failed' } : { state: 'loading' };
}
