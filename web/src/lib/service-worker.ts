// Registers the service worker (/sw.js, docs/decisions/180-installable-and-offline.md) once the page has loaded and
// the browser is idle, so neither its script nor the precache it downloads competes with the first paint or
// hydration. Tiny on purpose: it is part of the first JavaScript.
import { PRECACHE_SIGNED_IN } from '../sw/routing';

const idle = (fn: () => void) =>
  window.requestIdleCallback ? window.requestIdleCallback(fn, { timeout: 5000 }) : window.setTimeout(fn, 2000);

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    idle(() => {
      navigator.serviceWorker
        .register('/sw.js')
        .catch((err: unknown) => console.warn('Service worker not registered', err));
    });
  // The prerendered pages insert this script after their first paint, often after `load` has fired.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Someone is signed in: the worker caches the offline screens' chunks now (saved PGs, bookings, a receipt), so they
 * open without a connection later. Resolves when they are cached (false when there is no worker or it failed).
 */
export async function precacheSignedInScreens(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return false;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ ok?: boolean }>) => resolve(event.data.ok === true);
    worker.postMessage({ type: PRECACHE_SIGNED_IN }, [channel.port2]);
  });
}
