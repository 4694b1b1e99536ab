// The save heart on cards and the detail page. Signed out, it takes the student to sign in and back here.
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import type { PgSummary } from '@kotastay/shared/schemas/pg';
import { useSession } from '../../auth';
import { useSavedPgIds, useToggleSavedPg } from '../api/saved-pgs';

export function SaveButton({
  pgId,
  pgName,
  summary,
  variant = 'overlay',
}: {
  pgId: string;
  pgName: string;
  /** Shown in /saved straight away (before the list is refetched). */
  summary: PgSummary | null;
  variant?: 'overlay' | 'plain';
}) {
  const { t } = useTranslation('listings');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const savedIds = useSavedPgIds();
  const toggle = useToggleSavedPg();
  const saved = savedIds.has(pgId);

  // Public pages load Firebase lazily (only for returning users), so the session may still be 'loading' when
  // the heart is tapped: start loading it and finish the tap once we know who this is.
  const pending = useRef(false);

  const act = () => {
    if (session.status === 'signed_out') {
      navigate(`${ROUTES.auth}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    } else if (session.status === 'signed_in') {
      toggle.mutate({ pgId, save: !saved, pg: summary, pgName });
    }
  };

  useEffect(() => {
    if (!pending.current || session.status === 'loading') return;
    pending.current = false;
    act();
    // `act` reads the latest session; only a change of status should finish a pending tap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.status]);

  const onClick = (e: MouseEvent) => {
    // Cards are links: the heart must not open the PG.
    e.preventDefault();
    e.stopPropagation();
    if (session.status === 'loading') {
      session.ensureLoaded();
      pending.current = true;
      return;
    }
    act();
  };

  const label = saved ? t('saved.remove', { name: pgName }) : t('saved.save', { name: pgName });
  return (
    <IconButton
      onClick={onClick}
      aria-label={label}
      aria-pressed={saved}
      title={label}
      sx={
        variant === 'overlay'
          ? { bgcolor: 'rgba(255,255,255,.92)', '&:hover': { bgcolor: '#fff' }, boxShadow: 1 }
          : { border: 1, borderColor: 'divider' }
      }
    >
      {saved ? <FavoriteIcon sx={{ color: '#e53935' }} /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
