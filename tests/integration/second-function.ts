/**
 * A second instance of the api function for tests that need settings the shared stack's instance
 * does not have (an SMTP server the test controls, a small pool), reached through a plain HTTP relay
 * (no gateway in between). The shared stack's database, auth server and keys are used as they are.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startFunction } from '../../local/functions';
import { functionKeyEnv, loadOrCreateKeys } from '../../local/keys';
import { freePort } from '../../local/ports';
import { readProjectConfig } from '../../local/supabase-config';
import { stack, stackDir } from '../support/clients';

export interface SecondFunction {
  /** The relay's origin: `${url}/api/...` reaches the function. */
  url: string;
  stop(): Promise<void>;
}

/** Starts the api function with mail going to 127.0.0.1:`smtpPort`; `env` adds or overrides variables. */
export async function startSecondFunction(smtpPort: number, env: Record<string, string> = {}): Promise<SecondFunction> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const config = readProjectConfig(root).functions.find((candidate) => candidate.name === 'api')!;
  const keys = await loadOrCreateKeys(stackDir(), `${stack().apiUrl}/auth/v1`);
  const fn = await startFunction(
    root,
    config,
    {
      SUPABASE_URL: stack().apiUrl,
      ...functionKeyEnv(keys),
      SUPABASE_DB_URL: stack().dbUrl,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_FROM: 'Money Train Academy <no-reply@moneytrain.local>',
      SITE_URL: stack().appUrl,
      ...env,
    },
    () => undefined,
  );
  const relay = createServer((req, res) => fn.forward(req, res, req.url ?? '/'));
  const relayPort = await freePort();
  await new Promise<void>((resolve) => relay.listen(relayPort, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${relayPort}`,
    stop: async () => {
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      await fn.stop();
    },
  };
}
