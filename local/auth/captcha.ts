/**
 * Auth's CAPTCHA as GoTrue checks it ([auth.captcha]; internal/api/middleware.go verifyCaptcha and
 * internal/security/captcha.go): on /signup, /token (the password grant), /recover, /resend and
 * /otp, unless the caller's bearer is an admin role (a secret or service_role key: the api function's
 * sign-ins), the body's `gotrue_meta_security.captcha_token` is posted to the provider's siteverify
 * (form: secret, response, remoteip) and the request goes on only on `success: true`. No token:
 * 400 captcha_failed "captcha protection: request disallowed (no captcha_token found)"; refused: 400
 * captcha_failed with the provider's error codes; the provider unreachable or not answering JSON:
 * 500 "captcha verification process failed". Locally the provider is the stand-in of
 * local/captcha-service.ts (AUTH_CAPTCHA=on).
 */
import type { AuthRequest } from './context';
import { AuthError, badRequest } from './errors';
import { requireAdmin } from './tokens';

export interface CaptchaOptions {
  provider: 'turnstile' | 'hcaptcha';
  secret: string;
  /** Where tokens are verified: the provider's siteverify (locally the stand-in's). */
  siteverifyUrl: string;
}

/** Grants of /token that need no CAPTCHA (GoTrue's isIgnoreCaptchaRoute). */
const GRANTS_WITHOUT_CAPTCHA = new Set(['refresh_token', 'pkce', 'id_token']);
const TIMEOUT_MS = 10_000;

const failed = (why: string) => badRequest('captcha_failed', `captcha protection: request disallowed (${why})`);

async function isAdminCaller(request: AuthRequest): Promise<boolean> {
  try {
    await requireAdmin(request.opts, request.req);
    return true;
  } catch {
    return false;
  }
}

export async function verifyCaptcha(request: AuthRequest): Promise<void> {
  const captcha = request.opts.captcha;
  if (!captcha) return;
  if (await isAdminCaller(request)) return;
  if (request.url.pathname.endsWith('/token') && GRANTS_WITHOUT_CAPTCHA.has(request.url.searchParams.get('grant_type') ?? '')) return;
  const security = (await request.body({ optional: true })).gotrue_meta_security;
  const raw = security !== null && typeof security === 'object' && !Array.isArray(security) ? (security as Record<string, unknown>).captcha_token : undefined;
  const token = typeof raw === 'string' ? raw.trim() : '';
  if (token === '') throw failed('no captcha_token found');
  let answer: { success?: unknown; 'error-codes'?: unknown };
  try {
    const response = await fetch(captcha.siteverifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: captcha.secret, response: token, remoteip: request.client.ip ?? '' }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    request.opts.log?.(`captcha verification failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new AuthError(500, 'unexpected_failure', 'captcha verification process failed');
  }
  if (answer.success !== true) {
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].filter((code): code is string => typeof code === 'string') : [];
    throw failed(codes.join(', '));
  }
}
