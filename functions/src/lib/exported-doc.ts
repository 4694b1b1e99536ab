// A stored document as plain JSON for a person's data export (docs/decisions/204-data-rights-in-the-app.md): times as
// ISO strings, references as paths, points as {latitude, longitude}. Each module builds its own section with this.
import { DocumentReference, GeoPoint, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { ExportedDoc } from '@kotastay/shared/schemas/privacy';

const FieldsSchema = z.record(z.string(), z.unknown());
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function toPlain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof DocumentReference) return value.path;
  if (Array.isArray(value)) return value.map(toPlain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)]));
  return value;
}

/** The snapshot's fields as plain JSON, minus `omit` (top-level or dotted paths such as 'bank.ifsc'). */
export function exportedDoc(snap: DocumentSnapshot, omit: readonly string[] = []): ExportedDoc {
  const data = FieldsSchema.parse(toPlain(snap.data() ?? {}));
  for (const path of omit) {
    const keys = path.split('.');
    let at: unknown = data;
    for (const k of keys.slice(0, -1)) at = isObject(at) ? at[k] : undefined;
    if (isObject(at)) delete at[keys[keys.length - 1] ?? ''];
  }
  return { id: snap.id, path: snap.ref.path, data };
}
