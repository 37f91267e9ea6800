/** Written by the build (scripts/language-catalogs.mjs, docs/decisions/064). */
declare module 'virtual:navihub-catalogs' {
  /** Per language other than English, its index: per text module, the loader of its catalog. */
  export const languages: Record<
    string,
    () => Promise<{ loaders: Record<string, () => Promise<Record<string, unknown>>> }>
  >;
  /**
   * A production build of a language other than English (decision 064, one build per language):
   * the loader of the contract's messages in English, the language the server's error bodies are
   * written in, and the language's texts of the messages only the server's answers carry (which
   * the build leaves out of the shell). The dev server, the unit tests and the English build: none.
   */
  export const englishMessages:
    (() => Promise<{ messages: Record<string, string>; language?: Record<string, unknown> }>) | undefined;
}
