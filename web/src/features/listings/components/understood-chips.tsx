// What the API understood a typed search as (docs/decisions/205-search-understanding.md): one chip per part ("near
// Talwandi", "Girls", "under ₹9,000", "named “Nandini”", "Cheapest first", "Top rated first"), each removable (its words leave the query), and one line
// naming the words it did not understand, so nothing is silently ignored.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Understood, UnderstoodPartView } from '@kotastay/shared/schemas/search';
import { formatInr } from '@kotastay/shared/format';

export function chipLabel(part: UnderstoodPartView, t: TFunction<'listings'>): string {
  switch (part.kind) {
    case 'place':
      return t('listing.chip.near', { place: part.place.name });
    case 'name':
      return t('listing.chip.name', { name: part.text });
    case 'sort':
      return part.value === 'rating' ? t('listing.chip.topRated') : t('listing.chip.cheapest');
    case 'nearMe':
      return t('listing.chip.nearMe');
    case 'filter': {
      const v = part.value;
      switch (part.key) {
        case 'gender':
          return t(`gender.${String(v)}` as 'gender.girls');
        case 'sharing':
          return t(`sharing.${String(v)}` as 'sharing.single');
        case 'ac':
          return v ? t('listing.chip.ac') : t('listing.chip.nonAc');
        case 'food':
          return t(`food.${String(v)}` as 'food.veg');
        case 'attachedBathroom':
          return t('listing.chip.attachedBathroom');
        case 'amenities':
          return t(`amenity.${String(v)}` as 'amenity.wifi');
        case 'maxRentInr':
          return t('listing.chip.under', { amount: formatInr(Number(v)) });
        case 'minRentInr':
          return t('listing.chip.over', { amount: formatInr(Number(v)) });
      }
    }
  }
}

/** A filter or sort part the URL overrides (`overridden('sort')` for the sort) is not what the results show: it is left out. */
export function UnderstoodChips({
  understood,
  overridden,
  onRemove,
}: {
  understood: Understood;
  overridden: (key: string) => boolean;
  /** Take these words out of the query. */
  onRemove: (words: number[]) => void;
}) {
  const { t } = useTranslation('listings');
  const parts = understood.parts.filter((p) =>
    p.kind === 'filter' ? !overridden(p.key) : p.kind !== 'sort' || !overridden('sort'),
  );
  const unknown = understood.unknown.map((i) => understood.words[i]).filter(Boolean);
  if (!parts.length && !unknown.length) return null;
  return (
    <Box sx={{ mt: 1 }}>
      {parts.length > 0 && (
        <Box
          component="ul"
          aria-label={t('listing.understoodLabel')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {parts.map((part) => {
            const label = chipLabel(part, t);
            return (
              <li key={`${part.kind}:${part.words.join(',')}:${label}`}>
                <Chip
                  label={label}
                  color={part.kind === 'filter' || part.kind === 'sort' ? 'default' : 'primary'}
                  variant="outlined"
                  // The whole chip is the remove button (tap target of a phone; its name says what it does).
                  onClick={() => onRemove(part.words)}
                  onDelete={() => onRemove(part.words)}
                  aria-label={t('listing.removeChip', { label })}
                  sx={{ maxWidth: '100%' }}
                />
              </li>
            );
          })}
        </Box>
      )}
      {unknown.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="not-understood">
          {t('listing.notUnderstood', { words: unknown.join(' ') })}
        </Typography>
      )}
    </Box>
  );
}
