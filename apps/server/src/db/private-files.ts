/**
 * The embedded database's files hold every PIN, password hash and unsent mail (reset links): they
 * are the shop's user's alone (issue 29 item 7). PGlite sets its files' modes itself (0666,
 * whatever the umask), so the folders are made 0700, which keeps everyone else out of what lies
 * below, and the files 0600 whenever the shop opens or closes the database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * Folders made from now on by this process (and the processes it starts) are 0700 and files
 * 0600 unless their maker says otherwise. The umask is the process's; a worker thread cannot set it.
 */
export function restrictNewFiles(): void {
  if (isMainThread) process.umask(process.umask() | 0o077);
}

/** Creates `dir` (and missing parents) as a private folder, or makes an existing one private. */
export function privateFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  fs.chmodSync(dir, PRIVATE_DIR);
}

/**
 * Makes `dir` and everything below it private: folders 0700, files 0600. A file another user
 * owns cannot be changed; those are named in one warning rather than stopping the shop.
 */
export function makePrivate(dir: string): void {
  const refused: string[] = [];
  const visit = (at: string, isDir: boolean) => {
    const wanted = isDir ? PRIVATE_DIR : PRIVATE_FILE;
    try {
      if ((fs.statSync(at).mode & 0o777) !== wanted) fs.chmodSync(at, wanted);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      refused.push(at);
    }
    if (!isDir) return;
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      if (entry.isSymbolicLink()) continue;
      visit(path.join(at, entry.name), entry.isDirectory());
    }
  };
  visit(dir, true);
  if (refused.length > 0) {
    console.warn(
      `Could not make ${refused.length} file(s) under ${dir} readable by their owner only (first: ${refused[0]}); chmod them 0600 (folders 0700) yourself.`,
    );
  }
}
