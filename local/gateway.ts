/**
 * The one HTTP server on API_PORT, standing in for hosted Supabase's API gateway: it checks the
 * `apikey` (header or query parameter) as hosted Supabase does, answers CORS for auth and realtime,
 * and routes. Both key generations are accepted (docs/decisions.md, "Both API key generations"):
 * a legacy JWT key (anon, service_role) is verified as a JWT; an opaque key (`sb_publishable_…`,
 * `sb_secret_…`) is looked up and mapped to its role, and when the request carries no user token
 * (no Authorization, or the same opaque key as bearer) the services behind get a short-lived JWT
 * of that role in Authorization, as hosted's gateway does. A user's session token in Authorization
 * is passed on untouched.
 *   /auth/v1/*              → the GoTrue-compatible auth server (local/auth)
 *   /realtime/v1/websocket  → the Realtime server (local/realtime), as a WebSocket upgrade
 *   /functions/v1/<name>/*  → the Deno process of that edge function, verify_jwt as in config.toml
 *   /storage/v1/*           → the Storage API (local/storage), which checks the caller's JWT itself
 *                             (hosted Supabase's gateway asks no apikey there either: public and
 *                             signed URLs must open in an <img> or a new tab)
 *   /_local/*               → local-only controls for tests (service_role key required)
 * It is the stack's edge: every request's client address is the socket's, whatever headers the
 * caller sent (local/client-address.ts); only a request to the auth server made with the secret
 * key may vouch for another address (Sb-Forwarded-For), as on hosted Supabase.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { decodeJwt, type JWTPayload } from 'jose';
import type { StackKeys } from './keys';
import type { RunningFunction } from './functions';
import { SB_FORWARDED_FOR, takeClientAddress } from './client-address';
import { answerPreflight, withCors } from './cors';
import { bearerToken, sendJson } from './http-util';
import type { StorageHandler } from './storage/index';

export type AuthHandler = (req: IncomingMessage, res: ServerResponse, path: string, url: URL, apiRole: 'anon' | 'service_role') => Promise<void>;

export interface UpgradeTarget {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, apiKeyClaims: Record<string, unknown>): void;
  dropConnections(users?: readonly string[]): number;
}

export interface GatewayOptions {
  keys: StackKeys;
  auth: AuthHandler;
  realtime: UpgradeTarget;
  functions: Map<string, RunningFunction>;
  storage: StorageHandler;
  /** Browser origins allowed by CORS on /auth/v1 and /realtime/v1 (local/cors.ts). */
  allowedOrigins: ReadonlySet<string>;
  log: (line: string) => void;
}

const NO_KEY = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
};
const BAD_KEY = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
};

/** Hosted's answer to an opaque key that is not one of the project's. */
const UNREGISTERED_KEY = {
  message: 'Unregistered API key',
  hint: 'Double check the provided API key as it is not registered for this project.',
};

/** Hosted refuses a secret key sent by a browser (told by its User-Agent): it would be public. */
const SECRET_KEY_IN_BROWSER = {
  message: 'Forbidden use of secret API key in browser',
  hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser.',
};

type ApiRole = 'anon' | 'service_role';
type KeyCheck = { ok: true; role: ApiRole; claims: JWTPayload; key: string } | { ok: false; body: typeof NO_KEY };

function apiKeyOf(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.apikey;
  return (Array.isArray(header) ? header[0] : header) || url.searchParams.get('apikey') || undefined;
}

/** Whether a key is of the opaque generation (hosted tells them apart by the `sb_` prefix). */
function isOpaqueKey(key: string): boolean {
  return key.startsWith('sb_');
}

