/**
 * The CAPTCHA providers Supabase Auth takes ([auth.captcha] provider), as the web, the api function,
 * the deploy and the browser headers need them (docs/operators.md#sign-in-protection): where the
 * widget's script comes from, where a token is verified, and the origins the Content-Security-Policy
 * must allow. Both widgets have the same script interface (`render`, `reset`, `remove`) under their
 * own global; the local stack's stand-in serves that interface too (local/captcha-service.ts).
 * No zod here: the web's config reads this module.
 */
export const CAPTCHA_PROVIDERS = ['turnstile', 'hcaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

export interface CaptchaProviderFacts {
  /** The widget script, explicit rendering (the app renders it into its form). */
  scriptUrl: string;
  /** The global the script defines: window.turnstile or window.hcaptcha. */
  global: 'turnstile' | 'hcaptcha';
  /** Where a server checks a token (POST form: secret, response, remoteip); what Supabase Auth calls. */
  siteverifyUrl: string;
  /** What the page's Content-Security-Policy must allow for the widget: its script, its frames, its calls. */
  cspOrigins: { script: string[]; frame: string[]; connect: string[]; style: string[] };
}

export const CAPTCHA_PROVIDER_FACTS: Record<CaptchaProvider, CaptchaProviderFacts> = {
  turnstile: {
    scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
    siteverifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    cspOrigins: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'], connect: [], style: [] },
  },
  hcaptcha: {
    scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit',
    global: 'hcaptcha',
    siteverifyUrl: 'https://hcaptcha.com/siteverify',
    cspOrigins: {
      script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
      frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
      connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
      style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    },
  },
};

/** The title of the api's answer when the CAPTCHA check fails, as Supabase Auth's error code. */
export const CAPTCHA_FAILED = 'captcha_failed';

/** What the forms and the api say about the check (the widget's own title is "Verify you are human"). */
export const CAPTCHA_MESSAGES = {
  missing: 'Please complete the security check ("Verify you are human") and try again.',
  refused: 'The security check did not pass or has expired. Please complete it again.',
  unavailable: 'The security check could not be completed right now. Please try again.',
  notLoaded: 'The security check could not load. Check your connection and reload the page.',
} as const;
