// What a notification is (notifications.tsx shows them; notification-toast.tsx draws one).
export type NotificationVariant = 'success' | 'destructive' | 'info';

export type Notification = {
  title: string;
  text?: string;
  variant?: NotificationVariant;
  durationMs?: number;
};

export type ShownNotification = Required<Pick<Notification, 'title' | 'variant' | 'durationMs'>> & {
  text?: string;
  /** Changes with every notify() so an identical message still restarts its timer. */
  key: number;
};
