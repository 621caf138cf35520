/**
 * Edge functions on Deno (from the `deno` npm package): one Deno process per function, started
 * with the environment hosted Supabase gives functions, restarted when it dies, and reached by the
 * gateway at /functions/v1/<name>/*. While a function is down the gateway answers 503 JSON, and a
 * request cut off by a crash gets 502 JSON, as the hosted relay does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { Pool } from 'undici';
import type { FunctionConfig } from './supabase-config';
import { freePort } from './ports';
import { CLIENT_ADDRESS_HEADERS } from './client-address';
import { peerAddress, sendJson } from './http-util';

export interface FunctionEnv {
  SUPABASE_URL: string;
  SUPABASE_PUBLISHABLE_KEYS: string;
  SUPABASE_SECRET_KEYS: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
  SUPABASE_DB_URL: string;
  SUPABASE_JWKS: string;
  [name: string]: string;
}

export interface RunningFunction {
  config: FunctionConfig;
  /** Forwards a request whose path (without /functions/v1) starts with /<name>. */
  forward(req: IncomingMessage, res: ServerResponse, path: string): void;
  pid(): number | undefined;
  stop(): Promise<void>;
}

const BOOT_TIMEOUT_MS = 120_000;

export function denoBinary(rootDir: string): string {
  return join(rootDir, 'node_modules', '.bin', 'deno');
}

function passThrough(names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])));
}

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) and the ones the two connections frame for themselves:
 * not passed on. `host` becomes the function's own address, as before; undici sets it.
 */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect', 'host']);

/**
 * The request's headers for the function, from the raw list (no header object to build), with
 * X-Forwarded-For set to the caller's address as hosted Supabase's gateway sets it. Every header
 * of the caller's that names a client address (X-Forwarded-For, X-Real-IP, Forwarded,
 * CF-Connecting-IP, Sb-Forwarded-For…: local/client-address.ts) is dropped: this gateway is the
 * edge, nobody in front of it vouches for an address, so a caller cannot pick the address its
 * rate limits are counted against.
 */
export function forwardedHeaders(raw: string[], clientAddress?: string): string[] {
  const headers: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    const lower = name.toLowerCase();
    if (!NOT_FORWARDED.has(lower) && !CLIENT_ADDRESS_HEADERS.has(lower)) headers.push(name, raw[i + 1] as string);
  }
  if (clientAddress) headers.push('x-forwarded-for', clientAddress);
  return headers;
}

/** The function's response headers for the client, without its connection's own framing. */
export function answeredHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  delete headers.connection;
  delete headers['keep-alive'];
  delete headers['transfer-encoding'];
  return headers;
}

function waitForPort(port: number, timeoutMs: number, isDead: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const dead = isDead();
      if (dead) return reject(new Error(dead));
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`function did not listen within ${timeoutMs / 1000}s`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

export async function startFunction(rootDir: string, config: FunctionConfig, env: FunctionEnv, log: (line: string) => void): Promise<RunningFunction> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let ready = false;
  let stopping = false;
  let lastOutput: string[] = [];
  let restarts = 0;
  // The relay's connections to the function, kept open between requests. undici rather than
  // node:http's client: it costs the gateway about half as much CPU per request (npm run
  // bench:api measures the gateway beside the function and Postgres on the same cores). No
  // timeouts, as the node:http relay had none: a slow function is the function's business.
  const upstream = new Pool(`http://127.0.0.1:${port}`, { headersTimeout: 0, bodyTimeout: 0 });

  const args = [
    'run',
    '--quiet',
    '--allow-net',
    '--allow-env',
    '--allow-read',
    '--allow-sys',
    '--no-prompt',
    ...(config.importMap ? ['--config', config.importMap] : []),
    join(rootDir, 'local', 'functions-runtime', 'serve.ts'),
    config.entrypoint,
  ];

  const launch = async (): Promise<void> => {
    ready = false;
    lastOutput = [];
    let exitReason: string | undefined;
    const proc = spawn(denoBinary(rootDir), args, {
      cwd: dirname(config.entrypoint),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DENO_DIR: process.env.DENO_DIR ?? join(rootDir, 'node_modules', '.cache', 'deno'),
        NO_COLOR: '1',
        // npm: specifiers are fetched from the npm registry on first boot; trust the system's CA
        // store too (machines behind a TLS-inspecting proxy add their CA there).
        DENO_TLS_CA_STORE: 'mozilla,system',
        ...passThrough([
          'SSL_CERT_FILE',
          'SSL_CERT_DIR',
          'HTTPS_PROXY',
          'HTTP_PROXY',
          'NO_PROXY',
          'https_proxy',
          'http_proxy',
          'no_proxy',
          'NPM_CONFIG_REGISTRY',
        ]),
        ...env,
        LOCAL_FUNCTION_PORT: String(port),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child = proc;
    const capture = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lastOutput.push(line);
        if (lastOutput.length > 30) lastOutput.shift();
        log(`[fn ${config.name}] ${line}`);
      }
    };
    proc.stdout?.on('data', capture);
    proc.stderr?.on('data', capture);
    proc.once('exit', (code, signal) => {
      exitReason = `function ${config.name} exited (${signal ?? code}) before listening:\n${lastOutput.join('\n')}`;
      ready = false;
      if (child === proc) child = undefined;
      if (!stopping && restarts < 1000) {
        restarts += 1;
        log(`function ${config.name} stopped (${signal ?? code}); restarting`);
        setTimeout(
          () => {
            // A relaunch cut short by stop() is no failure worth a log line.
            if (!stopping) {
              launch().catch((error: unknown) => {
                if (!stopping) log(`function ${config.name} restart failed: ${String(error)}`);
              });
            }
          },
          Math.min(2000, 100 * restarts),
        );
      }
    });
    await waitForPort(port, BOOT_TIMEOUT_MS, () => exitReason);
    ready = true;
  };

  await launch();
  restarts = 0;

  return {
    config,
    pid: () => child?.pid,
    forward(req, res, path) {
      if (!ready) {
        sendJson(res, 503, { code: 'BOOT_ERROR', message: `Function ${config.name} is starting or restarting; try again shortly.` });
        req.resume();
        return;
      }
      const bodyless = req.method === 'GET' || req.method === 'HEAD';
      upstream
        .stream(
          { method: req.method as 'GET', path, headers: forwardedHeaders(req.rawHeaders, peerAddress(req)), body: bodyless ? null : req },
          ({ statusCode, headers }) => {
            res.writeHead(statusCode, answeredHeaders(headers as IncomingHttpHeaders));
            return res;
          },
        )
        .catch((error: Error) => {
          // Cut off mid-answer: the client must not take a truncated body for a whole one.
          if (res.headersSent) return void res.destroy();
          sendJson(res, 502, { code: 'RELAY_ERROR', message: `Function ${config.name} did not answer: ${error.message}` }, { 'x-relay-error': 'true' });
        });
      if (bodyless) req.resume();
    },
    stop() {
      stopping = true;
      upstream.destroy().catch(() => undefined);
      const proc = child;
      if (!proc || proc.exitCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
        proc.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        proc.kill('SIGTERM');
      });
    },
  };
}
