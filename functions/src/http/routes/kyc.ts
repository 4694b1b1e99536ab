import { Router } from 'express';
import {
  KYC_FILE_MAX_BYTES,
  KycApproveSchema,
  KycQueueQuerySchema,
  KycRejectSchema,
  KycSubmissionSchema,
  UidParamSchema,
} from '@kotastay/shared/schemas/kyc';
import { approveKyc, getOwnKyc, listKyc, readIdCard, rejectKyc, submitKyc } from '../../domain/kyc/kyc-service';
import { callerOf, requireAuth, requireCurrentAdmin } from '../auth';
import { HttpError } from '../http-error';
import { parseMultipart } from '../multipart';
import { parse } from '../validate';

// /api/kyc — owner verification (docs/decisions/060-owner-kyc.md) — and /api/admin/kyc, the staff queue.

const uidParam = (value: unknown) => parse(UidParamSchema, value, 'user id');

export const kycRouter: Router = Router();

kycRouter.post('/', requireAuth(), async (req, res) => {
  const caller = callerOf(req);
  const form = await parseMultipart(req, { maxFileBytes: KYC_FILE_MAX_BYTES, maxFiles: 1 });
  const stray = form.files.find((f) => f.field !== 'idCard');
  if (stray) throw new HttpError(400, 'invalid_input', `Check the verification request: ${stray.field}.`, { [stray.field]: 'This field is not allowed.' });
  const input = parse(KycSubmissionSchema, form.fields, 'verification request');
  const file = form.files[0] ?? null;
  const view = await submitKyc({ uid: caller.uid, role: caller.role }, input, file && { clientName: file.clientName, bytes: file.bytes, truncated: file.truncated });
  res.status(201).json(view);
});

kycRouter.get('/me', requireAuth(), async (req, res) => {
  const caller = callerOf(req);
  res.json({ kyc: await getOwnKyc({ uid: caller.uid, role: caller.role }) });
});

kycRouter.get('/:uid/id-card', requireAuth(), async (req, res) => {
  const uid = uidParam(req.params.uid);
  const caller = callerOf(req);
  const file = await readIdCard({ uid: caller.uid, role: caller.role }, uid);
  // An identity document: never cached by the browser or a proxy, never sniffed into something else.
  res.set({
    'Cache-Control': 'private, no-store',
    'Content-Type': file.contentType,
    'Content-Disposition': `inline; filename="${file.fileName}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
  res.send(file.bytes);
});

kycRouter.post('/:uid/approve', ...requireCurrentAdmin(), async (req, res) => {
  const uid = uidParam(req.params.uid);
  const caller = callerOf(req);
  const { submittedAt } = parse(KycApproveSchema, req.body ?? {}, 'approval');
  res.json(await approveKyc({ uid: caller.uid, role: caller.role }, uid, submittedAt));
});

kycRouter.post('/:uid/reject', ...requireCurrentAdmin(), async (req, res) => {
  const uid = uidParam(req.params.uid);
  const { reason, submittedAt } = parse(KycRejectSchema, req.body ?? {}, 'rejection');
  const caller = callerOf(req);
  res.json(await rejectKyc({ uid: caller.uid, role: caller.role }, uid, reason, submittedAt));
});

export const adminKycRouter: Router = Router();

adminKycRouter.get('/', ...requireCurrentAdmin(), async (req, res) => {
  const { status } = parse(KycQueueQuerySchema, req.query, 'queue filter');
  res.json({ items: await listKyc(status) });
});

