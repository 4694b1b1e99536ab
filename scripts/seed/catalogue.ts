import type { SeedContext } from './index';

/** Seeds the catalogue demo data; returns counts of what it wrote. Filled in by the feature that owns it. */
export async function seedCatalogue(_ctx: SeedContext): Promise<Record<string, number>> {
  return {};
}
