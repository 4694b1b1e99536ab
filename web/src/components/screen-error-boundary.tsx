// A screen whose code cannot load — a deploy replaced its chunk while the tab was open, or the network dropped —
// or that throws while rendering, never leaves a white page (docs/decisions/194-failed-screen-loads.md): a missing
// chunk reloads the page once (the new build's HTML names the new chunks); if that does not help, or the screen
// itself failed, a plain message with a retry takes the screen's place, and the header and navigation stay.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What browsers and Vite say when a lazily imported chunk (or a file it preloads) cannot be fetched. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (?:CSS )?chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

const RELOAD_KEY = 'kotastay.chunkReload';
/** A reload for the same page within this time did not help: show the message instead of reloading again. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

type ReloadStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether to reload `page` for a missing chunk: once, unless it was reloaded for the same reason within
 * CHUNK_RELOAD_WINDOW_MS (then the new build does not have it either, or the network is down). Records the reload.
 */
export function shouldReloadFor(page: string, store: ReloadStore | null, nowMs: number): boolean {
  if (!store) return false;
  try {
    const last = JSON.parse(store.getItem(RELOAD_KEY) ?? 'null') as { page?: string; atMs?: number } | null;
    if (last?.page === page && typeof last.atMs === 'number' && nowMs - last.atMs < CHUNK_RELOAD_WINDOW_MS)
      return false;
    store.setItem(RELOAD_KEY, JSON.stringify({ page, atMs: nowMs }));
    return true;
  } catch {
    // No storage (private mode, quota): without a record a reload could repeat forever, so show the message.
    return false;
  }
}

function sessionStore(): ReloadStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function ScreenLoadError({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t(chunk ? 'screenError.chunkTitle' : 'screenError.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(chunk ? 'screenError.chunkBody' : 'screenError.body')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('screenError.retry')}
      </Button>
    </Box>
  );
}

type Props = {
  children: ReactNode;
  /** The page's path: moving to another page clears a failure, so the next screen gets its own chance. */
  resetKey: string;
};
type State = { error: unknown; reloading: boolean };

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && shouldReloadFor(window.location.pathname, sessionStore(), Date.now())) {
      // Said, not silent: a reload that hides a chunk which never loads would otherwise leave no trace.
      console.error('A screen did not load; reloading the page once', error);
      this.setState({ reloading: true });
      window.location.reload();
      return;
    }
    console.error('A screen failed to load', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null, reloading: false });
  }

  override render(): ReactNode {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    // The page is about to load again: nothing to read in the meantime.
    if (reloading) return null;
    return <ScreenLoadError chunk={isChunkLoadError(error)} />;
  }
}
