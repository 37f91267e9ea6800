/** Reading a text catalog (mails, invoices) in the catalogs' parity tests. */

export type Tree = { [key: string]: string | ((...args: never[]) => string) | Tree };

/** Every text of a catalog by its dotted key. */
export function entries(tree: Tree, prefix = ''): Map<string, Tree[string]> {
  const found = new Map<string, Tree[string]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') for (const [k, v] of entries(value, path)) found.set(k, v);
    else found.set(path, value);
  }
  return found;
}

/** A text as written with placeholder arguments: `ARG0`, `ARG1`, … */
export const sample = (text: Tree[string]): string =>
  typeof text === 'function'
    ? (text as (...args: string[]) => string)(...Array.from({ length: text.length }, (_, i) => `ARG${i}`))
    : (text as string);

/**
 * The French typography a text breaks (decision 076): a no-break space before `:` and a narrow
 * one before `;`, `?` and `!`, never an ordinary space nor none.
 */
export function frenchSpacingProblems(tree: Tree): string[] {
  const problems: string[] = [];
  for (const [key, text] of entries(tree)) {
    const written = sample(text);
    if (/ [:;?!]/.test(written)) problems.push(`${key}: an ordinary space before a colon or mark`);
    if (/[\p{L}\d)][;?!]|[\p{L})]:(\s|$)/u.test(written)) problems.push(`${key}: no space before a mark`);
  }
  return problems;
}
