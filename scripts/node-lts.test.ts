// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { meetsEngines, NODE_LTS_VERSION, runningOnNodeLts, underNodeLts } from './node-lts';

describe('the Node LTS run', () => {
  it('runs a script through the node package of the pinned LTS version', () => {
    expect(NODE_LTS_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(underNodeLts('vitest.mjs', ['run'])).toEqual({ command: 'npx', args: ['--yes', `node@${NODE_LTS_VERSION}`, 'vitest.mjs', 'run'] });
  });

  it('is skipped only on the LTS line or newer', () => {
    expect(runningOnNodeLts('20.20.2')).toBe(false);
    expect(runningOnNodeLts('24.21.0')).toBe(false);
    expect(runningOnNodeLts(NODE_LTS_VERSION)).toBe(true);
  });

  it('reads engines.node as a >=MAJOR.MINOR range', () => {
    expect(meetsEngines('>=22.12', '20.20.2')).toBe(false);
    expect(meetsEngines('>=22.12', '22.11.0')).toBe(false);
    expect(meetsEngines('>=22.12', '22.12.0')).toBe(true);
    expect(meetsEngines('>=22.12', '23.0.0')).toBe(true);
    expect(meetsEngines('>=22.12', NODE_LTS_VERSION)).toBe(true);
    expect(() => meetsEngines('^22', '22.12.0')).toThrow(/>=MAJOR.MINOR/);
  });
});
