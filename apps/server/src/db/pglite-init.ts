/**
 * Creates an embedded database in its own short-lived process (see openDatabase): PGlite's initdb
 * takes about 500 MB that a process never gives back, and the server should not carry it.
 * Usage: node pglite-init.js <data dir>
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pglite-options.js';
import { makePrivate, privateFolder, restrictNewFiles } from './private-files.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-init <data dir>');
restrictNewFiles();
privateFolder(dataDir);
const db = await PGlite.create(dataDir, PGLITE_OPTIONS);
await db.close();
makePrivate(dataDir);
