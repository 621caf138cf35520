/**
 * The SPA is built once and learns where Supabase is at run time: the app server replaces the
 * `<!--mta-config-->` marker in index.html with this script (hosted builds use VITE_* env instead).
 */
export interface WebRuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export const CONFIG_MARKER = '<!--mta-config-->';

export function injectConfig(html: string, config: WebRuntimeConfig): string {
  // JSON inside <script>: escape '<' so no value can close the tag.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(CONFIG_MARKER, `<script>window.__MTA_CONFIG__=${json}</script>`);
}
