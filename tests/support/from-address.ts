/**
 * Requests from a client address of the test's own. The stack counts its per-address limits
 * against the socket's address (the gateway is the edge: docs/architecture.md#the-client-address),
 * so a test that spends such a limit sends from an address nobody else uses: the kernel routes all
 * of 127.0.0.0/8 to the loopback interface, and the HTTP client binds its end of the connection to
 * one of them. Tests that share a stack then never starve each other's budgets, run in any order.
 */
import { Agent, request } from 'undici';

/** An address in 127.0.0.0/8 other than 127.0.0.1 (and unlikely to be another test's). */
export function freshLoopbackAddress(): string {
  const byte = () => 2 + Math.floor(Math.random() * 250);
  return `127.${byte()}.${byte()}.${byte()}`;
}

let forgeries = 0;
/**
 * Headers an attacker sends to pass for someone else: every one that names a client address, each
 * time with another address (TEST-NET-3, 203.0.113.0/24 and on). The edge drops them all
 * (docs/architecture.md#the-client-address).
 */
export function forgedClientHeaders(): Record<string, string> {
  forgeries += 1;
  const address = `203.0.${113 + (Math.floor(forgeries / 250) % 100)}.${(forgeries % 250) + 1}`;
  return {
    'x-forwarded-for': address,
    'x-real-ip': address,
    forwarded: `for=${address}`,
    'cf-connecting-ip': address,
    'true-client-ip': address,
    'sb-forwarded-for': address,
  };
}

export interface AnswerFrom {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: Record<string, unknown> | undefined;
}

/** Sends one request whose connection comes from `address`. */
export async function requestFrom(
  address: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<AnswerFrom> {
  const agent = new Agent({ localAddress: address });
  try {
    const headers = { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers };
    const response = await request(url, {
      method: (init.method ?? (init.body === undefined ? 'GET' : 'POST')) as 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      dispatcher: agent,
    });
    const text = await response.body.text();
    let json: Record<string, unknown> | undefined;
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.statusCode, headers: response.headers, text, json };
  } finally {
    await agent.close();
  }
}
