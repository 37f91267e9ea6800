/**
 * The rows of a raw `db.execute(sql…)`. Drizzle types that result per driver (`PgQueryResultHKT`
 * stays abstract on our `Db`), but node-postgres and PGlite both answer `{ rows }`; this is the one
 * place that says so, and the caller names the row shape its SQL returns.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('a raw SQL result without rows');
  return rows as Row[];
}
