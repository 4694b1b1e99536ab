// reactfire's providers for the booking screens, over Firebase loaded on demand (lib/firebase.ts), plus an
// error boundary: reactfire throws a refused or failed listener while rendering.
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { loadFirebase } from '../../../lib/firebase';
import { FirebaseSdkProviders } from '../../../lib/reactfire-providers';

const Providers = lazy(async () => {
  const firebase = await loadFirebase();
  return {
    default: ({ children }: { children: ReactNode }) => <FirebaseSdkProviders firebase={firebase}>{children}</FirebaseSdkProviders>,
  };
});

export function BookingsFirebase({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Providers>{children}</Providers>
    </Suspense>
  );
}

/**
 * Shows `message` (nothing when empty), or `fallback` when given, instead of a screen whose live read failed (offline
 * for good, or refused by the rules).
 */
export class LiveReadBoundary extends Component<{ message: string; fallback?: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(err: unknown) {
    console.error('A live read of bookings failed', err);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    if (!this.props.message) return null;
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Alert severity="error">{this.props.message}</Alert>
      </Container>
    );
  }
}
