import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * The embedded database serves one shop process: small shared buffers are enough (the operating
 * system caches the files), and they keep the server process's memory near 200 MB instead of
 * about 300 MB with PostgreSQL's default of 128 MB.
 */
export const PGLITE_OPTIONS: PGliteOptions = { postgresqlconf: 'shared_buffers = 16MB' };
