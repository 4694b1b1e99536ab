// Catalogue list order: popular lists by popularRank (unranked last), every list then by name.
// The catalogue is small (tens of documents), so sorting in memory avoids composite indexes.
const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

type Named = { name: string };
type Ranked = Named & { popularRank?: number | undefined };

export function byName<T extends Named>(items: T[]): T[] {
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}

export function byPopularRank<T extends Ranked>(items: T[]): T[] {
  const rank = (item: Ranked) => item.popularRank ?? Number.POSITIVE_INFINITY;
  return [...items].sort((a, b) => rank(a) - rank(b) || collator.compare(a.name, b.name));
}
