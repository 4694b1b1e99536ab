import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  LANGUAGE_NAMES,
  rememberLanguage,
  SWITCH_LABELS,
  isLanguage,
  localisedPath,
  splitLanguagePath,
  type Language,
} from '../../i18n/language';

/**
 * The switch to the other language, in the header and the menu: a real link to this page's twin (it works before
 * the app runs, and search engines follow it), which also remembers the choice. The page reloads in the other
 * language, server-rendered in it (docs/decisions/140-hindi.md).
 */
export function LanguageSwitch({
  onClick,
  fullWidth,
  sx,
}: {
  onClick?: () => void;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  const { i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const other: Language = current === 'hi' ? 'en' : 'hi';
  return (
    <Button
      href={localisedPath(other, `${pathname}${search}${hash}`)}
      hrefLang={other}
      lang={other}
      aria-label={SWITCH_LABELS[other]}
      onClick={(event) => {
        rememberLanguage(other);
        // The address bar is ahead of the render while a navigation's screen is still loading: go to the twin of
        // the page the reader is really on.
        const here = splitLanguagePath(window.location.pathname).path;
        event.currentTarget.href = localisedPath(other, `${here}${window.location.search}${window.location.hash}`);
        onClick?.();
      }}
      color="inherit"
      variant={fullWidth ? 'outlined' : 'text'}
      fullWidth={fullWidth}
      startIcon={<TranslateIcon />}
      sx={{ fontWeight: 600, whiteSpace: 'nowrap', minWidth: 0, ...sx }}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
