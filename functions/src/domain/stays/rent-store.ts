// The only file that names the rent collections (docs/decisions/209-monthly-rent.md): `stays/{id}/rent/{YYYY-MM}`
// (an invoice per billing period), its `audit`, `rent_orders/{orderId}` (a gateway order → the stay and month it
// pays) and the rent receipt counter `meta/rent_receipt_counter`. Every one is written by Functions only.
import type { Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS, RENT_RECEIPT_COUNTER_DOC } from '@kotastay/shared/collections';
import { RentInvoiceDocSchema, type RentAuditDoc, type RentInvoiceDoc } from '@kotastay/shared/schemas/rent';
import type { ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { db } from '../../lib/admin';
import { readAs, readList } from '../../lib/converter';
import { exportedDoc } from '../../lib/exported-doc';
import { metaDoc } from '../../lib/meta';
import { NotFound } from '../errors';
import { stayRef } from './store';

const rentCol = (stayId: string) => stayRef(stayId).collection(COLLECTIONS.stayRent);
export const rentRef = (stayId: string, month: string) => rentCol(stayId).doc(month);
const rentAuditCol = (stayId: string, month: string) => rentRef(stayId, month).collection(COLLECTIONS.rentAudit);
const rentOrderRef = (orderId: string) => db().collection(COLLECTIONS.rentOrders).doc(orderId);
/** `meta/rent_receipt_counter` ({ [year]: last number }), bumped in the paying transaction. */
export const rentReceiptCounterRef = () => metaDoc(RENT_RECEIPT_COUNTER_DOC);

const asInvoice = readAs(RentInvoiceDocSchema, { idField: 'id' });

/** What `rent_orders/{orderId}` holds: the stay and month it pays, the amount, and the payment once paid. No person. */
export const RentOrderDocSchema = z.object({
  orderId: z.string(),
  stayId: z.string(),
  month: z.string(),
  provider: z.enum(['razorpay', 'local']),
  amountPaise: z.number(),
  currency: z.literal('INR'),
  receipt: z.string(),
  status: z.enum(['created', 'paid']),
  paymentId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RentOrderDoc = z.infer<typeof RentOrderDocSchema>;
const asRentOrder = readAs(RentOrderDocSchema);

export const rentNotFound = () => new NotFound('This rent invoice', 'rent_not_found');

export async function readInvoice(tx: Transaction, stayId: string, month: string): Promise<RentInvoiceDoc | null> {
  return (await tx.get(rentRef(stayId, month).withConverter(asInvoice))).data() ?? null;
}
export async function getInvoice(stayId: string, month: string): Promise<RentInvoiceDoc | null> {
  return (await rentRef(stayId, month).withConverter(asInvoice).get()).data() ?? null;
}
/** A stay's invoices, oldest first. */
export const invoicesOf = (stayId: string): Promise<RentInvoiceDoc[]> => readList(rentCol(stayId).orderBy('periodStart'), asInvoice);
/** A stay's invoices in a transaction, oldest first. */
export async function readInvoices(tx: Transaction, stayId: string): Promise<RentInvoiceDoc[]> {
  const snap = await tx.get(rentCol(stayId).withConverter(asInvoice));
  return snap.docs.map((d) => d.data()).sort((a, b) => a.periodStart.localeCompare(b.periodStart));
}

export async function readRentOrder(tx: Transaction, orderId: string): Promise<RentOrderDoc | null> {
  return (await tx.get(rentOrderRef(orderId).withConverter(asRentOrder))).data() ?? null;
}
export async function getRentOrder(orderId: string): Promise<RentOrderDoc | null> {
  return (await rentOrderRef(orderId).withConverter(asRentOrder).get()).data() ?? null;
}

/**
 * Writes a whole invoice (create: fails when it already exists). A write only. `refundOpen` is kept with it: whether a
 * refund of it is still `initiated` (what the refund sweeper finds across every stay; decision 211).
 */
export function writeInvoice(tx: Transaction, inv: RentInvoiceDoc, create = false): void {
  const { id, ...rest } = inv;
  const data = { ...rest, refundOpen: inv.refunds.some((r) => r.state === 'initiated') };
  if (create) tx.create(rentRef(inv.stayId, id), data);
  else tx.set(rentRef(inv.stayId, id), data);
}

/** Invoices, of every stay, with a refund still `initiated` (at most `limit`). */
export const invoicesWithOpenRefunds = (limit: number): Promise<RentInvoiceDoc[]> =>
  readList(db().collectionGroup(COLLECTIONS.stayRent).where('refundOpen', '==', true).limit(limit), asInvoice);
export function writeRentOrder(tx: Transaction, order: RentOrderDoc): void {
  tx.set(rentOrderRef(order.orderId), order);
}
export function markRentOrderPaid(tx: Transaction, orderId: string, paymentId: string, at: string): void {
  tx.update(rentOrderRef(orderId), { status: 'paid', paymentId, updatedAt: at });
}
export function writeRentAudit(tx: Transaction, stayId: string, month: string, entry: RentAuditDoc): void {
  tx.create(rentAuditCol(stayId, month).doc(), entry);
}

/** The invoices of the stays `stayIds` (a student's data export, docs/decisions/204-data-rights-in-the-app.md). */
export async function rentDataOfStays(stayIds: readonly string[]): Promise<ExportedDoc[]> {
  const snaps = await Promise.all(stayIds.map((id) => rentCol(id).get()));
  return snaps.flatMap((s) => s.docs.map((d) => exportedDoc(d)));
}
