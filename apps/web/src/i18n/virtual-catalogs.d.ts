/** Written by the build (scripts/language-catalogs.mjs, docs/decisions/064). */
declare module 'virtual:navihub-catalogs' {
  /** Per language other than English, its index: per text module, the loader of its catalog. */
  export const languages: Record<
    string,
    () => Promise<{ loaders: Record<string, () => Promise<Record<string, unknown>>> }>
  >;
}
