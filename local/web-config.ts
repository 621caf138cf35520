/**
 * The SPA is built once and learns where Supabase is at run time: the app server replaces the
 * `<!--mta-config-->` marker in index.html with a JSON data block (`<script type="application/json"
 * id="mta-config">`), which the browser never executes, so the Content-Security-Policy needs no
 * inline script (local/security-headers.ts). Hosted builds use VITE_* env instead.
 */
export interface WebRuntimeConfig {
  supabaseUrl: string;
  /** The API key the browser uses: the publishable key (a legacy anon key works too). */
  supabaseKey: string;
  /** The CAPTCHA widget the sign-in forms show, when the project has CAPTCHA on (locally the stand-in's). */
  captcha?: { provider: 'turnstile' | 'hcaptcha'; siteKey: string; scriptUrl: string };
}

export const CONFIG_MARKER = '<!--mta-config-->';
export const CONFIG_ELEMENT_ID = 'mta-config';

export function injectConfig(html: string, config: WebRuntimeConfig): string {
  // JSON inside <script>: escape '<' (and '>' / '&' for good measure) so no value can close the tag.
  const json = JSON.stringify(config).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return html.replace(CONFIG_MARKER, `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${json}</script>`);
}
