/** The environment Deno needs here: the shared npm cache and the system CA store (see local/functions.ts). */
import { join } from 'node:path';
import { rootDir } from '../local/settings';

export function denoEnv(): NodeJS.ProcessEnv {
  return {
    DENO_DIR: process.env.DENO_DIR ?? join(rootDir, 'node_modules', '.cache', 'deno'),
    DENO_TLS_CA_STORE: 'mozilla,system',
    NO_COLOR: '1',
  };
}
