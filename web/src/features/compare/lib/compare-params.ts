// The /compare page's state lives in its link (docs/decisions/170-compare.md): `ids` (public PG ids, in order)
// and `branch` (the coaching campus distances are measured from). A hand-edited or old link never breaks the
// page: repeated ids count once, ids past the third are left out (and the page says so), and an id the API
// would refuse (`__x__`, `..`, `a/b`) is shown as a PG that is no longer listed without being asked for.
import { isDocId } from '@kotastay/shared/schemas/ids';
import { COMPARE_MAX, splitIdList } from '@kotastay/shared/schemas/compare';
import { CatalogueIdSchema } from '@kotastay/shared/schemas/catalogue';

export type CompareParams = {
  /** The columns, in order: at most COMPARE_MAX distinct ids. */
  ids: string[];
  /** The subset of `ids` worth asking the API about (well-formed document ids). */
  validIds: string[];
  /** How many distinct ids past the limit were left out. */
  droppedCount: number;
  /** A well-formed catalogue branch id from the link, or null. */
  branchId: string | null;
};

export function parseCompareParams(search: URLSearchParams): CompareParams {
  const all = splitIdList(search.getAll('ids').join(','));
  const ids = all.slice(0, COMPARE_MAX);
  const branch = search.get('branch')?.trim() ?? '';
  return {
    ids,
    validIds: ids.filter(isDocId),
    droppedCount: all.length - ids.length,
    branchId: CatalogueIdSchema.safeParse(branch).success ? branch : null,
  };
}
