/**
 * The client for the `api` edge function (SPEC §7, §8). SPEC path `/api/x` lives at
 * `{supabaseUrl}/functions/v1/api/x`. Every call asks for JSON, sends the project's anon key as
 * `apikey` and the signed-in user's access token (or the anon key) as the bearer, and turns any
 * non-OK answer into an ApiError whose message is "status: body text" (401 included: it is thrown).
 *
 * Credentials are included (SPEC §7). The `api` function answers CORS itself, echoing the caller's
 * origin with Access-Control-Allow-Credentials, as a credentialed cross-origin call requires.
 */
import type { ZodMiniType } from 'zod/mini';

import { getConfig } from './config';
import { getSupabase } from './supabase';

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's `{"message": ...}`, when it sent one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as unknown;
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // Not JSON: there is no server message to show.
    }
    return undefined;
  }
}

/** The text a failure toast shows: the server's message, else the screen's fallback (SPEC §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function apiUrl(path: string): string {
  return `${getConfig().supabaseUrl}/functions/v1${path}`;
}

async function bearerToken(): Promise<string> {
  const { data } = await getSupabase().auth.getSession();
  return data.session?.access_token ?? getConfig().supabaseAnonKey;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    apikey: getConfig().supabaseAnonKey,
    Authorization: `Bearer ${await bearerToken()}`,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(apiUrl(path), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'include',
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** A request whose answer must match `schema`; a mismatch is an error, never a half-typed value. */
export async function apiRequestParsed<T>(
  schema: ZodMiniType<T>,
  path: string,
  options?: RequestOptions,
): Promise<T> {
  const parsed = schema.safeParse(await apiRequest(path, options));
  if (!parsed.success) {
    throw new Error(`Unexpected answer from ${path}: ${parsed.error.issues[0]?.message ?? 'invalid shape'}`);
  }
  return parsed.data;
}

/** Query keys are the API path's segments; the path is the key joined by slashes (SPEC §7). */
export type ApiQueryKey = readonly [`/api/${string}`, ...(string | number)[]];

export const pathOf = (key: ApiQueryKey): string => key.join('/');
