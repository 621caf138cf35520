/**
 * The local stand-in of a CAPTCHA provider (AUTH_CAPTCHA=on; docs/operators.md#sign-in-protection).
 * The real widget script cannot load offline and a real provider cannot be asked from a test, so the
 * stack runs this on a free loopback port with a site key and a secret of its own, and points the
 * auth server (local/auth/captcha.ts), the api function (LOCAL_CAPTCHA_ORIGIN) and the app's
 * widget at it. It speaks the providers' interfaces:
 *
 *   GET  /api.js      the widget script: window.turnstile (or window.hcaptcha) with render(container,
 *                     {sitekey, callback, 'expired-callback', 'error-callback'}), reset(id),
 *                     remove(id), getResponse(id); a rendered widget asks /token for its site key and
 *                     hands the token to `callback`, or calls 'error-callback' when refused
 *   POST /token       {sitekey} → {token, expiresIn}: what a solved challenge gives a page; a token is
 *                     good for one siteverify within 300 s. The site key Turnstile documents as
 *                     always failing (2x00000000000000000000AB) is refused, so a form's failure path
 *                     can be shown
 *   POST /siteverify  form or JSON {secret, response, remoteip}: the providers' answer
 *                     {success, "error-codes", challenge_ts, hostname}, with their codes
 *                     (missing-input-secret, invalid-input-secret, missing-input-response,
 *                     invalid-input-response, timeout-or-duplicate)
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CaptchaProvider } from '../contract/captcha';

export interface LocalCaptchaService {
  provider: CaptchaProvider;
  origin: string;
  siteKey: string;
  secret: string;
  /** The widget script's URL, as the app's runtime config names it. */
  scriptUrl: string;
  stop(): Promise<void>;
}

/** Cloudflare's documented test site key that always fails: the stand-in refuses it too. */
export const ALWAYS_FAILING_SITE_KEY = '2x00000000000000000000AB';
const TOKEN_SECONDS = 300;
const KEEP_TOKENS = 10_000;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 64 * 1024) req.destroy(new Error('body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function fields(req: IncomingMessage, body: string): Record<string, string> {
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    try {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' }).end(JSON.stringify(value));
}

/** The widget script: the provider's render/reset/remove/getResponse, drawn as a small status box. */
function widgetScript(origin: string, global: CaptchaProvider): string {
  return `"use strict";
(() => {
  const origin = ${JSON.stringify(origin)};
  const widgets = new Map();
  let next = 0;
  const say = (widget, text, state) => { widget.box.textContent = text; widget.box.dataset.state = state; };
  async function solve(id) {
    const widget = widgets.get(id);
    if (!widget) return;
    clearTimeout(widget.timer);
    widget.token = undefined;
    say(widget, 'Verifying you are human (local stand-in)…', 'pending');
    try {
      const response = await fetch(origin + '/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sitekey: widget.params.sitekey }) });
      const answer = await response.json();
      if (widgets.get(id) !== widget) return;
      if (!response.ok || typeof answer.token !== 'string') throw new Error(answer.error || 'refused');
      widget.token = answer.token;
      say(widget, 'Success! You are verified (local stand-in).', 'solved');
      widget.timer = setTimeout(() => {
        widget.token = undefined;
        say(widget, 'Expired: verifying again is needed (local stand-in).', 'expired');
        if (typeof widget.params['expired-callback'] === 'function') widget.params['expired-callback']();
      }, answer.expiresIn * 1000);
      if (typeof widget.params.callback === 'function') widget.params.callback(answer.token);
    } catch (error) {
      if (widgets.get(id) !== widget) return;
      say(widget, 'Verification failed (local stand-in).', 'failed');
      if (typeof widget.params['error-callback'] === 'function') widget.params['error-callback'](String(error && error.message));
    }
  }
  function render(container, params) {
    const host = typeof container === 'string' ? document.querySelector(container) : container;
    if (!host) throw new Error('captcha stand-in: no container');
    const id = String(++next);
    const box = document.createElement('div');
    box.setAttribute('role', 'status');
    box.setAttribute('data-captcha-stand-in', id);
    Object.assign(box.style, { border: '1px solid #d0d7de', borderRadius: '6px', padding: '10px 12px', fontSize: '14px', background: '#fafafa', color: '#1f2328' });
    host.appendChild(box);
    widgets.set(id, { box, params: params || {}, token: undefined, timer: undefined });
    void solve(id);
    return id;
  }
  window[${JSON.stringify(global)}] = {
    render,
    reset(id) { if (widgets.has(id)) void solve(id); },
    remove(id) { const widget = widgets.get(id); if (!widget) return; clearTimeout(widget.timer); widget.box.remove(); widgets.delete(id); },
    getResponse(id) { return widgets.get(id)?.token; },
  };
})();
`;
}

export async function startCaptchaService(options: { host: string; provider: CaptchaProvider; log: (line: string) => void }): Promise<LocalCaptchaService> {
  const siteKey = `local-site-key-${randomBytes(6).toString('hex')}`;
  const secret = `local-secret-${randomBytes(18).toString('base64url')}`;
  /** Issued tokens → when they stop being good; deleted when verified. */
  const tokens = new Map<string, number>();
  let origin = '';

  const issue = (sitekey: string | undefined): { status: number; body: unknown } => {
    if (sitekey === ALWAYS_FAILING_SITE_KEY) return { status: 403, body: { error: 'The challenge was not passed.' } };
    if (sitekey !== siteKey) return { status: 400, body: { error: 'invalid-sitekey' } };
    if (tokens.size >= KEEP_TOKENS) tokens.delete(tokens.keys().next().value as string);
    const token = `stand-in.${randomBytes(24).toString('base64url')}`;
    tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
    return { status: 200, body: { token, expiresIn: TOKEN_SECONDS } };
  };

  const verify = (given: Record<string, string>): { success: boolean; 'error-codes': string[]; challenge_ts?: string; hostname?: string } => {
    const refuse = (code: string) => ({ success: false, 'error-codes': [code] });
    if (!given.secret) return refuse('missing-input-secret');
    if (given.secret !== secret) return refuse('invalid-input-secret');
    const token = given.response?.trim();
    if (!token) return refuse('missing-input-response');
    const until = tokens.get(token);
    if (until === undefined) return refuse(token.startsWith('stand-in.') ? 'timeout-or-duplicate' : 'invalid-input-response');
    tokens.delete(token);
    if (until < Date.now()) return refuse('timeout-or-duplicate');
    return { success: true, 'error-codes': [], challenge_ts: new Date().toISOString(), hostname: options.host };
  };

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type',
          'access-control-max-age': '600',
        })
        .end();
      return;
    }
    if (req.method === 'GET' && path === '/api.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(widgetScript(origin, options.provider));
      return;
    }
    if (req.method === 'POST' && (path === '/token' || path === '/siteverify')) {
      readBody(req)
        .then((body) => {
          const given = fields(req, body);
          if (path === '/token') {
            const issued = issue(given.sitekey);
            json(res, issued.status, issued.body);
            return;
          }
          const answer = verify(given);
          if (!answer.success) options.log(`captcha stand-in: siteverify refused (${answer['error-codes'].join(', ')})`);
          json(res, 200, answer);
        })
        .catch((error: unknown) => json(res, 400, { error: error instanceof Error ? error.message : String(error) }));
      return;
    }
    json(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, () => resolve());
  });
  origin = `http://${options.host}:${(server.address() as AddressInfo).port}`;
  return {
    provider: options.provider,
    origin,
    siteKey,
    secret,
    scriptUrl: `${origin}/api.js`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
