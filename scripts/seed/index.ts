// Runs every feature's seed against the emulators (see scripts/seed.mjs).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { seedCatalogue } from './catalogue';
import type { SeedContext } from './context';
import { demoPgs, seededPgCount, seedPgs } from './pgs';
import { recomputeRatings, seedReviews } from './reviews';
import { seedComplaints } from './complaints';
import { seedStays } from './stays';
import { seedUsers } from './users';

export type { SeedContext } from './context';

export async function seedAll(): Promise<Record<string, number>> {
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-kotastay' });
  const ctx: SeedContext = { db: getFirestore(app), auth: getAuth(app) };
  const catalogue = await seedCatalogue(ctx);
  const users = await seedUsers(ctx);
  const records = demoPgs(seededPgCount());
  // Every start seeds again: only what is missing is written, so nothing people did since is undone (SeedMode).
  const pgs = await seedPgs(ctx, records, 'keep');
  // After the listings: each public listing's rating is the aggregate of these reviews from confirmed stays …
  const reviews = await seedReviews(ctx, records, 'keep');
  // … and of every review written since, as the review Functions keep it.
  const ratingsCorrected = await recomputeRatings(
    ctx,
    records.map((r) => r.id),
  );
  // The demo student's stay, after the bookings it belongs to (decision 207).
  const stays = await seedStays(ctx, records, 'keep');
  // Two complaints on that stay: one answered by the owner, one with the team (decision 208).
  const complaints = await seedComplaints(ctx, records, 'keep');
  return { ...catalogue, ...users, ...pgs, ...reviews, ...stays, ...complaints, ratingsCorrected };
}
