// The search bar (docs/requirements/search-and-listings.md#search-bar): place autocomplete + a Location (GPS) button. Suggestions come from GET /api/places:
// Kota's places from the catalogue as it is in Firestore (so an area an admin added is suggested; no Google key
// needed), then Google predictions restricted to India when the server has a key (appended below, never
// reordering local ones). docs/decisions/020-catalogue-single-source.md
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type MutableRefObject,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_CENTER, DEFAULT_RADIUS_M, SEARCH_MIN_QUERY_LENGTH } from '@kotastay/shared/constants';
import { ROUTES, pgListingUrl } from '@kotastay/shared/routes';
import type { Place } from '@kotastay/shared/schemas/search';
import { useNotify } from '../../../components/notifications';
import { googleAllowed, resolveGooglePlace, useRemotePlaces } from '../api/search-places';
import { LocationButton } from './location-button';

/** Local suggestions start at 2 characters, as they did when they were computed in the browser. */
const MIN_SUGGEST_CHARS = 2;
const REMOTE_DEBOUNCE_MS = 200;

/** Once the server says it has no Google key, asking again on every keystroke would be wasted requests. */
let googleUnavailable = false;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return debounced;
}

const keyOf = (p: Place) => `${p.source}:${p.kind}:${p.id}`;

/**
 * Autocomplete keeps the input's box in state through a ref, so mounting it (hydration included) set state during the
 * commit: SyncLane, which made React run the whole page's effects and render again in the hydration's one long task
 * (docs/decisions/226-ssr-styles-hydrate-without-compiling.md). Passed through this, the box arrives in a transition.
 * Stable across renders, so React attaches it once.
 */
function useTransitionRef() {
  const target = useRef<Ref<HTMLElement> | undefined>(undefined);
  const deferred = useCallback((node: HTMLElement | null) => {
    const ref = target.current;
    startTransition(() => {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as MutableRefObject<HTMLElement | null>).current = node;
    });
  }, []);
  return (ref: Ref<HTMLElement> | undefined) => {
    target.current = ref;
    return deferred;
  };
}

