/**
 * The local stand-in for pg_net's background worker (hosted: the pg_net extension). local/bootstrap.sql
 * gives the database `net.http_post()`, which queues the request in `net.http_request_queue` (as
 * pg_net does: the request leaves after the calling transaction commits); this sends the queued
 * requests, oldest first, and writes each answer to `net._http_response` (status, headers, body, or
 * the error / time-out), deleting the request from the queue, as pg_net's worker does. Answers older
 * than an hour are deleted (pg_net keeps them 6 hours by default).
 */
import pg from 'pg';

import { startPolling } from './polling';

export interface NetWorker {
  stop(): Promise<void>;
}

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: Buffer | null;
  timeout_milliseconds: number;
}

interface Answer {
  status: number | null;
  contentType: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timedOut: boolean;
  error: string | null;
}

const TICK_MS = 250;
const BATCH = 20;
const KEEP_ANSWERS = '1 hour';

export async function send(request: Pick<QueuedRequest, 'method' | 'url' | 'headers' | 'body' | 'timeout_milliseconds'>): Promise<Answer> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers ?? {},
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(request.timeout_milliseconds),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      headers: Object.fromEntries(response.headers),
      content: await response.text(),
      timedOut: false,
      error: null,
    };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return { status: null, contentType: null, headers: null, content: null, timedOut, error: timedOut ? 'Timeout was reached' : (error as Error).message };
  }
}

export async function startNet(pool: pg.Pool, log: (line: string) => void): Promise<NetWorker> {
  const { rows: present } = await pool.query<{ ok: boolean }>(`select to_regclass('net.http_request_queue') is not null as ok`);
  if (!present[0]?.ok) return { stop: async () => undefined };

  const tick = async () => {
    const { rows } = await pool.query<QueuedRequest>(
      `delete from net.http_request_queue
        where id in (select id from net.http_request_queue order by id limit ${BATCH} for update skip locked)
       returning id::text, method, url, headers, body, timeout_milliseconds`,
    );
    await Promise.all(
      rows.map(async (request) => {
        const answer = await send(request);
        if (answer.error) log(`net: request ${request.id} to ${new URL(request.url).pathname} failed: ${answer.error}`);
        await pool.query(
          `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg) values ($1, $2, $3, $4, $5, $6, $7)`,
          [request.id, answer.status, answer.contentType, answer.headers, answer.content, answer.timedOut, answer.error],
        );
      }),
    );
    await pool.query(`delete from net._http_response where created < now() - interval '${KEEP_ANSWERS}'`);
  };

  const polling = startPolling(tick, TICK_MS, (error) => log(`net: ${error.message}`));
  return { stop: () => polling.stop() };
}
