// The shape of a namespace's strings in another language: the English file's keys, nesting and array
// lengths (its `as const` makes every text a literal type), with every text widened to `string`.
// `export const hi: Strings<typeof en> = {...}` makes tsc fail on a missing, extra or misplaced key.
export type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