export function SearchBar({
  initialQuery = '',
  onSearch,
  autoFocus = false,
  showLocationButton = true,
  id = 'kotastay-search',
}: {
  initialQuery?: string;
  /** A custom submit handler; without one, submitting goes to /pg-listing (docs/requirements/search-and-listings.md#search-submit-rule). */
  onSearch?: (query: string) => void;
  autoFocus?: boolean;
  showLocationButton?: boolean;
  id?: string;
}) {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const notify = useNotify();
  const [input, setInput] = useState(initialQuery);
  const [tooShort, setTooShort] = useState(false);
  const [resolving, setResolving] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  /** Whether the user has typed here (not only the query the page was opened with). */
  const [typed, setTyped] = useState(false);
  const trimmed = input.trim();

  const debounced = useDebounced(trimmed, REMOTE_DEBOUNCE_MS);
  // Google only for 3+ characters (docs/requirements/search-and-listings.md#search-submit-rule), only while the server may
  // have a key and has not refused this browser's lookups (a limit or App Check: then the catalogue's places alone).
  const withGoogle = !googleUnavailable && googleAllowed() && debounced.length >= SEARCH_MIN_QUERY_LENGTH;
  // Suggestions only for what the user types: a results page opened with a query (a shared link, a quick chip) asks
  // nothing on load — that lookup, with its App Check token for Google, cost a typed search's page ~200 ms of main
  // thread while hydrating (bench:profile).
  const remote = useRemotePlaces(debounced, withGoogle, typed && debounced.length >= MIN_SUGGEST_CHARS);
  useEffect(() => {
    if (remote.data?.google === 'not_configured') googleUnavailable = true;
  }, [remote.data]);

  const options = useMemo(
    () => (typed && trimmed.length >= MIN_SUGGEST_CHARS ? (remote.data?.results ?? []) : []),
    [remote.data, trimmed, typed],
  );

  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const goTo = async (place: Place) => {
    // A PG named like the query: its page (decision 205).
    if (place.kind === 'pg') {
      navigate(ROUTES.pgDetail(place.id.slice('pg:'.length)));
      return;
    }
    let resolved = place;
    if (place.lat === null || place.lng === null) {
      if (!place.placeId) return;
      setResolving(true);
      try {
        resolved = await resolveGooglePlace(place.placeId);
      } catch {
        notify({
          title: t('searchBar.resolveFailedTitle'),
          text: t('searchBar.resolveFailedText'),
          variant: 'destructive',
        });
        return;
      } finally {
        if (mounted.current) setResolving(false);
      }
    }
    if (resolved.lat === null || resolved.lng === null) return;
    navigate(
      pgListingUrl({
        lat: resolved.lat,
        lng: resolved.lng,
        name: resolved.name,
        radius: DEFAULT_RADIUS_M,
        type: place.source === 'google' ? 'google' : 'search',
      }),
    );
  };

  const submitText = (text: string) => {
    const q = text.trim();
    if (q.length < SEARCH_MIN_QUERY_LENGTH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    if (onSearch) {
      onSearch(q);
      return;
    }
    // docs/requirements/search-and-listings.md#search-submit-rule: the query with the default centre and radius; /pg-listing resolves the text to a place.
    navigate(
      pgListingUrl({
        lat: DEFAULT_CENTER.lat,
        lng: DEFAULT_CENTER.lng,
        radius: DEFAULT_RADIUS_M,
        type: 'search',
        query: q,
      }),
    );
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submitText(input);
  };

  const helperId = `${id}-helper`;
  const anchorRef = useTransitionRef();
  return (
    <Box component="form" role="search" onSubmit={onSubmit} noValidate sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Autocomplete<Place, false, false, true>
          id={id}
          freeSolo
          fullWidth
          options={options}
          filterOptions={(x) => x}
          getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
          getOptionKey={(o) => (typeof o === 'string' ? o : keyOf(o))}
          inputValue={input}
          onInputChange={(_e, value, reason) => {
            setInput(value);
            if (reason === 'input') setTyped(true);
            if (tooShort && value.trim().length >= SEARCH_MIN_QUERY_LENGTH) setTooShort(false);
          }}
          onChange={(_e, value) => {
            if (value === null) return;
            if (typeof value === 'string') submitText(value);
            else void goTo(value);
          }}
          loading={remote.isFetching || resolving}
          loadingText={t('searchBar.loadingMore')}
          noOptionsText={t('searchBar.noOptions')}
          // With nothing typed there is nothing to suggest: keep the list closed instead of showing "no options".
          // Controlled throughout (a list switched from controlled to uncontrolled stayed shut after a paste).
          open={listOpen && trimmed.length >= MIN_SUGGEST_CHARS}
          onOpen={() => setListOpen(true)}
          onClose={() => setListOpen(false)}
          renderOption={(props, option) => {
            const { key, ...rest } = props as typeof props & { key: string };
            return (
              <Box
                component="li"
                key={key}
                {...rest}
                sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start !important' }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {option.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t(`searchBar.kinds.${option.kind}`)} · {option.address}
                </Typography>
              </Box>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('searchBar.label')}
              placeholder={t('searchBar.placeholder')}
              autoFocus={autoFocus}
              error={tooShort}
              helperText={tooShort ? t('searchBar.tooShort') : undefined}
              slotProps={{
                ...params.slotProps,
                input: { ...params.slotProps.input, ref: anchorRef(params.slotProps.input.ref) },
                htmlInput: {
                  ...params.slotProps.htmlInput,
                  enterKeyHint: 'search',
                  autoComplete: 'off',
                  // Touched by the browser before hydration (autofill, an extension, a screenshot hiding the
                  // caret): not a mismatch of ours (docs/decisions/231-taps-before-hydration.md).
                  suppressHydrationWarning: true,
                  'aria-describedby': tooShort ? helperId : undefined,
                },
                formHelperText: { id: helperId },
              }}
              sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
            />
          )}
        />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SearchIcon />}
            sx={{ flex: { xs: 1, sm: 'none' }, minHeight: 56 }}
          >
            {t('searchBar.submit')}
          </Button>
          {showLocationButton && (
            <Box sx={{ flex: { xs: 1, sm: 'none' }, display: 'flex', '& > button': { minHeight: 56, flex: 1 } }}>
              <LocationButton />
            </Box>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
