/**
 * Which sign-in protection a hosted project gets, by its organisation's plan (docs/operators.md#sign-in-protection).
 * Supabase runs the Password Verification Attempt hook, the per-account lockout, on the Team and
 * Enterprise plans only (its Auth Hooks page); Auth's CAPTCHA (Cloudflare Turnstile or hCaptcha, on
 * sign-up, sign-in and recovery) is on every plan. So a Free or Pro project gets CAPTCHA and the
 * api's own per-address lockout, and the deploy never pushes the hook there (a paid-only setting
 * it would refuse); a Team or Enterprise project gets the hook, and CAPTCHA too when its keys are given.
 */
import { CAPTCHA_PROVIDERS, type CaptchaProvider } from '../../contract/captcha';

/** What the Management API reports as an organisation's plan (GET /v1/organizations/{slug}). */
export const HOSTED_PLANS = ['free', 'pro', 'team', 'enterprise', 'platform'] as const;
export type HostedPlan = (typeof HOSTED_PLANS)[number];

/** The plans whose Auth runs the password verification hook (Supabase's Auth Hooks page: Team, Enterprise). */
export const PLANS_WITH_PASSWORD_HOOK: ReadonlySet<HostedPlan> = new Set(['team', 'enterprise']);

export function isHostedPlan(value: string | undefined): value is HostedPlan {
  return (HOSTED_PLANS as readonly string[]).includes(value ?? '');
}

export interface CaptchaSettings {
  provider: CaptchaProvider;
  /** The widget's public site key (built into the web). */
  siteKey: string;
  /** The provider's secret key (Auth's [auth.captcha] secret and the api function's). */
  secret: string;
}

export interface SignInProtection {
  plan: HostedPlan;
  /** Whether the plan was given or read (false: the dry run's stand-in, shown as for Free). */
  planKnown: boolean;
  passwordHook: boolean;
  captcha?: CaptchaSettings;
  /** Why a real run would stop here, or undefined. */
  problem?: string;
  /** One line for the deploy's output: what protects sign-in on this project. */
  summary: string;
}

/** The CAPTCHA keys of the environment (CAPTCHA_PROVIDER, default turnstile; CAPTCHA_SITE_KEY; CAPTCHA_SECRET), when both keys are set. */
export function captchaOf(env: NodeJS.ProcessEnv): CaptchaSettings | { problem: string } | undefined {
  const siteKey = env.CAPTCHA_SITE_KEY?.trim();
  const secret = env.CAPTCHA_SECRET?.trim();
  if (!siteKey && !secret) return undefined;
  const provider = (env.CAPTCHA_PROVIDER?.trim() || 'turnstile') as CaptchaProvider;
  if (!CAPTCHA_PROVIDERS.includes(provider)) return { problem: `CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER} is neither turnstile nor hcaptcha` };
  if (!siteKey || !secret) return { problem: `set both CAPTCHA_SITE_KEY and CAPTCHA_SECRET (${siteKey ? 'CAPTCHA_SECRET' : 'CAPTCHA_SITE_KEY'} is missing)` };
  return { provider, siteKey, secret };
}

const PLAN_NAMES: Record<HostedPlan, string> = { free: 'Free', pro: 'Pro', team: 'Team', enterprise: 'Enterprise', platform: 'Platform' };

export function signInProtection(plan: HostedPlan | undefined, env: NodeJS.ProcessEnv): SignInProtection {
  const planKnown = plan !== undefined;
  const effective = plan ?? 'free';
  const passwordHook = PLANS_WITH_PASSWORD_HOOK.has(effective);
  const found = captchaOf(env);
  const captcha = found && 'problem' in found ? undefined : found;
  const name = `${PLAN_NAMES[effective]} plan${planKnown ? '' : ' (not given: shown as for Free; a real run reads it, or set SUPABASE_PLAN)'}`;
  const parts = [
    passwordHook ? 'the per-account lockout (password verification hook)' : undefined,
    captcha ? `CAPTCHA (${captcha.provider}) on sign-up, sign-in and recovery` : undefined,
    "the api's per-address lockout",
  ].filter(Boolean);
  let problem = found && 'problem' in found ? found.problem : undefined;
  if (!problem && !passwordHook && !captcha) {
    problem = `the ${PLAN_NAMES[effective]} plan has no password verification hook (Team and Enterprise only): set CAPTCHA_SITE_KEY and CAPTCHA_SECRET (Cloudflare Turnstile, or hCaptcha with CAPTCHA_PROVIDER=hcaptcha)`;
  }
  const summary = `${name}: ${parts.join(' + ')}${passwordHook ? '' : '; no password verification hook (Team and Enterprise only)'}`;
  return { plan: effective, planKnown, passwordHook, ...(captcha ? { captcha } : {}), ...(problem ? { problem } : {}), summary };
}
