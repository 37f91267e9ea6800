/**
 * PGlite is one process's database: while the shop runs on it, an operator command must not open
 * the same files. The shop leaves its pid here; commands refuse while that process lives.
 */
import fs from 'node:fs';
import path from 'node:path';

const lockPath = (dataDir: string) => path.join(dataDir, 'navihub-server.pid');

export function holdEmbeddedLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockPath(dataDir), String(process.pid));
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
