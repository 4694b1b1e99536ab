// App-wide notifications (docs/requirements/app-shell-and-landing.md#notifications): at most one visible at a time, shown for 5000 ms by default.
// A new notification replaces the one on screen rather than queueing behind it.
import { Suspense, createContext, lazy, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { NOTIFICATION_DURATION_MS } from '@kotastay/shared/constants';
import type { Notification, ShownNotification } from './notification-types';

export type { Notification, NotificationVariant, ShownNotification } from './notification-types';

type Notify = (notification: Notification) => void;

const NotifyContext = createContext<Notify | null>(null);

// Snackbar + Alert are only needed once something is announced: keep them out of the first load.
const NotificationToast = lazy(() => import('./notification-toast'));

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownNotification | null>(null);

  const notify = useCallback<Notify>(({ title, text, variant = 'info', durationMs = NOTIFICATION_DURATION_MS }) => {
    setCurrent({ title, text, variant, durationMs, key: Date.now() + Math.random() });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => notify, [notify]);

  return (
    <NotifyContext.Provider value={value}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <NotificationToast notification={current} onClose={dismiss} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

/** `const notify = useNotify(); notify({ title: 'OTP Sent', text: '…', variant: 'success' })`. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify() must be used inside <NotificationsProvider>');
  return notify;
}
