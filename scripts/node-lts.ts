/**
 * The current Node.js LTS line the suite also runs under (README, "Node versions"): `npm test` runs
 * the unit and integration tests a second time on it, with the Node build the `node` package on npm
 * ships (`npx -y node@<version>`), so nothing comes from outside the registry.
 */
export const NODE_LTS_VERSION = '26.10.0';

/** The command that runs `node <nodeArgs>` with the LTS build instead of the current `node`. */
export function nodeLts(nodeArgs: string[]): { command: string; args: string[] } {
  return { command: 'npx', args: ['--yes', `node@${NODE_LTS_VERSION}`, ...nodeArgs] };
}

/** The command that runs a Node script under the LTS build instead of the current `node`. */
export function underNodeLts(script: string, args: string[]): { command: string; args: string[] } {
  return nodeLts([script, ...args]);
}

/** True when this process already runs on the LTS line (the second run would repeat the first). */
export function runningOnNodeLts(version = process.versions.node): boolean {
  return Number(version.split('.')[0]) >= Number(NODE_LTS_VERSION.split('.')[0]);
}

/**
 * Whether `version` meets `engines.node` (a `>=MAJOR.MINOR` range, the only form package.json uses).
 * On an older Node the suite would test a runtime the project does not support, so `npm test` runs
 * itself on the LTS instead (README, "Node versions").
 */
export function meetsEngines(range: string, version = process.versions.node): boolean {
  const wanted = /^>=(\d+)\.(\d+)$/.exec(range.trim());
  if (!wanted) throw new Error(`engines.node "${range}" is not a >=MAJOR.MINOR range`);
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [wantMajor, wantMinor] = [Number(wanted[1]), Number(wanted[2])];
  return major > wantMajor || (major === wantMajor && minor >= wantMinor);
}
