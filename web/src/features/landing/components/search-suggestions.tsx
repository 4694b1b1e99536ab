// Suggestions under the landing page's search box (docs/decisions/205-search-understanding.md): Kota's places and
// PGs by name as the user types, from GET /api/places (no Google: the landing page asks no paid lookup). A small
// suggestion list of its own, not MUI's Autocomplete, to keep the landing page's first JavaScript small: the input
// stays a plain search field (its role does not change) that works before hydration, with aria-autocomplete,
// aria-controls and aria-activedescendant once the list is open; arrow keys move through the list, Enter opens the active
// suggestion (else submits the text), Escape closes it, and screen readers hear the active option.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@kotastay/shared/routes';
import type { Place, PlacesResponse } from '@kotastay/shared/schemas/search';
import { apiGet } from '../../../lib/api-client';
import { placeSearchUrl } from '../lib/search';

const MIN_CHARS = 2;
const DEBOUNCE_MS = 200;
const MAX_SUGGESTIONS = 6;

/** Where choosing a suggestion leads: a PG's page, or PGs around the place. */
export function suggestionUrl(place: Place): string | null {
  if (place.kind === 'pg') return ROUTES.pgDetail(place.id.slice('pg:'.length));
  if (place.lat === null || place.lng === null) return null;
  return placeSearchUrl({ lat: place.lat, lng: place.lng, name: place.name });
}

/** The suggestions for `text` (debounced; an older answer never replaces a newer one). */
export function useSuggestions(text: string): Place[] {
  const [places, setPlaces] = useState<Place[]>([]);
  const query = text.trim();
  const wanted = query.length >= MIN_CHARS;
  useEffect(() => {
    if (!wanted) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      apiGet<PlacesResponse>(`/api/places?query=${encodeURIComponent(query)}&limit=${MAX_SUGGESTIONS}&google=false`, { signal: abort.signal })
        .then((r) => setPlaces(r.results.filter((p) => suggestionUrl(p) !== null)))
        // Suggestions are a help, not the search: a failed lookup leaves the box as it is.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query, wanted]);
  return wanted ? places : [];
}

export type ComboboxState = { open: boolean; active: number };

/** Keys on the input: ↓/↑ move, Enter on an active option chooses it, Escape closes. True when the key was used. */
export function onComboboxKey(
  e: KeyboardEvent<HTMLElement>,
  state: ComboboxState,
  count: number,
  set: (s: ComboboxState) => void,
  choose: (index: number) => void,
): void {
  if (!count) return;
  if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    e.preventDefault();
    const step = e.key === 'ArrowDown' ? 1 : -1;
    const next = state.open ? (state.active + step + count) % count : step > 0 ? 0 : count - 1;
    set({ open: true, active: next });
  } else if (e.key === 'Enter' && state.open && state.active >= 0) {
    e.preventDefault();
    choose(state.active);
  } else if (e.key === 'Escape' && state.open) {
    e.preventDefault();
    set({ open: false, active: -1 });
  }
}

export function SuggestionList({
  id,
  places,
  active,
  onChoose,
}: {
  id: string;
  places: readonly Place[];
  active: number;
  onChoose: (index: number) => void;
}) {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="ul"
      id={id}
      role="listbox"
      aria-label={t('search.suggestions')}
      sx={{
        position: 'absolute',
        zIndex: 2,
        left: 0,
        right: 0,
        top: '100%',
        mt: 0.5,
        p: 0.5,
        listStyle: 'none',
        bgcolor: '#fff',
        color: 'text.primary',
        borderRadius: 2,
        boxShadow: '0 8px 24px rgba(15, 27, 61, 0.25)',
        textAlign: 'left',
      }}
    >
      {places.map((p, i) => (
        <Box
          component="li"
          key={p.id}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          // mousedown, not click: the input's blur would close the list before a click lands.
          onMouseDown={(e) => {
            e.preventDefault();
            onChoose(i);
          }}
          sx={{ px: 1.5, py: 1, borderRadius: 1.5, cursor: 'pointer', bgcolor: i === active ? 'action.selected' : undefined, '&:hover': { bgcolor: 'action.hover' } }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {p.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`search.kinds.${p.kind === 'google' ? 'landmark' : p.kind}`)} · {p.address}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
