/**
 * A throwaway stack for tests: free ports, a temporary STACK_DIR, quiet. Never touches the
 * developer's .local/ data or the default ports.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../local/ports';
import { settingsFromEnv, type StackSettings } from '../../local/settings';
import { startStack, type RunningStack } from '../../local/stack';
import type { AuthRateLimits } from '../../local/auth/rate-limits';
import { TEST_BCRYPT_COST } from './accounts';

/**
 * The test stacks' [auth.rate_limit]: their suites sign in, sign up and mail hundreds of times from
 * one address within minutes, far past config.toml's limits, which tests/integration/auth-limits.test.ts
 * checks on a stack of its own (docs/decisions.md, "Auth rate limits in the test stacks").
 */
export const WIDE_AUTH_RATE_LIMITS: AuthRateLimits = { emailSent: 1_000_000, tokenRefresh: 1_000_000, signInSignUps: 1_000_000, tokenVerifications: 1_000_000 };

/**
 * The run's template clusters (docs/performance.md, "A template cluster per test run"): the
 * directory scripts/test.ts or the vitest global setup made for this run, in MTA_STACK_TEMPLATES
 * (its stack processes and test workers inherit it); none outside a run.
 */
export const STACK_TEMPLATES_VARIABLE = 'MTA_STACK_TEMPLATES';
/** The run's template directory; none when unset or `off` (every stack then takes the real path, as before the templates). */
const runTemplates = () => {
  const dir = process.env[STACK_TEMPLATES_VARIABLE];
  return dir && dir !== 'off' ? dir : undefined;
};

/** Makes the run's template directory and names it in MTA_STACK_TEMPLATES (unless set already, or `off`); returns its removal. */
export function provideRunTemplates(): () => void {
  if (process.env[STACK_TEMPLATES_VARIABLE]) return () => undefined;
  const dir = mkdtempSync(join(tmpdir(), 'mta-stack-templates-'));
  process.env[STACK_TEMPLATES_VARIABLE] = dir;
  return () => {
    delete process.env[STACK_TEMPLATES_VARIABLE];
    rmSync(dir, { recursive: true, force: true });
  };
}

/** How often a stack whose ports were chosen here is started again on fresh ones after one was taken. */
const PORT_TAKEN_RETRIES = 2;

const portTaken = (error: unknown) => error instanceof Error && /EADDRINUSE|address already in use/i.test(error.message);

/**
 * `overrides.stackDir` restarts a stack on the data an earlier one left there (the fault tests
 * crash one and start another on the same STACK_DIR); otherwise a new temporary one is made. A
 * port chosen free can be taken before the stack listens on it (local/ports.ts): a stack on chosen
 * ports starts again on fresh ones then.
 */
export async function startThrowawayStack(overrides: Partial<StackSettings> = {}): Promise<RunningStack & { dispose(): Promise<void> }> {
  const portsGiven = ['dbPort', 'apiPort', 'appPort', 'smtpPort', 'inboxPort'].some((key) => key in overrides);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await startOnce(overrides);
    } catch (error) {
      if (portsGiven || overrides.stackDir || attempt >= PORT_TAKEN_RETRIES || !portTaken(error)) throw error;
    }
  }
}

async function startOnce(overrides: Partial<StackSettings>): Promise<RunningStack & { dispose(): Promise<void> }> {
  const stackDir = overrides.stackDir ?? mkdtempSync(join(tmpdir(), 'mta-test-stack-'));
  const settings = settingsFromEnv({
    stackDir,
    dbPort: await freePort(),
    apiPort: await freePort(),
    appPort: await freePort(),
    smtpPort: await freePort(),
    inboxPort: await freePort(),
    quiet: true,
    // The shared test stack runs as config.toml ships (confirmations off) whatever the shell's
    // AUTH_CONFIRMATIONS says; the tests of the confirmation mode start their own stack with it on.
    authConfirmations: false,
    // Likewise ES256 signing and no CAPTCHA: tests/integration/auth-signing.test.ts starts a legacy
    // (HS256) stack of its own, and the CAPTCHA tests one with it on.
    authSigning: 'asymmetric',
    authCaptcha: false,
    authRateLimits: WIDE_AUTH_RATE_LIMITS,
    // This project's reminders schedule (supabase/local-hooks.ts) waits inactive: the reminder tests
    // call the run themselves, and tests/integration/reminders-schedule.test.ts turns the job on while it runs.
    projectEnv: { REMINDERS_SCHEDULE: 'off' },
    // The reminders' pushes go to the stack's stand-in push service (local/push-service.ts).
    localPushService: true,
    // Cheaper password hashes than GoTrue's cost 10 (docs/decisions.md, "bcrypt cost in the test
    // stacks"); a test that times the hashing paths starts a stack with GOTRUE_BCRYPT_COST.
    passwordHashCost: TEST_BCRYPT_COST,
    // A throwaway cluster does not wait for the disk (local/postgres.ts NON_DURABLE_FLAGS).
    dbDurable: false,
    // This repository's project starts from the run's template cluster (local/template-cluster.ts);
    // another project folder (a broken migration, the standalone project) takes the real path.
    templateDir: overrides.projectDir === undefined ? runTemplates() : undefined,
    ...overrides,
  });
  try {
    const stack = await startStack(settings);
    return {
      ...stack,
      dispose: async () => {
        await stack.stop();
        rmSync(stackDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (!overrides.stackDir) rmSync(stackDir, { recursive: true, force: true });
    throw error;
  }
}
