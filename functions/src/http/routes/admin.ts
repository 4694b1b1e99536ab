import { Router, type Request } from 'express';
import { z } from 'zod';
import { RoleGrantBodySchema } from '@kotastay/shared/schemas/role-grant';
import { adminOverview } from '../../domain/admin/overview';
import { grantRoleToPhone, listRoleGrants, revokeRoleGrant } from '../../domain/users/role-grants';
import { callerOf, requireCurrentAdmin } from '../auth';
import { parse } from '../validate';

// /api/admin — the admin console's overview and role grants to numbers (docs/decisions/100-admin-console-and-audit-log.md).
// Current admins only (claim and users/{uid}.role agree: 1 read per request, on top of what each route lists).
export const adminRouter: Router = Router();
const noStore = 'private, no-store';

/**
 * GET /api/admin/overview: the dashboard's counts. Reads per request: 1 (the admin check) + 10 count()
 * aggregations, each 1 read per 1,000 matching index entries (at least 1) — 11 reads on a normal day.
 */
adminRouter.get('/overview', ...requireCurrentAdmin(), async (_req, res) => {
  res.set('Cache-Control', noStore).json(await adminOverview());
});

/** GET /api/admin/role-grants: pending grants, newest first (1 read per grant, at most 200). */
adminRouter.get('/role-grants', ...requireCurrentAdmin(), async (_req, res) => {
  res.set('Cache-Control', noStore).json({ grants: await listRoleGrants() });
});

/** POST /api/admin/role-grants {phone, role}: pending until the number's first sign-in, or applied at once. */
adminRouter.post('/role-grants', ...requireCurrentAdmin(), async (req, res) => {
  const body = parse(RoleGrantBodySchema, req.body, 'role grant');
  res.set('Cache-Control', noStore).json(await grantRoleToPhone(callerOf(req), body));
});

const PhoneParamSchema = z.object({ phone: z.string().regex(/^\+91[6-9]\d{9}$/, 'Use the number as +91 followed by 10 digits.') });
const phoneOf = (req: Request) => parse(PhoneParamSchema, { phone: req.params.phone }, 'number').phone;

/** DELETE /api/admin/role-grants/{+91…}: takes a pending grant back. */
adminRouter.delete('/role-grants/:phone', ...requireCurrentAdmin(), async (req, res) => {
  await revokeRoleGrant(callerOf(req), phoneOf(req));
  res.set('Cache-Control', noStore).status(204).end();
});
