import type { Router } from 'express';
import { z } from 'zod';
import { DocIdSchema } from '@kotastay/shared/schemas/ids';
import { parse } from './validate';

/**
 * Checks every path parameter in `names` against the shared document-id pattern before any other handler of
 * `router` runs (auth included): a hostile id such as `__name__`, `..` or `a/b` is a 400 naming the
 * parameter, and never reaches Firestore, which would answer it with an error (a 500 here).
 */
export function checkIdParams(router: Router, ...names: string[]): void {
  for (const name of names) {
    router.param(name, (_req, _res, next, value: unknown) => {
      try {
        parse(z.object({ [name]: DocIdSchema }), { [name]: value }, 'id');
        next();
      } catch (err) {
        next(err);
      }
    });
  }
}
