// reactfire's providers for the desks, mounted once Firebase has loaded (lazily: lib/firebase.ts), and a boundary
// for a live query the rules refuse (e.g. a role removed meanwhile): reactfire throws a listener's error while
// rendering, so the desk shows what went wrong and a retry instead of a blank screen.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetLiveFirestoreData, LoadedFirebaseProviders } from '../../../lib/reactfire-providers';
import { SessionSpinner } from '../../auth';

export function TeamFirebase({ children }: { children: ReactNode }) {
  return <LoadedFirebaseProviders fallback={<SessionSpinner />}>{children}</LoadedFirebaseProviders>;
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('team');
  return (
    <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>{t('retry')}</Button>}>
      {t('loadFailed', { message })}
    </Alert>
  );
}

type BoundaryState = { error: string | null; attempt: number };

export class LiveQueryBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, attempt: 0 };
  static getDerivedStateFromError(err: unknown): Partial<BoundaryState> {
    return { error: err instanceof Error ? err.message : String(err) };
  }
  override componentDidCatch(err: unknown) {
    console.error('A desk’s live query failed', err);
  }
  retry = () => {
    // reactfire keeps a refused listener's error for good: forget it so the retry listens afresh.
    forgetLiveFirestoreData();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };
  override render() {
    if (this.state.error !== null) return <LoadFailed message={this.state.error} onRetry={this.retry} />;
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
