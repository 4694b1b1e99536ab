// A review's author as the page's language says it: the stored stand-ins for a child or a deleted account are
// English words (shared/src/review-authors.ts), translated here; a first name is shown as it is.
import type { TFunction } from 'i18next';
import { CHILD_REVIEW_AUTHOR, FORMER_STUDENT } from '@kotastay/shared/review-authors';

/** `t`: the common namespace's (useTranslation()). */
export function reviewAuthorName(name: string, t: TFunction<'common'>): string {
  if (name === CHILD_REVIEW_AUTHOR) return t('reviewAuthor.student');
  if (name === FORMER_STUDENT) return t('reviewAuthor.formerStudent');
  return name;
}