async function checkApiKey(keys: StackKeys, req: IncomingMessage, url: URL): Promise<KeyCheck> {
  const key = apiKeyOf(req, url);
  if (!key) return { ok: false, body: NO_KEY };
  if (isOpaqueKey(key)) {
    const role = keys.opaqueKeyRole(key);
    if (!role) return { ok: false, body: UNREGISTERED_KEY };
    if (role === 'service_role' && /^Mozilla\//.test(req.headers['user-agent'] ?? '')) return { ok: false, body: SECRET_KEY_IN_BROWSER };
    // The claims of the legacy key of the same role: an API key does not expire, whichever generation.
    return { ok: true, role, claims: decodeJwt(role === 'anon' ? keys.anonKey : keys.serviceRoleKey), key };
  }
  try {
    const claims = await keys.verify(key);
    if (claims.role === 'anon' || claims.role === 'service_role') return { ok: true, role: claims.role, claims, key };
  } catch {
    /* fall through */
  }
  return { ok: false, body: BAD_KEY };
}

/**
 * An opaque key's request with no user token of its own gets a short-lived JWT of the key's role
 * in Authorization (supabase-js sends the key itself as bearer when nobody is signed in).
 */
async function authorizeOpaqueKey(keys: StackKeys, req: IncomingMessage, key: Extract<KeyCheck, { ok: true }>): Promise<void> {
  if (!isOpaqueKey(key.key)) return;
  const bearer = bearerToken(req);
  if (bearer === undefined || bearer === key.key) req.headers.authorization = `Bearer ${await keys.roleToken(key.role)}`;
}

/** verify_jwt as the edge runtime applies it: a valid JWT of this project in Authorization. */
async function checkFunctionJwt(keys: StackKeys, req: IncomingMessage): Promise<{ msg: string } | undefined> {
  const token = bearerToken(req);
  if (!token) return { msg: 'Error: Missing authorization header' };
  try {
    await keys.verify(token);
    return undefined;
  } catch {
    return { msg: 'Invalid JWT' };
  }
}

export function createGateway(options: GatewayOptions): Server {
  const { keys, log } = options;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    const path = url.pathname;
    const { vouched } = takeClientAddress(req);

    if (path.startsWith('/functions/v1/')) {
      const rest = path.slice('/functions/v1'.length);
      const name = rest.split('/')[1] ?? '';
      const fn = options.functions.get(name);
      if (!fn) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Function not found');
        return;
      }
      if (fn.config.verifyJwt && req.method !== 'OPTIONS') {
        const failure = await checkFunctionJwt(keys, req);
        if (failure) return sendJson(res, 401, failure);
      }
      fn.forward(req, res, rest + url.search);
      return;
    }

    if (path.startsWith('/storage/v1/')) {
      withCors(req, res, options.allowedOrigins);
      if (req.method === 'OPTIONS') return answerPreflight(req, res, options.allowedOrigins);
      // No apikey is needed here (see above); an opaque one that is sent is checked and mapped.
      const sent = apiKeyOf(req, url);
      if (sent && isOpaqueKey(sent)) {
        const key = await checkApiKey(keys, req, url);
        if (!key.ok) return sendJson(res, 401, key.body);
        await authorizeOpaqueKey(keys, req, key);
      }
      return options.storage(req, res, path.slice('/storage/v1'.length), url);
    }

    if (path.startsWith('/auth/v1') || path.startsWith('/realtime/v1') || path.startsWith('/_local/')) {
      withCors(req, res, options.allowedOrigins);
      if (req.method === 'OPTIONS') return answerPreflight(req, res, options.allowedOrigins);
      // The link in an auth e-mail is opened by a browser that has no apikey: hosted Supabase's
      // gateway lets GET /auth/v1/verify through without one (Kong's open auth routes), so does this.
      if (path.replace(/\/+$/, '') === '/auth/v1/verify' && req.method === 'GET') {
        return options.auth(req, res, '/verify', url, 'anon');
      }
      const key = await checkApiKey(keys, req, url);
      if (!key.ok) return sendJson(res, 401, key.body);
      await authorizeOpaqueKey(keys, req, key);
      if (path.startsWith('/auth/v1')) {
        // Hosted Auth takes a forwarded address only with a secret key: not the publishable key,
        // not the legacy JWT keys (docs/architecture.md#the-client-address).
        if (vouched && key.role === 'service_role' && isOpaqueKey(key.key)) req.headers[SB_FORWARDED_FOR] = vouched;
        return options.auth(req, res, path.slice('/auth/v1'.length) || '/', url, key.role);
      }
      if (path === '/_local/realtime/drop-connections' && req.method === 'POST') {
        if (key.role !== 'service_role') return sendJson(res, 403, { message: 'service_role key required' });
        // ?user=<id> (repeatable): only the sockets with a channel joined as those users.
        const dropped = options.realtime.dropConnections(url.searchParams.getAll('user'));
        return sendJson(res, 200, { message: 'dropped', dropped });
      }
      return sendJson(res, 404, { message: 'Not found' });
    }

    if (path === '/' || path === '/health') return sendJson(res, 200, { message: 'Local Supabase gateway' });
    return sendJson(res, 404, { message: `No service at ${path} in the local stack (auth, realtime, storage and functions only)` });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`gateway error on ${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      sendJson(res, 500, { message: 'Internal gateway error' });
    });
  });
  // A client reuses an idle connection until its own keep-alive timer says otherwise (undici: 4 s); on a
  // starved machine that timer fires late, and a server that closed the socket at Node's default 5 s
  // drops the request on it ("other side closed"). Hosted's gateway keeps idle connections far longer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    takeClientAddress(req);
    const reject = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      socket.end(
        `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Not Found'}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
      );
    };
    if (url.pathname !== '/realtime/v1/websocket') return reject(404, { message: 'Not found' });
    checkApiKey(keys, req, url)
      .then((key) => {
        if (!key.ok) return reject(401, { error: key.body.message === NO_KEY.message ? 'API key is missing' : key.body.message });
        options.realtime.handleUpgrade(req, socket, head, key.claims as Record<string, unknown>);
      })
      .catch((error: unknown) => {
        log(`realtime upgrade failed: ${String(error)}`);
        socket.destroy();
      });
  });

  return server;
}
