/**
 * The local stand-in for Supabase Auth (GoTrue), served by the gateway under /auth/v1: the API
 * subset supabase-js uses (signup, password and refresh-token grants, user, logout, admin users,
 * and the e-mailed links: recover, verify, resend) plus settings, health and the JWKS / OpenID documents, with GoTrue's shapes, error codes and
 * token claims (as the official auth-js client sends and reads them; tests/integration/auth.test.ts drives it). Users live in
 * auth.users of the local Postgres; access tokens are ES256 JWTs signed with the stack's key.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthRequest, Handler } from './context';
import { AuthError, OAuthError, unexpectedFailure, writeError } from './errors';
import { headerOf, parseJsonObject, readRawBody, type JsonObject } from './http';
import { gotrueClientAddress } from '../client-address';
import type { AuthOptions } from './options';
import { createUser, deleteUserById, getUserById, listUsers, updateUserById } from './handlers/admin';
import { factors, identities, otp, sso } from './handlers/disabled';
import { health, jwks, openidConfiguration, settings } from './handlers/discovery';
import { logout } from './handlers/logout';
import { recover } from './handlers/recover';
import { resend } from './handlers/resend';
import { verifyGet, verifyPost } from './handlers/verify';
import { signup } from './handlers/signup';
import { token } from './handlers/token';
import { updateCurrentUser } from './handlers/update-user';
import { getUser } from './handlers/user';

export type { AuthOptions } from './options';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Route {
  pattern: RegExp;
  methods: Partial<Record<Method, Handler>>;
}

const routes: Route[] = [
  { pattern: /^\/health$/, methods: { GET: health } },
  { pattern: /^\/settings$/, methods: { GET: settings } },
  { pattern: /^\/\.well-known\/jwks\.json$/, methods: { GET: jwks } },
  { pattern: /^\/\.well-known\/openid-configuration$/, methods: { GET: openidConfiguration } },
  { pattern: /^\/signup$/, methods: { POST: signup } },
  { pattern: /^\/token$/, methods: { POST: token } },
  { pattern: /^\/user$/, methods: { GET: getUser, PUT: updateCurrentUser } },
  { pattern: /^\/logout$/, methods: { POST: logout } },
  { pattern: /^\/recover$/, methods: { POST: recover } },
  { pattern: /^\/verify$/, methods: { GET: verifyGet, POST: verifyPost } },
  { pattern: /^\/resend$/, methods: { POST: resend } },
  { pattern: /^\/otp$/, methods: { POST: otp } },
  { pattern: /^\/factors(?:\/(?<factorId>[^/]+)(?:\/(?:verify|challenge))?)?$/, methods: { GET: factors, POST: factors, PUT: factors, DELETE: factors } },
  { pattern: /^\/sso(?:\/saml\/(?:metadata|acs))?$/, methods: { GET: sso, POST: sso } },
  { pattern: /^\/user\/identities(?:\/.*)?$/, methods: { GET: identities, DELETE: identities } },
  { pattern: /^\/admin\/users$/, methods: { GET: listUsers, POST: createUser } },
  { pattern: /^\/admin\/users\/(?<id>[^/]+)$/, methods: { GET: getUserById, PUT: updateUserById, DELETE: deleteUserById } },
];

function match(path: string, method: string): { handler: Handler; params: Record<string, string> } | AuthError {
  // GoTrue's router treats "/user/" as "/user".
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const route of routes) {
    const found = route.pattern.exec(normalized);
    if (!found) continue;
    const handler = route.methods[method as Method];
    if (!handler) return new AuthError(405, 'method_not_allowed', `Method ${method} is not allowed on ${normalized}`);
    return { handler, params: { ...found.groups } };
  }
  return new AuthError(404, 'not_found', `No auth endpoint at ${normalized}`);
}

/**
 * Handles one request under /auth/v1. `path` is the part after /auth/v1 (e.g. "/signup"), `url`
 * the full URL (query: grant_type, scope). The gateway has already checked the apikey (whose role
 * is `apiRole`) and answered CORS preflights. As in GoTrue, what a caller may do follows from the
 * Authorization bearer token, not from the apikey, so `apiRole` does not widen or narrow access.
 */
export function createAuthHandler(
  options: AuthOptions,
): (req: IncomingMessage, res: ServerResponse, path: string, url: URL, apiRole: 'anon' | 'service_role') => Promise<void> {
  const opts: AuthOptions = { ...options, log: options.log ?? ((line) => console.error(`[auth] ${line}`)) };
  return async (req, res, path, url) => {
    try {
      const route = match(path, req.method ?? 'GET');
      if (route instanceof AuthError) throw route;
      let body: Promise<JsonObject> | undefined;
      const request: AuthRequest = {
        opts,
        req,
        res,
        url,
        params: route.params,
        body: ({ optional = false } = {}) => (body ??= readRawBody(req).then((raw) => (optional && raw.length === 0 ? {} : parseJsonObject(raw)))),
        client: { userAgent: headerOf(req, 'user-agent'), ip: gotrueClientAddress(req, opts.sbForwardedFor) },
        receivedAt: Date.now(),
      };
      await route.handler(request);
    } catch (error) {
      if (error instanceof AuthError || error instanceof OAuthError) {
        if (error instanceof AuthError && error.status === 413) res.setHeader('connection', 'close');
        writeError(req, res, error);
        return;
      }
      // Never the body (it may hold a password): the route and the failure only.
      opts.log?.(`${req.method} ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      writeError(req, res, unexpectedFailure());
    }
  };
}
