/**
 * Runtime configuration. The build never contains a Supabase URL or key: the local app server
 * replaces `<!--mta-config-->` in index.html with a JSON data block `<script type="application/json"
 * id="mta-config">` (never executed, so the Content-Security-Policy allows no inline script), so one
 * build runs against any stack. Hosted deploys without such a server build with VITE_SUPABASE_URL and
 * VITE_SUPABASE_PUBLISHABLE_KEY (`sb_publishable_…`) instead; VITE_SUPABASE_ANON_KEY (the legacy
 * anon JWT) is still read when the publishable key is not set (docs/operators.md). A project with
 * CAPTCHA on adds its widget: the data block's `captcha`, or VITE_CAPTCHA_PROVIDER and
 * VITE_CAPTCHA_SITE_KEY (the provider's own script).
 */
import { CAPTCHA_PROVIDER_FACTS, CAPTCHA_PROVIDERS, type CaptchaProvider } from '@contract/captcha.ts';

export interface CaptchaConfig {
  provider: CaptchaProvider;
  /** The widget's public site key. */
  siteKey: string;
  /** The widget script (the provider's; locally the stand-in's). */
  scriptUrl: string;
}

export interface RuntimeConfig {
  supabaseUrl: string;
  /** The project's publishable key (or its legacy anon key): role anon, safe in a browser. */
  supabaseKey: string;
  /** The CAPTCHA widget of the sign-in forms, when the project has CAPTCHA on (docs/operators.md#sign-in-protection). */
  captcha?: CaptchaConfig;
}

export const CONFIG_ELEMENT_ID = 'mta-config';

interface EnvSource {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  VITE_SUPABASE_ANON_KEY?: string;
  VITE_CAPTCHA_PROVIDER?: string;
  VITE_CAPTCHA_SITE_KEY?: string;
}

function captchaOf(injected: Partial<RuntimeConfig> | undefined, env: EnvSource): CaptchaConfig | undefined {
  const given = injected?.captcha;
  if (given && CAPTCHA_PROVIDERS.includes(given.provider) && given.siteKey && given.scriptUrl) return given;
  const provider = env.VITE_CAPTCHA_PROVIDER as CaptchaProvider | undefined;
  if (!provider || !CAPTCHA_PROVIDERS.includes(provider) || !env.VITE_CAPTCHA_SITE_KEY) return undefined;
  return { provider, siteKey: env.VITE_CAPTCHA_SITE_KEY, scriptUrl: CAPTCHA_PROVIDER_FACTS[provider].scriptUrl };
}

export class MissingConfigError extends Error {
  constructor(missing: string[]) {
    super(
      `Money Train Academy is missing its Supabase settings (${missing.join(', ')}). ` +
        'Start it with `npm start`, or build with VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY.',
    );
    this.name = 'MissingConfigError';
  }
}

export function readConfig(injected: Partial<RuntimeConfig> | undefined, env: EnvSource): RuntimeConfig {
  const supabaseUrl = injected?.supabaseUrl || env.VITE_SUPABASE_URL || '';
  const supabaseKey = injected?.supabaseKey || env.VITE_SUPABASE_PUBLISHABLE_KEY || env.VITE_SUPABASE_ANON_KEY || '';
  const missing = [supabaseUrl ? null : 'supabaseUrl', supabaseKey ? null : 'supabaseKey'].filter((name): name is string => name !== null);
  if (missing.length > 0) throw new MissingConfigError(missing);
  const captcha = captchaOf(injected, env);
  return { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), supabaseKey, ...(captcha ? { captcha } : {}) };
}

/** The data block's settings, or undefined when there is none (hosted builds) or it is not JSON. */
export function injectedConfig(doc: Document): Partial<RuntimeConfig> | undefined {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<RuntimeConfig>) : undefined;
  } catch {
    return undefined;
  }
}

let cached: RuntimeConfig | undefined;

/** The configuration of this page load (read once). */
export function getConfig(): RuntimeConfig {
  cached ??= readConfig(injectedConfig(document), import.meta.env as EnvSource);
  return cached;
}
