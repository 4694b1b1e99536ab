// The phone's filters: a bottom sheet over the results (docs/requirements/search-and-listings.md). Loaded when it is
// first opened, not with the results page: MUI's Drawer, Modal and the filter panel's slider and toggles are no
// part of a results page until a tap (docs/decisions/235-lighter-result-cards.md).
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { activeFilterCount, type ListingFilters } from '../lib/listing-params';
import { FilterPanel } from './filter-panel';

export default function FilterSheet({
  open,
  draft,
  onDraft,
  onClose,
  onApply,
}: {
  open: boolean;
  draft: ListingFilters;
  onDraft: (next: ListingFilters) => void;
  onClose: () => void;
  onApply: (filters: ListingFilters) => void;
}) {
  const { t } = useTranslation('listings');
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        // Mounted open by the first tap: slide in then too, as on every later opening (MUI skips it on mount).
        transition: { appear: true },
        paper: {
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '88vh' },
          'aria-label': t('filters.title'),
        },
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('filters.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('filters.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, pb: 2, overflowY: 'auto' }}>
        <FilterPanel value={draft} onChange={onDraft} />
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Button onClick={() => onDraft({})} disabled={activeFilterCount(draft) === 0}>
          {t('filters.clear')}
        </Button>
        <Button
          variant="contained"
          fullWidth
          onClick={() => {
            onClose();
            onApply(draft);
          }}
        >
          {t('filters.apply')}
        </Button>
      </Stack>
    </Drawer>
  );
}
