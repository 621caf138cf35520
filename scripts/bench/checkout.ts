/**
 * Another commit of this repository, ready to run: a detached git worktree under the system's
 * temporary directory with its own `npm ci`, kept for the next run (the install is the slow part).
 * bench:load starts that checkout's own stack (stack.ts `root`) beside this one's.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Checkout {
  root: string;
  /** The full commit id. */
  sha: string;
  /** The commit's first line. */
  subject: string;
}

const git = (args: string[], cwd?: string) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** The commit `ref` names, checked out (once) with its dependencies installed. */
export function checkout(ref: string, say: (line: string) => void): Checkout {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const subject = git(['log', '-1', '--format=%s', sha]);
  const root = join(tmpdir(), `mta-bench-checkout-${sha.slice(0, 12)}`);
  const current = existsSync(join(root, '.git')) ? spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim() : '';
  if (current !== sha) {
    rmSync(root, { recursive: true, force: true });
    git(['worktree', 'prune']);
    say(`  git worktree add --detach ${root} ${sha.slice(0, 12)}`);
    git(['worktree', 'add', '--detach', root, sha]);
  }
  if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
    say(`  npm ci in ${root} (its own package-lock.json; kept for later runs)`);
    const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
    if (installed.status !== 0) throw new Error(`npm ci failed in ${root} (exit ${installed.status})`);
  }
  return { root, sha, subject };
}
