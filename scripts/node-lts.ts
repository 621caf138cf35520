/**
 * The current Node.js LTS line the suite also runs under (README, "Node versions"): `npm test` runs
 * the unit and integration tests a second time on it, with the Node build the `node` package on npm
 * ships (`npx -y node@<version>`), so nothing comes from outside the registry.
 */
export const NODE_LTS_VERSION = '26.10.0';

/** The command that runs a Node script under the LTS build instead of the current `node`. */
export function underNodeLts(script: string, args: string[]): { command: string; args: string[] } {
  return { command: 'npx', args: ['--yes', `node@${NODE_LTS_VERSION}`, script, ...args] };
}

/** True when this process already runs on the LTS line (the second run would repeat the first). */
export function runningOnNodeLts(version = process.versions.node): boolean {
  return Number(version.split('.')[0]) >= Number(NODE_LTS_VERSION.split('.')[0]);
}
