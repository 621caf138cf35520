/**
 * Serves the routes of the shared contract (contract/): for each route, the caller check its
 * `access` names, then its path parameters, query and body parsed with the contract's schemas, then
 * the handler. `Handlers` needs one handler per contract route, so a route cannot be declared and
 * left unserved, nor served without being declared.
 */
import type { Hono } from 'hono';
import {
  type Answer,
  MESSAGES,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  type RouteDef,
  type RouteName,
  routes,
  type Schema,
} from '../../../contract/index.ts';
import { optionalUser, requireUser, type UserClaims } from '../_shared/auth.ts';
import { clientAddress } from '../_shared/client-address.ts';
import { HttpError } from '../_shared/errors.ts';
import { jsonBody, parseWith } from '../_shared/validation.ts';
import { idempotencyKey, oncePerKey } from './idempotency.ts';
import { spend, type Take } from './rate-limits.ts';

export interface HandlerInput<R extends RouteDef> {
  params: ParsedParams<R>;
  query: ParsedQuery<R>;
  body: ParsedBody<R>;
  /** The verified caller; undefined only on public routes called without a user token. */
  claims: R['access'] extends 'public' ? UserClaims | undefined : UserClaims;
  request: Request;
}

/** An answer with a status other than the route's usual one. */
export class Reply<T> {
  constructor(
    readonly status: 200 | 201,
    readonly body: T,
  ) {}
}

export type Handler<R extends RouteDef> = (input: HandlerInput<R>) => Promise<Answer<R> | Reply<Answer<R>>>;

type Routes = typeof routes;
export type Handlers<K extends RouteName = RouteName> = { [N in K]: Handler<Routes[N]> };

/** The answer type of a named route, for typing what an RPC returns. */
export type AnswerOf<K extends RouteName> = Answer<Routes[K]>;

async function caller(route: RouteDef, request: Request): Promise<UserClaims | undefined> {
  return route.access === 'public' ? await optionalUser(request) : await requireUser(request);
}

function parsedParams(route: RouteDef, raw: Record<string, string>): Record<string, unknown> {
  const schemas: Record<string, Schema> = route.params ?? {};
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, parseWith(schema, raw[name])]));
}

/**
 * The rate-limit budgets a request takes (docs/architecture.md#abuse): a signed-in caller's write
 * takes their `write` budget, and their `rewarding` one when it spends, pays or mails; a public
 * route that does work (register, log in) takes the client address's `public` budget. Reads take
 * none. Requests refused earlier (bad token, not yours, invalid body) reach no budget: they never
 * reach the database either.
 */
function budgets(route: RouteDef, claims: UserClaims | undefined, request: Request): Take[] {
  if (route.method === 'GET' && !route.lookup) return [];
  if (route.access === 'public') return [{ budget: 'public', subject: clientAddress(request) ?? 'unknown', count: true }];
  if (!claims) return [];
  const takes: Take[] = [{ budget: 'write', subject: claims.sub, count: true }];
  if (route.effects) takes.push({ budget: 'rewarding', subject: claims.sub, count: true });
  return takes;
}

async function serve(route: RouteDef, handler: Handler<RouteDef>, request: Request, rawParams: Record<string, string>): Promise<Response> {
  const claims = await caller(route, request);
  const params = parsedParams(route, rawParams);
  if (route.access === 'own' && String(params.id).toLowerCase() !== claims?.sub.toLowerCase()) {
    throw new HttpError(403, MESSAGES.ownAccountOnly);
  }
  const key = route.effects ? idempotencyKey(request) : undefined;
  const query = route.query ? parseWith(route.query, Object.fromEntries(new URL(request.url).searchParams)) : {};
  const rawBody = route.body ? await jsonBody(request) : {};
  const body = route.body ? parseWith(route.body, rawBody) : {};
  await spend(budgets(route, claims, request));
  const run = async () => {
    const answer = await handler({ params, query, body, claims, request } as HandlerInput<RouteDef>);
    if (answer instanceof Reply) return Response.json(answer.body, { status: answer.status });
    return Response.json(answer, { status: route.status ?? 200 });
  };
  if (!key || !claims) return run();
  const path = new URL(request.url).pathname;
  return oncePerKey(claims, key, { method: route.method, path, body: rawBody, status: route.status ?? 200 }, run);
}

/** Registers every contract route on `app` (whose base path is /api). */
export function serveContract(app: Hono, handlers: Handlers): void {
  for (const [name, route] of Object.entries(routes) as [RouteName, RouteDef][]) {
    const handler = handlers[name] as Handler<RouteDef>;
    app.on(route.method, route.path.slice('/api'.length), (c) => serve(route, handler, c.req.raw, c.req.param()));
  }
}
