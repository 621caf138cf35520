/**
 * web/dist/_headers for a project with CAPTCHA on: the file web/public/_headers gives every hosted
 * static host (local/security-headers.ts is its one definition) allows no third-party script or
 * frame, so the deploy's web step rewrites its Content-Security-Policy line to let the provider's
 * widget in (contract/captcha.ts: its script, frames, calls and styles), and nothing else.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CAPTCHA_PROVIDER_FACTS, type CaptchaProvider } from '../../contract/captcha';
import { contentSecurityPolicy } from '../../local/security-headers';

/** What web/public/_headers assumes of the project: hosted at https://<ref>.supabase.co, served over https. */
const HOSTED = { supabaseUrl: 'https://*.supabase.co', https: true } as const;

export function headersWithCaptcha(text: string, provider: CaptchaProvider): string {
  const csp = /^(\s*Content-Security-Policy:\s*)(.*)$/m;
  if (!csp.test(text)) throw new Error('_headers has no Content-Security-Policy line');
  return text.replace(csp, (_line, name: string) => `${name}${contentSecurityPolicy({ ...HOSTED, captcha: CAPTCHA_PROVIDER_FACTS[provider].cspOrigins })}`);
}

export function allowCaptchaInHeadersFile(file: string, provider: CaptchaProvider): void {
  writeFileSync(file, headersWithCaptcha(readFileSync(file, 'utf8'), provider));
}
