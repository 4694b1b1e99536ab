// How the PG page words the owner's median time to a first answer to a complaint
// (docs/decisions/217-owner-response-time.md): "within" a whole number, rounded UP so the words are never quicker than
// the median — up to 1 hour "within an hour", under 48 hours in hours, from 48 hours in days.

export type OwnerResponseWords =
  { key: 'ownerWithinHour' } | { key: 'ownerWithinHours'; hours: number } | { key: 'ownerWithinDays'; days: number };

export function ownerResponseWords(medianHours: number): OwnerResponseWords {
  if (medianHours <= 1) return { key: 'ownerWithinHour' };
  if (medianHours < 48) return { key: 'ownerWithinHours', hours: Math.ceil(medianHours) };
  return { key: 'ownerWithinDays', days: Math.ceil(medianHours / 24) };
}
