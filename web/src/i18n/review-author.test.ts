import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import { CHILD_REVIEW_AUTHOR, FORMER_STUDENT } from '@kotastay/shared/review-authors';
import { en } from './common.en';
import { hi } from './common.hi';
import { reviewAuthorName } from './review-author';

describe('a review author in the page’s language', () => {
  test.each([
    ['en', CHILD_REVIEW_AUTHOR, 'Student'],
    ['en', FORMER_STUDENT, 'Former student'],
    ['hi', CHILD_REVIEW_AUTHOR, 'छात्र'],
    ['hi', FORMER_STUDENT, 'पूर्व छात्र'],
    ['hi', 'Meera', 'Meera'],
  ])('%s: %s → %s', async (lng, stored, shown) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng, resources: { en: { common: en }, hi: { common: hi } }, defaultNS: 'common' });
    expect(reviewAuthorName(stored, i18n.getFixedT(lng, 'common'))).toBe(shown);
  });
});
