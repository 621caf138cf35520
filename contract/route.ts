/**
 * What a route is: its method and path, who may call it, the schemas of its path parameters, query,
 * body and answer. The function validates requests with these schemas and the web parses answers
 * with them, so a route's shape is written once (see contract/README.md).
 */
import type * as z from 'zod/mini';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * - `public`: anyone; a signed-in caller is identified (RLS then shows them more), a bad token is 401.
 * - `signedIn`: a valid user token is required.
 * - `own`: signed in, and the `:id` in the path is the caller's own user id.
 * - `admin`: signed in; the handler checks the admin rule inside its transaction.
 */
export type Access = 'public' | 'signedIn' | 'own' | 'admin';

export type Schema = z.ZodMiniType;

export interface RouteDef {
  method: Method;
  path: `/api/${string}`;
  access: Access;
  /** One schema per `:name` in the path; each parses the segment's text. */
  params?: Record<string, Schema>;
  /** Parses the query string as an object of strings. */
  query?: Schema;
  /** Parses the JSON body (a missing body reads as `{}`). */
  body?: Schema;
  response: Schema;
  /** The success status when it is not 200. */
  status?: 201;
  /** Whether a retry of this call could spend, pay or mail twice (idempotency keys apply). */
  effects?: boolean;
  /** A public read that answers per key (who owns an invite code): counted in the per-address
   * budget like the public writes, so nobody can walk the key space. */
  lookup?: boolean;
}

export const route = <const T extends RouteDef>(def: T): T => def;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a caller gives for a route's path parameters. */
export type PathValues<R extends RouteDef> = [ParamNames<R['path']>] extends [never] ? Record<string, never> : Record<ParamNames<R['path']>, string | number>;

export type BodyOf<R extends RouteDef> = R['body'] extends Schema ? z.input<R['body']> : never;
export type ParsedBody<R extends RouteDef> = R['body'] extends Schema ? z.output<R['body']> : Record<string, never>;
export type ParsedQuery<R extends RouteDef> = R['query'] extends Schema ? z.output<R['query']> : Record<string, never>;
export type ParsedParams<R extends RouteDef> = {
  [K in keyof NonNullable<R['params']>]: NonNullable<R['params']>[K] extends Schema ? z.output<NonNullable<R['params']>[K]> : never;
};
/** What the server sends (before the web's defaults fill in). */
export type Answer<R extends RouteDef> = z.input<R['response']>;
/** What the web holds after parsing the answer. */
export type Result<R extends RouteDef> = z.output<R['response']>;

/** The path's `:name` segments, in order. */
export const paramNames = (path: string): string[] => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);

/** The concrete path: each `:name` replaced by its value. */
export function pathOf(path: string, values: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
