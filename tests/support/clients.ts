/**
 * What integration and e2e tests use to reach the running stack: its URLs and keys, official
 * supabase-js clients (with the `ws` WebSocket, since Node 20 has none built in), a superuser
 * database pool, and a helper that signs a fresh user up.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { contractRouteFor } from '../../contract/match.ts';
import type { StackInfo } from '../../local/settings';

export function stack(): StackInfo {
  return inject('stack');
}

export function stackDir(): string {
  return inject('stackDir');
}

/** A stack the tests reach: the shared one (stack()), or one a test file started for itself. */
export type StackTarget = Pick<StackInfo, 'apiUrl' | 'anonKey'>;

/** An official client of the stack at `apiUrl` (another stack than the shared one: the tests that start their own). */
export function clientAt(apiUrl: string, key: string): SupabaseClient {
  return createClient(apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket, heartbeatIntervalMs: 5000 },
  });
}

export function clientWithKey(key: string, target: Pick<StackInfo, 'apiUrl'> = stack()): SupabaseClient {
  return clientAt(target.apiUrl, key);
}

export function anonClient(): SupabaseClient {
  return clientWithKey(stack().anonKey);
}

/**
 * A pool on the database of a stack a test file started and stops itself. pg-pool's end() resolves
 * before its clients' connections have closed, so a stack stopped right after could answer one with
 * "terminating connection due to administrator command", an 'error' on a client the pool no longer
 * listens to: an uncaught exception that vitest reports against the whole run. Each client keeps a
 * listener of its own; a query's own failure still rejects that query.
 */
export function poolAt(dbUrl: string, max: number): pg.Pool {
  const made = new pg.Pool({ connectionString: dbUrl, max });
  made.on('connect', (client) => client.on('error', () => undefined));
  return made;
}

let pool: pg.Pool | undefined;
/** A pool connected as the postgres superuser (bypasses RLS: for setup and assertions). */
export function db(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: stack().dbUrl, max: 10 });
  return pool;
}

export async function closeDb(): Promise<void> {
  await pool?.end();
  pool = undefined;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface SignedUpUser {
  client: SupabaseClient;
  user: User;
  session: Session;
  email: string;
  password: string;
}

/** Signs a new user up through the auth server with the official client; returns its session. */
export async function signUpUser(data: Record<string, unknown> = {}, email = uniqueEmail(), target: StackTarget = stack()): Promise<SignedUpUser> {
  const client = clientWithKey(target.anonKey, target);
  const password = `pw-${randomUUID()}`;
  const { data: result, error } = await client.auth.signUp({ email, password, options: { data: { name: 'Test Learner', ...data } } });
  if (error) throw error;
  if (!result.user || !result.session) throw new Error('signUp returned no session');
  return { client, user: result.user, session: result.session, email, password };
}

/** A new learner whose profile speaks `lang` (set through the api, as the profile screen does). */
export async function signUpSpeaking(name: string, lang: string): Promise<SignedUpUser> {
  const person = await signUpUser({ name });
  const saved = await callApi('PUT', `/api/users/${person.user.id}/profile`, { token: person.session.access_token, body: { name, locale: lang } });
  if (saved.status !== 200) throw new Error(`setting ${name}'s language to ${lang}: ${saved.status} ${saved.text}`);
  return person;
}

export interface ApiCallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Another stack than the shared one (the fault and soak tests start their own). */
  target?: StackTarget;
  /** Give up (reject) after this long, so a hanging answer fails the test instead of stalling it. */
  timeoutMs?: number;
}

/**
 * Every successful answer must match its route's response schema in the contract: a route that
 * drifts from what the web parses fails the test that called it. A 2xx from a path and method the
 * contract does not declare fails too.
 */
function checkAgainstContract(method: string, path: string, status: number, json: unknown): void {
  if (status < 200 || status >= 300 || method === 'OPTIONS') return;
  const route = contractRouteFor(method, path);
  if (!route) throw new Error(`${method} ${path} answered ${status} but the contract has no such route`);
  const parsed = route.response.safeParse(json);
  if (!parsed.success) {
    throw new Error(`${method} ${path}: the answer does not match the contract: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  }
}

/** Calls the api edge function as a browser would (fetch with apikey and, if given, the user token). */
export async function callApi(method: string, path: string, options: ApiCallOptions = {}) {
  const target = options.target ?? stack();
  const headers: Record<string, string> = { apikey: target.anonKey, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${target.apiUrl}/functions/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    signal: options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  checkAgainstContract(method, path, response.status, json);
  return { status: response.status, headers: response.headers, text, json: json as Record<string, unknown> | undefined };
}

/**
 * Drops the Realtime sockets that have a channel joined as one of `users`, as a restart or a network
 * cut would (the gateway's local-only control; other files' sockets on the shared stack stay up).
 * Answers how many it dropped.
 */
export async function dropRealtimeConnections(...users: string[]): Promise<number> {
  if (users.length === 0) throw new Error('name the users whose sockets to drop: other test files share the stack');
  const query = users.map((user) => `user=${encodeURIComponent(user)}`).join('&');
  const response = await fetch(`${stack().apiUrl}/_local/realtime/drop-connections?${query}`, { method: 'POST', headers: { apikey: stack().serviceRoleKey } });
  if (response.status !== 200) throw new Error(`drop-connections answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { dropped: number }).dropped;
}
