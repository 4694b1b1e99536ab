// User-facing strings of the info feature (English). A Hindi file with the same keys can follow.
export const en = {} as const;
