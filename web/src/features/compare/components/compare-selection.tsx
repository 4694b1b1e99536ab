// Choosing PGs to compare on /saved: a "Compare" tick under each saved PG and a bar with the Compare button.
// A 4th tick is refused with a message saying why and what to do, never silently.
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { compareUrl } from '@kotastay/shared/routes';
import { COMPARE_MAX } from '@kotastay/shared/schemas/compare';
import { useNotify } from '../../../components/notifications';

export type CompareSelection = {
  ids: readonly string[];
  isSelected(id: string): boolean;
  /** Adds or removes a PG; false (and a message) when adding would pass the limit. */
  toggle(id: string, name: string): boolean;
  clear(): void;
  /** Drops ids no longer offered (e.g. a PG removed from the saved list). */
  keepOnly(ids: readonly string[]): void;
};

export function useCompareSelection(): CompareSelection {
  const { t } = useTranslation('compare');
  const notify = useNotify();
  const [ids, setIds] = useState<readonly string[]>([]);
  const toggle = useCallback(
    (id: string, name: string) => {
      if (ids.includes(id)) {
        setIds(ids.filter((x) => x !== id));
        return true;
      }
      if (ids.length >= COMPARE_MAX) {
        notify({ title: t('select.limitTitle'), text: t('select.limitText', { name }), variant: 'info' });
        return false;
      }
      setIds([...ids, id]);
      return true;
    },
    [ids, notify, t],
  );
  const keepOnly = useCallback(
    (allowed: readonly string[]) =>
      setIds((prev) => (prev.every((x) => allowed.includes(x)) ? prev : prev.filter((x) => allowed.includes(x)))),
    [],
  );
  return { ids, isSelected: (id) => ids.includes(id), toggle, clear: () => setIds([]), keepOnly };
}

export function CompareToggle({ selection, id, name }: { selection: CompareSelection; id: string; name: string }) {
  const { t } = useTranslation('compare');
  return (
    <FormControlLabel
      sx={{ m: 0, mt: 0.5 }}
      control={
        <Checkbox
          size="small"
          checked={selection.isSelected(id)}
          onChange={() => selection.toggle(id, name)}
          slotProps={{ input: { 'aria-label': t('select.toggleAria', { name }) } }}
        />
      }
      label={t('select.toggle')}
    />
  );
}

/** Sticks to the bottom of the screen (above the phone's bottom navigation) while PGs are chosen. */
export function CompareBar({ selection }: { selection: CompareSelection }) {
  const { t } = useTranslation('compare');
  const count = selection.ids.length;
  return (
    <Paper
      elevation={6}
      role="region"
      aria-label={t('select.compare')}
      sx={{
        position: 'sticky',
        bottom: { xs: 64, md: 16 },
        zIndex: 3,
        mt: 2,
        px: 2,
        py: 1.5,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 700 }} role="status">
            {t('select.selected', { count })}
          </Typography>
          {count < 2 && (
            <Typography variant="body2" color="text.secondary">
              {t('select.hint')}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {count > 0 && <Button onClick={selection.clear}>{t('select.clear')}</Button>}
          <Button
            variant="contained"
            startIcon={<CompareArrowsIcon />}
            component={RouterLink}
            to={compareUrl(selection.ids)}
            disabled={count < 2}
          >
            {t('select.compare')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
