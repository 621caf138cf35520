import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebServer } from './web-server';
import { CONFIG_MARKER } from './web-config';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let dist: string;
let port: number;
let close: () => void;

function get(
  path: string,
  acceptEncoding?: string,
  extra: Record<string, string> = {},
): Promise<{ status: number; encoding?: string; body: Buffer; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const headers = { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra };
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks), headers: res.headers }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'mta-web-server-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><head>${CONFIG_MARKER}</head><body></body>`);
  writeFileSync(join(dist, 'assets', 'app.js'), script);
  writeFileSync(join(dist, 'assets', 'app.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'plain.js'), script);
  writeFileSync(join(dist, 'assets', 'app.js.map'), '{"version":3}');
  const server = createWebServer(dist, { supabaseUrl: 'http://127.0.0.1:1', supabaseKey: 'anon' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(dist, { recursive: true, force: true });
});

describe('app server encodings', () => {
  it("sends the build's Brotli copy to a browser that accepts br", async () => {
    const answer = await get('/assets/app.js', 'gzip, deflate, br');
    expect(answer.encoding).toBe('br');
    expect(answer.body.equals(brotliCompressSync(script))).toBe(true);
  });

  it('falls back to gzip without a Brotli copy or without br in Accept-Encoding', async () => {
    for (const [path, accept] of [
      ['/assets/plain.js', 'gzip, br'],
      ['/assets/app.js', 'gzip'],
    ] as const) {
      const answer = await get(path, accept);
      expect(answer.encoding).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(script);
    }
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const answer = await get('/assets/app.js');
    expect(answer.encoding).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
  });

  it('answers client routes with index.html carrying the runtime config, and unknown files with 404', async () => {
    const page = await get('/dashboard', 'br');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('supabaseKey');
    expect((await get('/assets/missing.js')).status).toBe(404);
  });
});

describe('app server hardening', () => {
  it('sends the CSP, frame and permission headers on pages and assets, HSTS only behind https', async () => {
    for (const path of ['/', '/dashboard', '/assets/app.js', '/assets/missing.js']) {
      const answer = await get(path);
      expect(answer.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(answer.headers['content-security-policy'], path).toContain("script-src 'self';");
      expect(answer.headers['permissions-policy'], path).toContain('camera=()');
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
      expect(answer.headers['strict-transport-security'], path).toBeUndefined();
    }
    const https = await get('/', undefined, { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('never serves a source map, even one left in the build folder', async () => {
    expect((await get('/assets/app.js.map')).status).toBe(404);
  });
});

describe('app server and a new build', () => {
  it('serves the index.html a build just wrote, not the copy it read before', async () => {
    expect((await get('/dashboard')).body.toString()).not.toContain('index-new.js');
    const next = `<!doctype html><head>${CONFIG_MARKER}<script src="/assets/index-new.js"></script></head><body></body>`;
    writeFileSync(join(dist, 'index.html'), next);
    // A build a moment later: a time of its own whatever the file system's clock resolution.
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    expect((await get('/dashboard')).body.toString()).toContain('/assets/index-new.js');
  });
});
