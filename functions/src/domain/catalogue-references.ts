// What outside the catalogue points at a coaching, branch or area, asked of the modules that hold those ids: the users
// module (a student's chosen coaching and branch) and the listings module (a listing's and a draft's area). The
// catalogue sits below both (they import it), so it cannot import them; the routes that delete a catalogue entry pass
// this in (docs/architecture.md#modules).
import type { CatalogueReferences } from './catalogue';
import { draftsInArea, listingsInArea } from './listings';
import { studentsWho } from './users';

const plural = (n: string, one: string, many: string) => `${n} ${n === '1' ? one : many}`;

export const catalogueReferences: CatalogueReferences = (kind, id) => {
  switch (kind) {
    case 'coaching':
      return [{ query: studentsWho('coachingId', id), label: (n) => plural(n, 'student profile', 'student profiles') }];
    case 'branch':
      return [{ query: studentsWho('branchId', id), label: (n) => plural(n, 'student profile', 'student profiles') }];
    case 'area':
      return [
        { query: listingsInArea(id), label: (n) => plural(n, 'PG', 'PGs') },
        { query: draftsInArea(id), label: (n) => plural(n, 'listing draft', 'listing drafts') },
      ];
  }
};
