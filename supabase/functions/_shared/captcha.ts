/**
 * The CAPTCHA check of the api's own sign-in and sign-up (docs/operators.md#sign-in-protection).
 * Supabase Auth checks a CAPTCHA token on /signup, /token and /recover when [auth.captcha] is on,
 * but not on calls made with a secret key, and the api signs people in and up with one (to name
 * their address, Sb-Forwarded-For). So with CAPTCHA on (the deploy sets CAPTCHA_SECRET and
 * CAPTCHA_PROVIDER beside Auth's setting), /api/auth/login and /api/auth/register check the widget's
 * token here first, against the provider's siteverify as Auth does (POST form: secret, response,
 * remoteip). A token is good once: Auth is never shown it again. Without CAPTCHA_SECRET nothing is
 * checked, nor with CAPTCHA_PROVIDER=off. On the local stack LOCAL_CAPTCHA_ORIGIN names the stand-in provider (local/captcha-service.ts).
 */
import { CAPTCHA_FAILED, CAPTCHA_MESSAGES, CAPTCHA_PROVIDER_FACTS, CAPTCHA_PROVIDERS, type CaptchaProvider } from '../../../contract/captcha.ts';
import { HttpError } from './errors.ts';
import { localStandInOrigin } from './local-stand-in.ts';

export interface CaptchaCheck {
  provider: CaptchaProvider;
  secret: string;
  siteverifyUrl: string;
}

/** The check this function runs, or undefined when CAPTCHA is off (no CAPTCHA_SECRET). */
export function captchaCheckFrom(env: (name: string) => string | undefined): CaptchaCheck | undefined {
  const secret = env('CAPTCHA_SECRET')?.trim();
  const named = env('CAPTCHA_PROVIDER')?.trim() || 'turnstile';
  // `off`: the deploy's word for a project without CAPTCHA (a secret left by an earlier deploy is ignored).
  if (!secret || named === 'off') return undefined;
  if (!(CAPTCHA_PROVIDERS as readonly string[]).includes(named)) throw new Error(`CAPTCHA_PROVIDER=${named} is neither turnstile nor hcaptcha`);
  const provider = named as CaptchaProvider;
  const standIn = localStandInOrigin(env, 'LOCAL_CAPTCHA_ORIGIN');
  return { provider, secret, siteverifyUrl: standIn ? `${standIn}/siteverify` : CAPTCHA_PROVIDER_FACTS[provider].siteverifyUrl };
}

const { missing: MISSING, refused: REFUSED, unavailable: UNAVAILABLE } = CAPTCHA_MESSAGES;
const TIMEOUT_MS = 10_000;

/** Passes when CAPTCHA is off or the provider accepts `token`; otherwise 400 (the form resets its widget) or 502. */
export async function requireCaptcha(check: CaptchaCheck | undefined, token: string | undefined, remoteip: string | undefined): Promise<void> {
  if (!check) return;
  if (!token) throw new HttpError(400, MISSING, { error: CAPTCHA_FAILED });
  const form = new URLSearchParams({ secret: check.secret, response: token, ...(remoteip ? { remoteip } : {}) });
  let answer: { success?: unknown };
  try {
    const response = await fetch(check.siteverifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status >= 500) throw new Error(`siteverify answered ${response.status}`);
    answer = (await response.json()) as { success?: unknown };
  } catch (error) {
    throw new HttpError(502, UNAVAILABLE, {}, { cause: error });
  }
  if (answer.success !== true) throw new HttpError(400, REFUSED, { error: CAPTCHA_FAILED });
}

export const captchaCheck: CaptchaCheck | undefined = captchaCheckFrom((name) => Deno.env.get(name));
