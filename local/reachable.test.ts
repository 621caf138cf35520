import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { letOthersReach } from './reachable';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('letOthersReach', () => {
  it('adds only the search bit for others to the private directories above a path', () => {
    const top = mkdtempSync(join(tmpdir(), 'mta-reach-'));
    made.push(top);
    const inner = join(top, 'a', 'b');
    mkdirSync(inner, { recursive: true });
    chmodSync(top, 0o700);
    chmodSync(join(top, 'a'), 0o750);
    const widened = letOthersReach(inner);
    expect(widened.map((w) => w.dir)).toEqual([join(top, 'a'), top]);
    expect(statSync(top).mode & 0o777).toBe(0o701);
    expect(statSync(join(top, 'a')).mode & 0o777).toBe(0o751);
    expect(letOthersReach(inner)).toEqual([]);
  });

  it("refuses, naming the directory, when it would have to change someone else's", () => {
    const top = mkdtempSync(join(tmpdir(), 'mta-reach-'));
    made.push(top);
    chmodSync(top, 0o700);
    const notTheOwner = (statSync(top).uid + 1) % 65535;
    expect(() => letOthersReach(top, notTheOwner)).toThrow(`cannot pass through ${top}`);
    chmodSync(top, 0o755);
  });
});
