// GET /api/pgs/{id}: public listings for everyone; drafts, hidden and unverified ones only for their owner or an admin.
import { isAdminRole } from '@kotastay/shared/roles';
import { isPublicPg, toPgDetail, type PgDetail } from '@kotastay/shared/schemas/pg';
import { NotFound, type Actor } from '../errors';
import { nearestBranches } from '../catalogue/nearest-branches';
import { getPg } from './repository';

export async function getPgDetail(id: string, caller: Actor | undefined): Promise<PgDetail> {
  const pg = await getPg(id);
  // One answer for "missing" and "not yours": a 403 would reveal that a draft exists.
  if (!pg) throw new NotFound('This PG');
  const canManage = !!caller && (caller.uid === pg.ownerId || isAdminRole(caller.role));
  if (!isPublicPg(pg) && !canManage) throw new NotFound('This PG');
  // Distances to coaching branches from the catalogue as it is now, not as it was when the listing was written.
  return { ...toPgDetail(pg, canManage), nearbyBranches: await nearestBranches(pg.location) };
}
