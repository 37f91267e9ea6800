/** Whatever was thrown, as an Error (a thrown string or object keeps its text). */
export const asError = (thrown: unknown): Error =>
  thrown instanceof Error ? thrown : new Error(String(thrown));
