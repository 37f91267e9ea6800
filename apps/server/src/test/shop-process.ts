/** The shop as its own process, for tests that need one (signals, several processes on one database). */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Node's arguments to run a TypeScript entry in this one process, loaded by tsx's hooks: the `tsx`
 * command would run it in a child and relay signals, and kill that child outright when it reports
 * a relayed signal late (a busy machine), which is not what a SIGTERM does to the built shop.
 */
export const inProcess = (file: string) => [
  '--import',
  'tsx',
  '--conditions=source',
  path.join(repoRoot, file),
];

/** Resolves with the shop's address once its log says it listens; `log` collects every line. */
export function listening(proc: ChildProcess, log: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    proc.stdout!.setEncoding('utf8');
    proc.stdout!.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        log.push(line);
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match) resolve(match[1]!);
      }
    });
    proc.once('exit', (code) =>
      reject(new Error(`the shop exited (${code}) before listening:\n${log.join('\n')}`)),
    );
  });
}
