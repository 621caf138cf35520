/**
 * The browser hardening headers of the app (docs/security.md): one definition, sent by the local app
 * server (local/web-server.ts) and written for hosted static hosting in web/public/_headers (a test
 * checks that file against this one).
 *
 * - Content-Security-Policy: scripts only from the app's own origin (no inline script: the runtime
 *   config is a JSON data block, local/web-config.ts), connections only to the app and its Supabase
 *   project (https and the Realtime websocket), no plugins, no <base> rewriting, and
 *   `frame-ancestors 'none'` so no other site can frame the app (clickjacking). Styles allow
 *   'unsafe-inline': Chakra UI's CSS-in-JS (Emotion) inserts <style> elements at run time, and the
 *   build writes Chakra's global CSS inline (scripts/vite/chakra-global-css.ts); inline style
 *   cannot run script.
 * - Strict-Transport-Security only when the app is served over https (it is meaningless, and
 *   ignored, over http).
 * - Permissions-Policy: no camera, microphone, location, payment, USB or sensors for the app or
 *   anything it embeds.
 * - With CAPTCHA on (docs/operators.md#sign-in-protection), the provider's widget: its script, its
 *   frames (the only frames the app shows), its calls and styles, from the provider's origins
 *   (contract/captcha.ts) or the local stand-in's.
 */
import type { CaptchaProviderFacts } from '../contract/captcha';

/** The origins a CAPTCHA widget loads from, by directive. */
export type CaptchaOrigins = CaptchaProviderFacts['cspOrigins'];
export interface SecurityHeaderOptions {
  /** The Supabase project URL the app talks to (auth, functions, Realtime). */
  supabaseUrl: string;
  /** Whether the app is served over https (adds HSTS and upgrade-insecure-requests). */
  https: boolean;
  /** The CAPTCHA widget's origins, when the project has CAPTCHA on. */
  captcha?: CaptchaOrigins;
}

const withOrigins = (sources: string, origins: string[] | undefined) => [sources, ...(origins ?? [])].join(' ');

/** The websocket origin matching an http(s) origin: Realtime connects to wss://<project>/realtime/v1. */
function websocketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/** `https://x.supabase.co/...` -> `https://x.supabase.co`; keeps a `*.` wildcard host as written. */
function originOf(url: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(url.trim());
  if (!match?.[1]) throw new Error(`Not an http(s) URL: ${url}`);
  return match[1];
}

export function contentSecurityPolicy({ supabaseUrl, https, captcha }: SecurityHeaderOptions): string {
  const api = originOf(supabaseUrl);
  const frames = captcha?.frame.length ? captcha.frame.join(' ') : "'none'";
  const directives = [
    "default-src 'self'",
    withOrigins("script-src 'self'", captcha?.script),
    withOrigins("style-src 'self' 'unsafe-inline'", captcha?.style),
    // Material previews are signed Storage URLs on the Supabase project (docs/materials.md).
    `img-src 'self' data: ${api}`,
    // Course videos in Storage play in the course page from signed URLs, their captions too (a
    // <track> is media-src; docs/product.md#courses);
    // blob: lets the content manager read a chosen video file's length before uploading it
    // (docs/materials.md#course-video-files). A blob: URL is made by the page itself from local data.
    `media-src 'self' blob: ${api}`,
    "font-src 'self' data:",
    withOrigins(`connect-src 'self' ${api} ${websocketOrigin(api)}`, captcha?.connect),
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-src ${frames}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

export const HSTS = 'max-age=63072000; includeSubDomains';

/** Headers for every answer of the app server (pages and assets). */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    ...(options.https ? { 'strict-transport-security': HSTS } : {}),
  };
}
