/**
 * Hosted-grade migrations (docs/operators.md#hosted-grade-migrations): every migration goes in with
 * `supabase db push` as a `postgres` that is NOT a superuser, on a cluster laid out as a hosted
 * project's (tests/support/hosted-postgres.ts), so a push to a hosted project cannot fail on a
 * privilege the local stack's superuser has and hosted `postgres` does not.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../local/migrate';
import { rootDir } from '../../local/settings';
import { startHostedPostgres, type HostedPostgres } from '../support/hosted-postgres';

let hosted: HostedPostgres;
const dirs: string[] = [];

beforeAll(async () => {
  hosted = await startHostedPostgres();
}, 120_000);

afterAll(async () => {
  await hosted?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const migrationVersions = () =>
  readdirSync(join(rootDir, 'supabase', 'migrations'))
    .filter((name) => name.endsWith('.sql'))
    .map((name) => name.split('_')[0])
    .sort();

describe('supabase db push as a hosted-grade postgres', () => {
  it('pushes as a role that is not a superuser', async () => {
    const [role] = await query<{ rolsuper: boolean; rolbypassrls: boolean; rolcreaterole: boolean }>(
      hosted.url,
      'select rolsuper, rolbypassrls, rolcreaterole from pg_roles where rolname = current_user',
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: true, rolcreaterole: true });
  });

  it('applies every migration', async () => {
    await applyMigrations(rootDir, rootDir, hosted.url);
    const applied = await query<{ version: string }>(hosted.superuserUrl, 'select version from supabase_migrations.schema_migrations order by version');
    expect(applied.map((row) => row.version)).toEqual(migrationVersions());
    // What the migrations made belongs to postgres, as it will on a hosted project.
    const owners = await query<{ owner: string; count: string }>(
      hosted.superuserUrl,
      `select pg_get_userbyid(c.relowner) as owner, count(*)::text as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'app') and c.relkind = 'r' group by 1`,
    );
    expect(owners.map((row) => row.owner)).toEqual(['postgres']);
  }, 180_000);

  // What `supabase db push` is refused on a hosted project since the admin roles were revoked from
  // postgres (tests/support/hosted-postgres.ts), each as a migration of its own after all of ours.
  it.each([
    ['an index on realtime.messages', 'create index messages_topic_idx on realtime.messages (topic);', /must be owner of table messages/],
    ['DDL on a storage table', 'alter table storage.objects add column note text;', /must be owner of table objects/],
    ['a new object in schema auth', 'create table auth.extra_profile (id uuid primary key);', /permission denied for schema auth/],
  ])(
    'refuses a migration with %s, as hosted does, and records nothing',
    async (_what, sql, error) => {
      const projectDir = mkdtempSync(join(tmpdir(), 'mta-refused-migration-'));
      dirs.push(projectDir);
      cpSync(join(rootDir, 'supabase'), join(projectDir, 'supabase'), { recursive: true, filter: (src) => !src.includes('.temp') });
      writeFileSync(join(projectDir, 'supabase', 'migrations', '99990101000000_refused_on_hosted.sql'), `${sql}\n`);
      await expect(applyMigrations(rootDir, projectDir, hosted.url)).rejects.toThrow(error);
      const [left] = await query<{ present: boolean }>(
        hosted.superuserUrl,
        `select exists (select from supabase_migrations.schema_migrations where version = '99990101000000') as present`,
      );
      expect(left?.present).toBe(false);
    },
    120_000,
  );

  it('lets postgres lock a storage.objects row without owning it: the functions naming a file run as postgres (app.checked_object)', async () => {
    const client = new pg.Client({ connectionString: hosted.url });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into storage.objects (bucket_id, name, version, metadata) values ('course-materials', 'hosted/lock.pdf', 'v1', '{"mimetype": "application/pdf"}')`,
      );
      await client.query(
        `insert into app.checked_files (bucket_id, name, version, mime_type) values ('course-materials', 'hosted/lock.pdf', 'v1', 'application/pdf')`,
      );
      const { rows } = await client.query(`select app.checked_object('course-materials', 'hosted/lock.pdf') as metadata`);
      expect(rows).toEqual([{ metadata: { mimetype: 'application/pdf' } }]);
    } finally {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    }
  });

  it('still lets postgres write policies on the platform tables (supautils policy_grants) without owning them', async () => {
    const [row] = await query<{ member: boolean; policies: string }>(
      hosted.superuserUrl,
      `select pg_has_role('postgres', 'supabase_storage_admin', 'member') or pg_has_role('postgres', 'supabase_realtime_admin', 'member') as member,
              (select count(*)::text from pg_policies where schemaname in ('storage', 'realtime')) as policies`,
    );
    expect(row?.member).toBe(false);
    expect(Number(row?.policies)).toBeGreaterThan(0);
  });
});
