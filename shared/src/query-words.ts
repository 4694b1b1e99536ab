// The typed query's words as the API's understanding lists them (decision 205): what is left of the query when the
// user removes a chip. Its own small file so the results page takes it without the understanding itself.

/** The query without the words one understood part came from (a chip the user removed). */
export function queryWithout(u: { readonly words: readonly string[] }, wordIndexes: readonly number[]): string {
  return u.words
    .filter((_, i) => !wordIndexes.includes(i))
    .join(' ')
    .trim();
}
