/**
 * A closed-loop HTTP load generator: `concurrency` workers, each on its own keep-alive connection
 * (as 50 browser tabs or 50 pooled clients hold one), sending its next request as soon as the
 * previous answer has been read in full. Latency runs from writing the request to the last byte
 * of the answer. Requests started during the warm-up are not counted.
 *
 * It speaks HTTP/1.1 over plain sockets with a minimal response reader (status line, headers,
 * Content-Length or chunked body) rather than node:http: the generator shares the CPU with the
 * stack it measures, and node:http's client costs several times more per request than what it
 * replaces, as pgbench (C) costs little beside Postgres. For the same reason a request object
 * that comes back (a worker's read) is serialised once, and answers stay bytes unless a body is
 * looked at. What it still costs per request is printed by the benchmarks (cpu.ts, "client").
 */
import { connect, type Socket } from 'node:net';

export interface HttpCall {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Groups the call's latency in `LoadResult.byLabel` (a mix of routes reports each). */
  label?: string;
}

export interface LoadOptions {
  baseUrl: string;
  concurrency: number;
  warmupMs: number;
  /** Measured time after the warm-up; the run also ends when `next` runs out of work. */
  durationMs: number;
  /**
   * The next request for this worker, or undefined when there is no more work. The same object
   * returned again is sent again as the bytes serialised the first time.
   */
  next: (worker: number) => HttpCall | undefined;
  /** Whether an answer is a success (default: status 200, the body not read). */
  ok?: (status: number, body: string) => boolean;
  /** Told of each answer (or failure) before the worker asks `next` again. */
  answered?: (worker: number, call: HttpCall, good: boolean) => void;
}

export interface LoadResult {
  /** Requests made, warm-up included (for CPU per request). */
  allRequests: number;
  requests: number;
  errors: number;
  errorSamples: string[];
  seconds: number;
  perSecond: number;
  latenciesMs: number[];
  /** The measured latencies and errors of the calls that carry a label, by label. */
  byLabel: Map<string, { latenciesMs: number[]; errors: number }>;
}

export interface Answer {
  status: number;
  /** The body's bytes (decoded only when an answer is checked or reported). */
  body: Buffer;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** Reads one HTTP/1.1 response from the front of `data`; undefined until it is complete. */
export function readResponse(data: Buffer): { answer: Answer; used: number; close: boolean } | undefined {
  const headEnd = data.indexOf(HEADER_END);
  if (headEnd < 0) return undefined;
  const head = data.subarray(0, headEnd).toString('latin1');
  const lines = head.split('\r\n');
  const status = Number(lines[0]?.split(' ')[1]);
  let length: number | undefined;
  let chunked = false;
  let close = false;
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (name === 'content-length') length = Number(value);
    else if (name === 'transfer-encoding' && value.includes('chunked')) chunked = true;
    else if (name === 'connection' && value === 'close') close = true;
  }
  const bodyStart = headEnd + 4;
  if (!chunked) {
    const end = bodyStart + (length ?? 0);
    if (data.length < end) return undefined;
    return { answer: { status, body: data.subarray(bodyStart, end) }, used: end, close };
  }
  const parts: Buffer[] = [];
  let at = bodyStart;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    const chunkStart = lineEnd + 2;
    if (data.length < chunkStart + size + 2) return undefined;
    if (size === 0) return { answer: { status, body: Buffer.concat(parts) }, used: chunkStart + 2, close };
    parts.push(data.subarray(chunkStart, chunkStart + size));
    at = chunkStart + size + 2;
  }
}

/** One keep-alive connection that sends a request and resolves with its answer. */
class Connection {
  private socket: Socket | undefined;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  private open(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => {
      if (this.socket !== socket) return;
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      const read = readResponse(this.buffer);
      if (!read || !this.waiting) return;
      this.buffer = this.buffer.subarray(read.used);
      const waiting = this.waiting;
      this.waiting = undefined;
      if (read.close) this.drop();
      waiting.resolve(read.answer);
    });
    const fail = (error: Error) => {
      if (this.socket !== socket) return; // an old connection, already replaced
      this.drop();
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
    return socket;
  }

  private drop(): void {
    this.socket?.destroy();
    this.socket = undefined;
    this.buffer = Buffer.alloc(0);
  }

  send(request: Buffer): Promise<Answer> {
    if (!this.socket) this.socket = this.open();
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket?.write(request);
    });
  }

  close(): void {
    this.waiting = undefined;
    this.drop();
  }
}

const serialized = new WeakMap<HttpCall, { host: string; bytes: Buffer }>();

function serialize(call: HttpCall, host: string): Buffer {
  const known = serialized.get(call);
  if (known?.host === host) return known.bytes;
  const headers: Record<string, string> = { host, connection: 'keep-alive', ...call.headers };
  if (call.body !== undefined) headers['content-length'] = String(Buffer.byteLength(call.body));
  const head = `${call.method} ${call.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
  const bytes = Buffer.from(head + (call.body ?? ''));
  serialized.set(call, { host, bytes });
  return bytes;
}

export async function runHttpLoad(options: LoadOptions): Promise<LoadResult> {
  const base = new URL(options.baseUrl);
  const port = Number(base.port || 80);
  const check = options.ok;
  const ok = (answer: Answer) => (check ? check(answer.status, answer.body.toString('utf8')) : answer.status === 200);
  const latencies: number[] = [];
  const byLabel = new Map<string, { latenciesMs: number[]; errors: number }>();
  const errorSamples: string[] = [];
  let errors = 0;
  let allRequests = 0;
  const start = performance.now();
  const measureFrom = start + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;
  let lastEnd = measureFrom;

  const worker = async (id: number) => {
    const connection = new Connection(base.hostname, port);
    try {
      for (;;) {
        const sentAt = performance.now();
        if (sentAt >= stopAt) return;
        const call = options.next(id);
        if (!call) return;
        let good = false;
        try {
          const answer = await connection.send(serialize(call, base.host));
          good = ok(answer);
          if (!good && errorSamples.length < 5) errorSamples.push(`${call.method} ${call.path} → ${answer.status} ${answer.body.toString('utf8', 0, 200)}`);
        } catch (error) {
          if (errorSamples.length < 5) errorSamples.push(`${call.method} ${call.path} → ${(error as Error).message}`);
        }
        options.answered?.(id, call, good);
        const endedAt = performance.now();
        allRequests++;
        if (sentAt >= measureFrom) {
          lastEnd = Math.max(lastEnd, endedAt);
          if (good) latencies.push(endedAt - sentAt);
          else errors++;
          if (call.label !== undefined) {
            const group = byLabel.get(call.label) ?? { latenciesMs: [], errors: 0 };
            byLabel.set(call.label, group);
            if (good) group.latenciesMs.push(endedAt - sentAt);
            else group.errors++;
          }
        }
      }
    } finally {
      connection.close();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, id) => worker(id)));
  const seconds = (lastEnd - measureFrom) / 1000;
  return {
    allRequests,
    requests: latencies.length + errors,
    errors,
    errorSamples,
    seconds,
    perSecond: latencies.length / seconds,
    latenciesMs: latencies,
    byLabel,
  };
}
