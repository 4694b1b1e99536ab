// The save heart on cards and the detail page. Signed out, it takes the student to sign in and back here.
//
// Who is signed in, which PGs they saved and the toggle live once per list (`SavedPgsScope`), not once per heart: a
// results page hydrates 20 cards, and each heart had its own saved-list query observer, mutation observer and
// session effect (issue #25, the main thread at hydration). A heart outside a scope (the PG page's) makes its own.
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import type { PgSummary } from '@kotastay/shared/schemas/pg';
import { useSession } from '../../auth';
import { useSavedPgIds, useToggleSavedPg } from '../api/saved-pgs';

type SaveRequest = { pgId: string; pgName: string; summary: PgSummary | null };

type SavedPgs = {
  savedIds: ReadonlySet<string>;
  /** A tap on a heart: save or unsave it, or sign in first. */
  tap: (request: SaveRequest) => void;
};

const SavedPgsContext = createContext<SavedPgs | null>(null);

/** The saved PGs and the toggle for every heart inside it. */
export function SavedPgsScope({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const savedIds = useSavedPgIds();
  const toggle = useToggleSavedPg();

  const status = session.status;
  const ensureLoaded = session.ensureLoaded;
  const { mutate } = toggle;
  const here = location.pathname + location.search;
  const act = useCallback(
    (request: SaveRequest) => {
      if (status === 'signed_out') {
        void navigate(`${ROUTES.auth}?redirect=${encodeURIComponent(here)}`);
      } else if (status === 'signed_in') {
        mutate({ pgId: request.pgId, save: !savedIds.has(request.pgId), pg: request.summary, pgName: request.pgName });
      }
    },
    [status, navigate, here, mutate, savedIds],
  );

  // Public pages load Firebase lazily (only for returning users), so the session may still be 'loading' when a
  // heart is tapped: start loading it and finish every such tap, one per heart, once we know who this is.
  const pending = useRef(new Map<string, SaveRequest>());
  useEffect(() => {
    if (status === 'loading' || pending.current.size === 0) return;
    const requests = [...pending.current.values()];
    pending.current.clear();
    for (const request of requests) act(request);
  }, [status, act]);

  const tap = useCallback(
    (request: SaveRequest) => {
      if (status === 'loading') {
        ensureLoaded();
        pending.current.set(request.pgId, request);
        return;
      }
      act(request);
    },
    [status, ensureLoaded, act],
  );
  const value = useMemo(() => ({ savedIds, tap }), [savedIds, tap]);
  return <SavedPgsContext.Provider value={value}>{children}</SavedPgsContext.Provider>;
}

/** The heart on the PG page: translates its own labels. */
export function SaveButton(props: {
  pgId: string;
  pgName: string;
  /** Shown in /saved straight away (before the list is refetched). */
  summary: PgSummary | null;
  variant?: 'overlay' | 'plain';
}) {
  const { t } = useTranslation('listings');
  return (
    <CardSaveButton
      {...props}
      label={(saved) => (saved ? t('saved.remove', { name: props.pgName }) : t('saved.save', { name: props.pgName }))}
    />
  );
}

/** The heart on a card, whose label the card translates with its other texts (one translation hook a card). */
export function CardSaveButton({
  pgId,
  pgName,
  summary,
  label: labelFor,
  variant = 'overlay',
}: {
  pgId: string;
  pgName: string;
  summary: PgSummary | null;
  /** The heart's name, saved or not ("Remove … from saved", "Save …"). */
  label: (saved: boolean) => string;
  variant?: 'overlay' | 'plain';
}) {
  const scope = useContext(SavedPgsContext);
  if (!scope)
    return (
      <SavedPgsScope>
        <CardSaveButton pgId={pgId} pgName={pgName} summary={summary} label={labelFor} variant={variant} />
      </SavedPgsScope>
    );
  const saved = scope.savedIds.has(pgId);
  const onClick = (e: MouseEvent) => {
    // Cards are links: the heart must not open the PG.
    e.preventDefault();
    e.stopPropagation();
    scope.tap({ pgId, pgName, summary });
  };
  const label = labelFor(saved);
  return (
    <IconButton
      onClick={onClick}
      aria-label={label}
      aria-pressed={saved}
      title={label}
      sx={variant === 'overlay' ? OVERLAY_SX : PLAIN_SX}
    >
      {saved ? <FavoriteIcon sx={SAVED_ICON_SX} /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}

const OVERLAY_SX = { bgcolor: 'rgba(255,255,255,.92)', '&:hover': { bgcolor: '#fff' }, boxShadow: 1 } as const;
const PLAIN_SX = { border: 1, borderColor: 'divider' } as const;
const SAVED_ICON_SX = { color: '#e53935' } as const;
