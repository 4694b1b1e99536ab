import { describe, expect, it } from 'vitest';
import { AMENITIES, GENDERS, PHOTO_VARIANTS, SHARING_TYPES } from '@kotastay/shared/schemas/pg';
import { INDIA_BOUNDS } from '@kotastay/shared/schemas/catalogue';
import { DEFAULT_PAGE_SIZE, FOOD_FILTERS, NEARBY_SORTS } from '@kotastay/shared/schemas/search';
import * as v from './vocabulary';

// tsc already compares the types; this also catches a shared constant widened to string[] one day.
describe('listing vocabularies', () => {
  it('equal the shared ones', () => {
    expect(v.GENDER_VALUES).toEqual(GENDERS);
    expect(v.SHARING_VALUES).toEqual(SHARING_TYPES);
    expect(v.FOOD_FILTER_VALUES).toEqual(FOOD_FILTERS);
    expect(v.SORT_VALUES).toEqual(NEARBY_SORTS);
    expect(v.AMENITY_VALUES).toEqual(AMENITIES);
    expect(v.PHOTO_SIZES).toEqual(PHOTO_VARIANTS);
    expect(v.BOUNDS).toEqual(INDIA_BOUNDS);
    expect(v.PAGE_SIZE).toBe(DEFAULT_PAGE_SIZE);
  });
});
