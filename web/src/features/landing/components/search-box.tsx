import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_CENTER, DEFAULT_RADIUS_M, SEARCH_MIN_QUERY_LENGTH } from '@kotastay/shared/constants';
import { ROUTES } from '@kotastay/shared/routes';
import { useHydrated } from '../../../components/defer-hydration';
import { landingSearchUrl } from '../lib/search';
import { onComboboxKey, SuggestionList, suggestionUrl, useSuggestions, type ComboboxState } from './search-suggestions';

const NARROW_PHONE = '@media (max-width: 399.95px)';

/**
 * The hero's search box: more than 2 characters → /pg-listing (docs/requirements/app-shell-and-landing.md#landing-search).
 *
 * It works before the page has hydrated too: the input is uncontrolled and the form is a plain GET to
 * /pg-listing with the same parameters, so someone who types on a slow phone while JavaScript is still
 * loading lands on the same URL (the browser's minlength check stands in for ours until then).
 */
export function SearchBox() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const [tooShort, setTooShort] = useState(false);
  // false in the prerendered HTML and while hydrating, true right after (no mismatch).
  const hydrated = useHydrated();
  const inputId = useId();
  const hintId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const suggestions = useSuggestions(text);
  const [combo, setCombo] = useState<ComboboxState>({ open: false, active: -1 });
  const expanded = hydrated && combo.open && suggestions.length > 0;
  const choose = (index: number) => {
    const place = suggestions[index];
    const url = place ? suggestionUrl(place) : null;
    if (url) void navigate(url);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = landingSearchUrl(String(new FormData(event.currentTarget).get('query') ?? ''));
    if (!url) {
      setTooShort(true);
      return;
    }
    void navigate(url);
  };

  return (
    <Box
      component="form"
      role="search"
      action={ROUTES.pgListing}
      method="get"
      onSubmit={submit}
      // Once hydrated our own rule and message apply (it also trims spaces).
      noValidate={hydrated}
      sx={{ width: '100%', maxWidth: 640 }}
    >
      <input type="hidden" name="lat" value={DEFAULT_CENTER.lat} />
      <input type="hidden" name="lng" value={DEFAULT_CENTER.lng} />
      <input type="hidden" name="radius" value={DEFAULT_RADIUS_M} />
      <input type="hidden" name="type" value="search" />
      <label
        htmlFor={inputId}
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('search.label')}
      </label>
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          bgcolor: '#fff',
          borderRadius: 3,
          p: 0.75,
          pl: 1.5,
          boxShadow: '0 8px 24px rgba(15, 27, 61, 0.25)',
        }}
      >
        {/* Decorative: on the narrowest phones its room goes to the placeholder, which would be cut off. */}
        <SearchIcon sx={{ color: 'text.secondary', mr: 1, [NARROW_PHONE]: { display: 'none' } }} aria-hidden />
        <InputBase
          id={inputId}
          name="query"
          type="search"
          placeholder={t('search.placeholder')}
          onChange={(e) => {
            if (tooShort) setTooShort(false);
            setText(e.target.value);
            setCombo({ open: true, active: -1 });
          }}
          onKeyDown={(e) => onComboboxKey(e, combo, suggestions.length, setCombo, choose)}
          onBlur={() => setCombo({ open: false, active: -1 })}
          sx={{ flex: 1, fontSize: 16, minWidth: 0 }}
          inputProps={{
            enterKeyHint: 'search',
            autoComplete: 'off',
            // The browser (a password manager, an extension, a screenshot hiding the caret) may touch the field
            // before the app hydrates it: not a mismatch of ours (docs/decisions/231-taps-before-hydration.md).
            suppressHydrationWarning: true,
            required: true,
            minLength: SEARCH_MIN_QUERY_LENGTH,
            'aria-describedby': tooShort ? hintId : undefined,
            'aria-invalid': tooShort || undefined,
            // Still a search field (its role does not change at hydration), that says it suggests: the list it
            // controls while open, and the active option, which screen readers read as the arrow keys move.
            ...(hydrated
              ? {
                  'aria-autocomplete': 'list',
                  'aria-controls': expanded ? listId : undefined,
                  'aria-activedescendant': expanded && combo.active >= 0 ? `${listId}-${combo.active}` : undefined,
                }
              : {}),
          }}
        />
        {expanded && <SuggestionList id={listId} places={suggestions} active={combo.active} onChoose={choose} />}
        <Button
          type="submit"
          variant="contained"
          disableElevation
          sx={{ px: { xs: 2, sm: 3 }, py: 1.25, borderRadius: 2.5, [NARROW_PHONE]: { px: 1.5 } }}
        >
          {t('search.submit')}
        </Button>
      </Box>
      {tooShort && (
        <Typography
          id={hintId}
          role="alert"
          sx={{
            mt: 1,
            color: '#fff',
            bgcolor: 'rgba(0,0,0,0.35)',
            px: 1.5,
            py: 0.5,
            borderRadius: 1,
            display: 'inline-block',
            fontSize: 14,
          }}
        >
          {t('search.tooShort')}
        </Typography>
      )}
    </Box>
  );
}
