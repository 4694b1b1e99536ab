// The catalogue dialog's form state and the request it sends (pure, unit-tested): a create sends every field with a
// value; an edit sends only what changed, null removing an optional field.
import { DEFAULT_CENTER } from '@kotastay/shared/constants';
import type { Area, Branch, Coaching, Exam } from '@kotastay/shared/schemas/catalogue';
import type { CatalogueKind } from '../api/admin-catalogue-api';

export type Entry = Coaching | Branch | Area;

export type Draft = {
  name: string;
  shortName: string;
  exams: Exam[];
  popular: boolean;
  popularRank: string;
  website: string;
  coaching_id: string;
  address: string;
  area: string;
  description: string;
  aliases: string;
  lat: string;
  lng: string;
};

export type TextFieldName = 'name' | 'shortName' | 'website' | 'address' | 'area' | 'description' | 'aliases' | 'lat' | 'lng' | 'popularRank';

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function draftOf(entry: Entry | null, defaults: { coachingId: string | null }): Draft {
  const e = (entry ?? {}) as Partial<Coaching & Branch & Area>;
  return {
    name: str(e.name),
    shortName: str(e.shortName),
    exams: e.exams ?? ['JEE'],
    popular: e.popular ?? false,
    popularRank: str(e.popularRank),
    website: str(e.website),
    coaching_id: e.coaching_id ?? defaults.coachingId ?? '',
    address: str(e.address),
    area: str(e.area),
    description: str(e.description),
    aliases: (e.aliases ?? []).join(', '),
    lat: str(e.lat ?? DEFAULT_CENTER.lat),
    lng: str(e.lng ?? DEFAULT_CENTER.lng),
  };
}

/** Text fields as the API takes them; blank optional text is "none" (left out on create, removed on edit). */
function bodyOf(kind: CatalogueKind, d: Draft): Record<string, unknown> {
  const opt = (v: string) => (v.trim() === '' ? null : v.trim());
  const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
  const rank = d.popularRank.trim() === '' ? null : Number(d.popularRank);
  if (kind === 'coachings') {
    return { name: d.name, shortName: opt(d.shortName), exams: d.exams, popular: d.popular, popularRank: rank, website: opt(d.website) };
  }
  const point = { lat: num(d.lat), lng: num(d.lng) };
  if (kind === 'branches') return { name: d.name, coaching_id: d.coaching_id, address: d.address, area: opt(d.area), ...point };
  const aliases = d.aliases.split(',').map((a) => a.trim()).filter(Boolean);
  return { name: d.name, popular: d.popular, popularRank: rank, description: opt(d.description), aliases: aliases.length ? aliases : null, ...point };
}

/** Create: every field with a value. Edit: only what changed (null removes an optional field). */
export function requestBody(kind: CatalogueKind, initial: Draft, current: Draft, isEdit: boolean): Record<string, unknown> {
  const now = bodyOf(kind, current);
  if (!isEdit) return Object.fromEntries(Object.entries(now).filter(([, v]) => v !== null));
  const before = bodyOf(kind, initial);
  return Object.fromEntries(Object.entries(now).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k])));
}
