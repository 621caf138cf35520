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

/**
 * `overrides.stackDir` restarts a stack on the data an earlier one left there (the fault tests
 * crash one and start another on the same STACK_DIR); otherwise a new temporary one is made.
 */
export async function startThrowawayStack(overrides: Partial<StackSettings> = {}): Promise<RunningStack & { dispose(): Promise<void> }> {
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
