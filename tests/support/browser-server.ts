/**
 * Vitest global setup of the e2e projects: one Chromium per executable for the whole vitest run,
 * not one per test file. It starts a browser server (`chromium.launchServer`) for the headless shell
 * and one for the full browser (notifications, the PDF viewer; scripts/chromium.ts) and provides
 * their endpoints; each file's `launchBrowser()` connects to the one it needs (tests/support/browser.ts)
 * and its contexts stay its own: a connection's contexts are closed when the file closes its browser.
 * Launching Chromium cost each file ~1 s of CPU and its start-up; a context costs little
 * (docs/performance.md, "One Chromium per run"). The projects of one vitest run share the servers
 * (each project runs this setup, possibly from a module instance of its own: hence a global).
 */
import { existsSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../../scripts/chromium';

/** Where a file connects, and the server's process (tests/support/wait-log.ts reads its CPU). */
export interface BrowserEndpoint {
  wsEndpoint: string;
  pid: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's browsers: the headless shell (the full browser when the shell is not installed) and the full browser. */
    browserServers: { shell: BrowserEndpoint; full: BrowserEndpoint };
  }
}

/** The flags every test browser runs with (they keep it off the network it cannot reach here). */
export const TEST_BROWSER_ARGS = [...CHROMIUM_ARGS, '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'];

async function serve(executablePath: string): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath, headless: true, args: TEST_BROWSER_ARGS });
}

const endpointOf = (server: BrowserServer): BrowserEndpoint => ({ wsEndpoint: server.wsEndpoint(), pid: server.process().pid ?? 0 });

const shared = globalThis as {
  mtaBrowserServers?: { servers: Promise<{ shell: BrowserServer; full: BrowserServer }>; users: number };
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = (shared.mtaBrowserServers ??= {
    servers: (async () => {
      const full = serve(CHROMIUM_PATH);
      const shell = existsSync(HEADLESS_SHELL_PATH) ? serve(HEADLESS_SHELL_PATH) : full;
      return { shell: await shell, full: await full };
    })(),
    users: 0,
  });
  started.users += 1;
  const servers = await started.servers;
  project.provide('browserServers', { shell: endpointOf(servers.shell), full: endpointOf(servers.full) });
  return async () => {
    if (--started.users > 0) return;
    shared.mtaBrowserServers = undefined;
    await Promise.all([...new Set([servers.shell, servers.full])].map((server) => server.close()));
  };
}
