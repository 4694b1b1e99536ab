// GET /api/pgs/{id}: public listings for everyone; drafts, hidden and unverified ones only for their owner or an admin.
import { isAdminRole } from '@kotastay/shared/roles';
import { isPublicPg, toPgDetail, type PgDetail } from '@kotastay/shared/schemas/pg';
import { nearestBranches } from '../catalogue';
import { NotFound, type Actor } from '../errors';
import { getPg, getPgWithOwner } from './store';

export async function getPgDetail(id: string, caller: Actor | undefined): Promise<PgDetail> {
  const isAdmin = !!caller && isAdminRole(caller.role);
  // The owner's uid lives in pg_private: read it (a second document) only for a signed-in non-admin caller.
  const { pg, ownerId } = caller && !isAdmin ? await getPgWithOwner(id) : { pg: await getPg(id), ownerId: null };
  // One answer for "missing" and "not yours": a 403 would reveal that a draft exists.
  if (!pg) throw new NotFound('This PG');
  const canManage = isAdmin || (!!caller && ownerId !== null && caller.uid === ownerId);
  if (!isPublicPg(pg) && !canManage) throw new NotFound('This PG');
  // Distances to coaching branches from the catalogue as it is now, not as it was when the listing was written.
  return { ...toPgDetail(pg, canManage), nearbyBranches: await nearestBranches(pg.location) };
}
