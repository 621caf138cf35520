import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JsonObject } from './http';
import type { AuthOptions } from './options';
import type { ClientInfo } from './sessions';

/** One request to the auth server, as the endpoint handlers see it. */
export interface AuthRequest {
  opts: AuthOptions;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Path parameters of the matched route (e.g. the user id of /admin/users/{id}). */
  params: Record<string, string>;
  /** The JSON body as an object; `optional` lets an empty body read as {}. */
  body(options?: { optional?: boolean }): Promise<JsonObject>;
  /** The caller's user agent and address, recorded on sessions. */
  client: ClientInfo;
  /** When the request arrived (Date.now()), for answers that must not be quicker for some callers. */
  receivedAt: number;
}

export type Handler = (request: AuthRequest) => Promise<void>;
