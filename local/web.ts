/**
 * Serves the app on APP_PORT: the production build (building it first when web/ changed since the
 * last build), or the Vite dev server with HMR for `npm run dev`.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { StackSettings } from './settings';
import { CONFIG_MARKER, injectConfig, type WebRuntimeConfig } from './web-config';
import { createWebServer } from './web-server';

const run = promisify(execFile);

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True when web/dist is missing or older than any source of the app. */
export function buildIsStale(rootDir: string): boolean {
  const index = join(rootDir, 'web', 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = [join(rootDir, 'vite.config.ts'), join(rootDir, 'package-lock.json')].filter(existsSync);
  return newestMtime(join(rootDir, 'web')) > built || sources.some((file) => statSync(file).mtimeMs > built);
}

/**
 * Always the production build: Vite keeps a NODE_ENV it inherits, and under vitest (NODE_ENV=test) the
 * build bundled React's development copy, 670 KB of entry instead of 387 KB, which a later
 * `npm run bench:web` then measured (Today's total blocking time about three times higher).
 */
export function webBuildCommand(rootDir: string): { command: string; args: string[]; env: NodeJS.ProcessEnv } {
  return { command: join(rootDir, 'node_modules', '.bin', 'vite'), args: ['build', '--logLevel', 'warn'], env: { ...process.env, NODE_ENV: 'production' } };
}

export async function buildWeb(rootDir: string): Promise<void> {
  const build = webBuildCommand(rootDir);
  await run(build.command, build.args, { cwd: rootDir, env: build.env, maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`vite build failed:\n${error.stderr || error.stdout || error.message}`);
    },
  );
}

export async function startWeb(settings: StackSettings, config: WebRuntimeConfig, say: (line: string) => void): Promise<{ stop(): Promise<void> }> {
  const { rootDir, host, appPort } = settings;
  if (settings.web === 'dev') {
    // Middleware mode on our own HTTP server: a standalone Vite server installs a SIGTERM handler
    // that exits the process as soon as Vite has closed, before the stack has stopped Postgres.
    const { createServer } = await import('vite');
    const { createServer: createHttpServer } = await import('node:http');
    const httpServer = createHttpServer();
    const vite = await createServer({
      configFile: join(rootDir, 'vite.config.ts'),
      appType: 'spa',
      server: { middlewareMode: true, hmr: { server: httpServer } },
      plugins: [
        {
          name: 'mta-runtime-config',
          transformIndexHtml: (html: string) => (html.includes(CONFIG_MARKER) ? injectConfig(html, config) : html),
        },
      ],
    });
    httpServer.on('request', vite.middlewares);
    await listen(httpServer, appPort, host);
    return {
      stop: async () => {
        await vite.close();
        await closeServer(httpServer);
      },
    };
  }
  if (buildIsStale(rootDir)) {
    say('building the app (web/ changed since the last build)');
    await buildWeb(rootDir);
  }
  const server: Server = createWebServer(join(rootDir, 'web', 'dist'), config);
  await listen(server, appPort, host);
  return { stop: () => closeServer(server) };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
