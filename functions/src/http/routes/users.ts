import { Router } from 'express';
import { RoleChangeSchema, UserSearchQuerySchema } from '@kotastay/shared/schemas/user';
import { callerOf, requireAdmin, requireAuth } from '../auth';
import { checkIdParams } from '../id-params';
import { parse } from '../validate';
import { changeRole, getUserFor, searchUsers } from '../../domain/users/users-service';

// /api/users — the user document (self or admin) and role changes (admins; see shared/src/role-policy.ts).
export const usersRouter: Router = Router();
checkIdParams(usersRouter, 'uid');

usersRouter.get('/', requireAdmin(), async (req, res) => {
  const { phone } = parse(UserSearchQuerySchema, req.query, 'search');
  res.json(await searchUsers(phone));
});

usersRouter.get('/firebase/:uid', requireAuth(), async (req, res) => {
  res.json(await getUserFor(callerOf(req), String(req.params.uid)));
});

usersRouter.put('/:uid/role', requireAdmin(), async (req, res) => {
  const { role } = parse(RoleChangeSchema, req.body, 'role change');
  res.json(await changeRole(callerOf(req), String(req.params.uid), role));
});
