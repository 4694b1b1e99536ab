// User-facing strings of the listings feature (English). A Hindi file with the same keys can follow.
export const en = {} as const;
