// The filter controls of /pg-listing. Used inside the desktop side panel (changes apply at once) and the
// mobile bottom sheet (changes apply on 'Show results', so each tap does not reload the list behind it).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@kotastay/shared/format';
import type { Amenity, Sharing } from '@kotastay/shared/schemas/pg';
import { MaxTotalFilter } from '../../costs';
import type { ListingFilters } from '../lib/listing-params';
import { AMENITIES, FOOD_FILTERS, GENDERS, SHARING_TYPES } from '@kotastay/shared/vocabulary';

/** The slider's ends; at an end the bound is "no limit" (docs/requirements/kota-domain.md#rents: Kota rents run ~₹5,000–15,000). */
export const PRICE_FLOOR_INR = 3000;
export const PRICE_CEILING_INR = 25000;
const PRICE_STEP_INR = 500;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function toggle<T>(list: readonly T[] | undefined, item: T): T[] {
  const set = new Set(list ?? []);
  if (set.has(item)) set.delete(item);
  else set.add(item);
  return [...set];
}

export function FilterPanel({ value, onChange }: { value: ListingFilters; onChange: (next: ListingFilters) => void }) {
  const { t } = useTranslation('listings');
  const set = (patch: Partial<ListingFilters>) => {
    const next: ListingFilters = { ...value, ...patch };
    for (const k of Object.keys(next) as (keyof ListingFilters)[]) {
      const v = next[k];
      if (v === undefined || (Array.isArray(v) && v.length === 0)) delete next[k];
    }
    onChange(next);
  };
  // While the thumb is dragged the slider shows the drag; the filter changes once, on release.
  const [dragging, setDragging] = useState<number[] | null>(null);
  const priceValue = dragging ?? [value.minRentInr ?? PRICE_FLOOR_INR, value.maxRentInr ?? PRICE_CEILING_INR];
  const priceLabel = (v: number) => (v >= PRICE_CEILING_INR ? `${formatInr(v)}+` : formatInr(v));

  return (
    <Stack spacing={2.5}>
      <Section title={t('filters.gender')}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={value.gender ?? 'any'}
          onChange={(_e, v: string | null) => {
            if (v === null) return;
            set({ gender: v === 'any' ? undefined : (GENDERS.find((g) => g === v) ?? undefined) });
          }}
          sx={{ flexWrap: 'wrap' }}
        >
          <ToggleButton value="any">{t('filters.any')}</ToggleButton>
          {GENDERS.map((g) => (
            <ToggleButton key={g} value={g}>
              {t(`gender.${g}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Section>

      <Section title={t('filters.sharing')}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {SHARING_TYPES.map((s: Sharing) => {
            const on = value.sharing?.includes(s) ?? false;
            return (
              <Chip
                key={s}
                label={t(`sharing.${s}`)}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => set({ sharing: toggle(value.sharing, s) })}
                aria-pressed={on}
              />
            );
          })}
        </Stack>
      </Section>

      <Section title={t('filters.ac')}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={value.ac === undefined ? 'any' : value.ac ? 'yes' : 'no'}
          onChange={(_e, v: string | null) => {
            if (v === null) return;
            set({ ac: v === 'any' ? undefined : v === 'yes' });
          }}
        >
          <ToggleButton value="any">{t('filters.any')}</ToggleButton>
          <ToggleButton value="yes">{t('filters.acYes')}</ToggleButton>
          <ToggleButton value="no">{t('filters.acNo')}</ToggleButton>
        </ToggleButtonGroup>
      </Section>

      <Section title={t('filters.bathroom')}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={value.attachedBathroom ? 'attached' : 'any'}
          onChange={(_e, v: string | null) => {
            if (v === null) return;
            set({ attachedBathroom: v === 'attached' ? true : undefined });
          }}
        >
          <ToggleButton value="any">{t('filters.any')}</ToggleButton>
          <ToggleButton value="attached">{t('filters.bathroomAttached')}</ToggleButton>
        </ToggleButtonGroup>
      </Section>

      <Section title={t('filters.food')}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={value.food ?? 'any'}
          onChange={(_e, v: string | null) => {
            if (v === null) return;
            set({ food: v === 'any' ? undefined : (FOOD_FILTERS.find((f) => f === v) ?? undefined) });
          }}
          sx={{ flexWrap: 'wrap' }}
        >
          <ToggleButton value="any">{t('filters.any')}</ToggleButton>
          {FOOD_FILTERS.map((f) => (
            <ToggleButton key={f} value={f}>
              {t(`food.${f}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Section>

      <Section title={t('filters.price')}>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {t('filters.priceRange', {
            min: priceLabel(priceValue[0] ?? PRICE_FLOOR_INR),
            max: priceLabel(priceValue[1] ?? PRICE_CEILING_INR),
          })}
        </Typography>
        <Box sx={{ px: 1.5 }}>
          <Slider
            value={priceValue}
            min={PRICE_FLOOR_INR}
            max={PRICE_CEILING_INR}
            step={PRICE_STEP_INR}
            disableSwap
            getAriaLabel={(i) => (i === 0 ? t('filters.priceMin') : t('filters.priceMax'))}
            getAriaValueText={priceLabel}
            valueLabelDisplay="auto"
            valueLabelFormat={priceLabel}
            onChange={(_e, v) => setDragging(Array.isArray(v) ? v : [v, v])}
            onChangeCommitted={(_e, v) => {
              setDragging(null);
              const [lo, hi] = Array.isArray(v) ? v : [v, v];
              set({
                minRentInr: lo === undefined || lo <= PRICE_FLOOR_INR ? undefined : lo,
                maxRentInr: hi === undefined || hi >= PRICE_CEILING_INR ? undefined : hi,
              });
            }}
          />
        </Box>
      </Section>

      <MaxTotalFilter value={value.maxTotalInr} onChange={(maxTotalInr) => set({ maxTotalInr })} />

      <Section title={t('filters.amenities')}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {AMENITIES.map((a: Amenity) => {
            const on = value.amenities?.includes(a) ?? false;
            return (
              <Chip
                key={a}
                size="small"
                label={t(`amenity.${a}`)}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => set({ amenities: toggle(value.amenities, a) })}
                aria-pressed={on}
              />
            );
          })}
        </Stack>
      </Section>
    </Stack>
  );
}
