/**
 * The test stacks' stand-in push service (docs/decisions.md, "Push endpoints and the local push
 * service"). Browsers subscribe at their vendor's push service, which a test cannot reach or read,
 * and the function sends only to those services; so a test stack starts this one on a free loopback
 * port and gives its origin to the project's hooks, which name it to the function
 * (LOCAL_PUSH_SERVICE_ORIGIN, supabase/local-hooks.ts), the one origin inside the function may send
 * to, and only on a local stack (supabase/functions/_shared/push-target.ts). `npm start` runs none.
 *
 *   POST /push/<id>       a push: kept (headers, body, when it came, when its connection ended) and
 *                         answered as the test set for that id: 201 (default), 410 or 404 (the
 *                         subscription is gone), a 302 to a given URL, or never (the sender times out)
 *   PUT  /endpoints/<id>  {answer: 'created' | 'gone' | 'missing' | 'redirect' | 'hang', location?}
 *   GET  /endpoints/<id>  the pushes kept for that id, bodies base64
 *
 * Ids are random per test, so tests running at once on one stack never read each other's pushes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PushAnswer = 'created' | 'gone' | 'missing' | 'redirect' | 'hang';

export interface KeptPush {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Milliseconds since the epoch: when the request arrived, and when its connection ended. */
  receivedAt: number;
  endedAt?: number;
  status?: number;
}

export interface LocalPushService {
  origin: string;
  stop(): Promise<void>;
}

const ID = /^[A-Za-z0-9_-]{1,100}$/;
const KEEP_IDS = 5_000;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(value));
}

export async function startLocalPushService(options: { host: string; log: (line: string) => void }): Promise<LocalPushService> {
  const answers = new Map<string, { answer: PushAnswer; location?: string }>();
  const kept = new Map<string, KeptPush[]>();

  const push = async (id: string, req: IncomingMessage, res: ServerResponse) => {
    const entry: KeptPush = { headers: req.headers, body: '', receivedAt: Date.now() };
    if (!kept.has(id) && kept.size >= KEEP_IDS) kept.delete(kept.keys().next().value as string);
    kept.set(id, [...(kept.get(id) ?? []), entry]);
    res.on('close', () => (entry.endedAt = Date.now()));
    entry.body = (await readBody(req)).toString('base64');
    const { answer, location } = answers.get(id) ?? { answer: 'created' };
    if (answer === 'hang') return;
    entry.status = { created: 201, gone: 410, missing: 404, redirect: 302 }[answer];
    res.writeHead(entry.status, answer === 'redirect' && location ? { location } : {}).end();
  };

  const server: Server = createServer((req, res) => {
    const [, kind, id = ''] = /^\/(push|endpoints)\/([^/?]*)$/.exec(new URL(req.url ?? '/', 'http://push.local').pathname) ?? [];
    if (!kind || !ID.test(id)) return json(res, 404, { message: 'Not found' });
    if (kind === 'push' && req.method === 'POST') {
      push(id, req, res).catch((error: unknown) => options.log(`push service: ${String(error)}`));
      return;
    }
    if (kind === 'endpoints' && req.method === 'GET') return json(res, 200, kept.get(id) ?? []);
    if (kind === 'endpoints' && req.method === 'PUT') {
      readBody(req)
        .then((body) => {
          const wanted = JSON.parse(body.toString('utf8')) as { answer: PushAnswer; location?: string };
          answers.set(id, { answer: wanted.answer, location: wanted.location });
          json(res, 200, { id, ...wanted });
        })
        .catch((error: unknown) => json(res, 400, { message: String(error) }));
      return;
    }
    json(res, 405, { message: 'Method not allowed' });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, () => resolve());
  });
  return {
    origin: `http://${options.host}:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
