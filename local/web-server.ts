/**
 * The app on APP_PORT: the production build of web/ (web/dist) with SPA fallback (every client
 * route gets index.html), long-lived caching for hashed assets, the build's Brotli copy (`.br`,
 * scripts/vite/precompress.ts) or else gzip when the browser accepts it, the runtime config
 * injected into index.html as a JSON data block, and the browser hardening headers on every answer
 * (local/security-headers.ts: CSP, frame-ancestors, Permissions-Policy, HSTS behind https). Source
 * maps are never served. `npm run dev` uses the Vite dev server instead (no CSP: its hot reload
 * injects inline script).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { securityHeaders } from './security-headers';
import { injectConfig, type WebRuntimeConfig } from './web-config';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

interface Asset {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  immutable: boolean;
  mtime: number;
}

export function createWebServer(distDir: string, config: WebRuntimeConfig): Server {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: build the app first (npm run build)`);
  const cache = new Map<string, Asset>();

  // Kept while the file is unchanged: a build under a running stack (an e2e run's, an engineer's)
  // replaces index.html, whose old copy named assets the new build no longer has (a blank page).
  const load = (file: string, html = false): Asset => {
    const mtime = statSync(file).mtimeMs;
    const cached = cache.get(file);
    if (cached && cached.mtime === mtime) return cached;
    const ext = extname(file);
    const raw = readFileSync(file);
    const body = html ? Buffer.from(injectConfig(raw.toString('utf8'), config)) : raw;
    const asset: Asset = {
      body,
      gzip: COMPRESSIBLE.has(ext) && body.length > 1024 ? gzipSync(body) : undefined,
      brotli: !html && existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined,
      type: TYPES[ext] ?? 'application/octet-stream',
      immutable: file.includes(`${sep}assets${sep}`),
      mtime,
    };
    cache.set(file, asset);
    return asset;
  };

  // The local CAPTCHA stand-in is one origin: its script and the calls the script makes (no frames).
  const standIn = config.captcha ? new URL(config.captcha.scriptUrl).origin : undefined;
  const captcha = standIn ? { script: [standIn], connect: [standIn], frame: [], style: [] } : undefined;
  const plainHeaders = securityHeaders({ supabaseUrl: config.supabaseUrl, https: false, captcha });
  const httpsHeaders = securityHeaders({ supabaseUrl: config.supabaseUrl, https: true, captcha });

  return createServer((req, res) => {
    // Over https (directly, or behind a proxy that terminates TLS and says so) HSTS applies.
    const https = ('encrypted' in req.socket && req.socket.encrypted === true) || req.headers['x-forwarded-proto'] === 'https';
    for (const [name, value] of Object.entries(https ? httpsHeaders : plainHeaders)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://app.local');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const candidate = normalize(join(distDir, pathname));
    const inside = candidate.startsWith(distDir + sep);
    const isFile = inside && existsSync(candidate) && statSync(candidate).isFile() && candidate !== indexFile;
    // Unknown paths with a file extension are real 404s; everything else is a client route.
    if ((!isFile && extname(pathname) && !pathname.endsWith('.html')) || pathname.endsWith('.map')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const asset = isFile ? load(candidate) : load(indexFile, true);
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = asset.brotli && /\bbr\b/.test(accepted) ? 'br' : asset.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    res.writeHead(200, {
      'content-type': asset.type,
      'cache-control': asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    const body = encoding === 'br' ? asset.brotli : encoding === 'gzip' ? asset.gzip : asset.body;
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}
