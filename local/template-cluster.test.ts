import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyTemplate, readyTemplate, templateKey } from './template-cluster';
import { rootDir } from './settings';

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build that writes a template's entries after `ms`, counting its calls. */
function slowBuild(ms: number) {
  const calls: string[] = [];
  const build = async (dir: string) => {
    calls.push(dir);
    await new Promise((resolve) => setTimeout(resolve, ms));
    mkdirSync(join(dir, 'db'), { recursive: true });
    writeFileSync(join(dir, 'db', 'PG_VERSION'), '17\n');
    writeFileSync(join(dir, 'seeded'), 'now');
  };
  return { calls, build };
}

const quiet = () => undefined;

describe('templateKey', () => {
  it('changes with a migration, the seed and the UTC day, and not otherwise', () => {
    const projectDir = tempDir('mta-template-project-');
    cpSync(join(rootDir, 'supabase', 'migrations'), join(projectDir, 'supabase', 'migrations'), { recursive: true });
    writeFileSync(join(projectDir, 'supabase', 'seed.sql'), 'select 1;\n');
    const day = new Date('2026-11-30T23:59:00Z');
    const first = templateKey(rootDir, projectDir, day);
    expect(templateKey(rootDir, projectDir, new Date('2026-11-30T00:00:00Z'))).toBe(first);
    expect(first).toMatch(/-2026-11-30$/);

    expect(templateKey(rootDir, projectDir, new Date('2026-12-01T00:00:00Z'))).not.toBe(first);
    const [oldest] = readdirSync(join(projectDir, 'supabase', 'migrations')).sort();
    const migration = join(projectDir, 'supabase', 'migrations', oldest!);
    writeFileSync(migration, `${readFileSync(migration, 'utf8')}\n-- changed\n`);
    const changed = templateKey(rootDir, projectDir, day);
    expect(changed).not.toBe(first);
    writeFileSync(join(projectDir, 'supabase', 'seed.sql'), 'select 2;\n');
    expect(templateKey(rootDir, projectDir, day)).not.toBe(changed);
  });
});

describe('readyTemplate', () => {
  it('builds once when two starts ask at the same moment, and both get the whole template', async () => {
    const root = tempDir('mta-templates-');
    const { calls, build } = slowBuild(300);
    const [a, b] = await Promise.all([readyTemplate(root, 'k', build, quiet), readyTemplate(root, 'k', build, quiet)]);
    expect(calls).toHaveLength(1);
    expect(a).toBe(join(root, 'k'));
    expect(b).toBe(a);
    expect(readdirSync(root)).toEqual(['k']);
    // A later start reuses it.
    await readyTemplate(root, 'k', build, quiet);
    expect(calls).toHaveLength(1);
  });

  it('takes over the lock of a builder that died, and a failed build leaves neither template nor lock', async () => {
    const root = tempDir('mta-templates-');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    mkdirSync(join(root, 'k.lock'));
    writeFileSync(join(root, 'k.lock', 'pid'), gone.stdout.toString());
    const failing = async () => {
      throw new Error('migration 2 failed');
    };
    await expect(readyTemplate(root, 'k', failing, quiet)).rejects.toThrow('migration 2 failed');
    expect(readdirSync(root)).toEqual([]);
    const { calls, build } = slowBuild(10);
    await readyTemplate(root, 'k', build, quiet);
    expect(calls).toHaveLength(1);
    expect(existsSync(join(root, 'k', 'seeded'))).toBe(true);
  });
});

describe('copyTemplate', () => {
  it('copies the database, the stored files and the seed marker into the new STACK_DIR, never the keys', async () => {
    const template = tempDir('mta-template-');
    mkdirSync(join(template, 'db'));
    writeFileSync(join(template, 'db', 'PG_VERSION'), '17\n');
    mkdirSync(join(template, 'storage', 'objects'), { recursive: true });
    writeFileSync(join(template, 'storage', 'objects', 'a'), 'file');
    writeFileSync(join(template, 'seeded'), 'now');
    writeFileSync(join(template, 'keys.json'), '{}');
    const stackDir = tempDir('mta-stack-');
    writeFileSync(join(stackDir, 'stack.log'), 'started\n');
    await copyTemplate(template, stackDir);
    expect(readdirSync(stackDir).sort()).toEqual(['db', 'seeded', 'stack.log', 'storage']);
    expect(readFileSync(join(stackDir, 'storage', 'objects', 'a'), 'utf8')).toBe('file');
  });
});
