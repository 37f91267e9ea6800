/**
 * PGlite is one process's database: while the shop runs on it, an operator command must not open
 * the same files. The shop leaves its pid here; commands refuse while that process lives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { privateFolder } from './private-files.js';

const lockPath = (dataDir: string) => path.join(dataDir, 'navihub-server.pid');

export function holdEmbeddedLock(dataDir: string): () => void {
  // The shop's data folder: the embedded database and this lock, the shop's user's alone.
  privateFolder(dataDir);
  fs.writeFileSync(lockPath(dataDir), String(process.pid), { mode: 0o600 });
  fs.chmodSync(lockPath(dataDir), 0o600);
  return () => fs.rmSync(lockPath(dataDir), { force: true });
}

/** The pid of a live shop process using this data directory, if any. */
export function embeddedLockHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(lockPath(dataDir), 'utf8'));
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}
