export type FirestoreCounts = { reads: number; writes: number; paused: boolean };
/** Wraps the @google-cloud/firestore package at `firestoreRoot` (the one firebase-admin loads). */
export function countFirestore(firestoreRoot: string): FirestoreCounts;
