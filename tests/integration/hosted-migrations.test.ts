/**
 * Hosted-grade migrations (docs/operators.md#hosted-grade-migrations): every migration goes in with
 * `supabase db push` as a `postgres` that is NOT a superuser, on a cluster laid out as a hosted
 * project's (tests/support/hosted-postgres.ts), so a push to a hosted project cannot fail on a
 * privilege the local stack's superuser has and hosted `postgres` does not.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
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

/** The migration that revokes hosted's default privileges from the API roles (docs/database.md#privileges). */
const REVOKE_MIGRATION = '20261128152525';

/** A copy of the project's supabase/ folder, keeping the migrations `keep` accepts (all by default). */
function projectCopy(prefix: string, keep: (name: string) => boolean = () => true): string {
  const projectDir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(projectDir);
  const migrations = join(rootDir, 'supabase', 'migrations');
  cpSync(join(rootDir, 'supabase'), join(projectDir, 'supabase'), {
    recursive: true,
    filter: (src) => !src.includes('.temp') && !(dirname(src) === migrations && !keep(basename(src))),
  });
  return projectDir;
}

interface HeldPrivilege {
  role: string;
  object: string;
  privilege: string;
}

/**
 * What the API roles hold that RLS does not govern, on what the migrations made (owned by postgres):
 * TRUNCATE, REFERENCES, TRIGGER or MAINTAIN on a table or view, UPDATE (setval) on a sequence.
 */
function apiRolePrivileges(): Promise<HeldPrivilege[]> {
  return query<HeldPrivilege>(
    hosted.superuserUrl,
    `select r.role, c.relname::text as object, p.privilege
       from pg_class c
      cross join (values ('anon'), ('authenticated'), ('service_role')) as r (role)
       join (values ('r', 'TRUNCATE'), ('r', 'REFERENCES'), ('r', 'TRIGGER'), ('r', 'MAINTAIN'), ('S', 'UPDATE')) as p (kind, privilege)
         on p.kind = case when c.relkind = 'S' then 'S' else 'r' end
      where c.relkind in ('r', 'p', 'v', 'm', 'S') and pg_get_userbyid(c.relowner) = 'postgres'
        and case when c.relkind = 'S' then has_sequence_privilege(r.role, c.oid, p.privilege)
                 else has_table_privilege(r.role, c.oid, p.privilege) end
      order by 1, 2, 3`,
  );
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

  it("starts from hosted's default privileges: until the revoke migration, the API roles hold TRUNCATE and the rest on the app tables", async () => {
    // The migrations before the one that revokes them, pushed as `supabase db push` would push them
    // to a project that had stopped there; 'applies every migration' then pushes the rest.
    const projectDir = projectCopy('mta-before-revokes-', (name) => (name.split('_')[0] ?? '') < REVOKE_MIGRATION);
    await applyMigrations(rootDir, projectDir, hosted.url);
    const held = await apiRolePrivileges();
    expect(held).toContainEqual({ role: 'anon', object: 'ledger', privilege: 'TRUNCATE' });
    expect(held).toContainEqual({ role: 'authenticated', object: 'profiles', privilege: 'MAINTAIN' });
    expect(held).toContainEqual({ role: 'anon', object: 'ledger_id_seq', privilege: 'UPDATE' });
  }, 180_000);

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

  it('leaves no API role TRUNCATE, REFERENCES, TRIGGER or MAINTAIN on any app table, nor UPDATE on a sequence', async () => {
    const [checked] = await query<{ tables: string }>(
      hosted.superuserUrl,
      `select count(*)::text as tables from pg_class c where c.relkind in ('r', 'p', 'v', 'm') and pg_get_userbyid(c.relowner) = 'postgres'`,
    );
    // The check reads every table the migrations made (24 in public, more in app and ops).
    expect(Number(checked?.tables)).toBeGreaterThan(40);
    expect(await apiRolePrivileges()).toEqual([]);
  });

  it('keeps a job scheduled with cron.schedule as the role that scheduled it, postgres', async () => {
    const jobs = await query<{ jobname: string; username: string }>(hosted.superuserUrl, 'select jobname, username from cron.job order by jobname');
    expect(jobs.length).toBeGreaterThan(0);
    expect(new Set(jobs.map((job) => job.username))).toEqual(new Set(['postgres']));
  });

  // What `supabase db push` is refused on a hosted project, each as a migration of its own after all
  // of ours: DDL on the platform's tables since the admin roles were revoked from postgres
  // (tests/support/hosted-postgres.ts); any DELETE on Storage's tables (storage-api's
  // protect_delete triggers: only the Storage server deletes there); a write on pg_cron's job
  // table (hosted leaves postgres SELECT on it: jobs change through cron.schedule only).
  it.each([
    ['an index on realtime.messages', 'create index messages_topic_idx on realtime.messages (topic);', /must be owner of table messages/],
    ['DDL on a storage table', 'alter table storage.objects add column note text;', /must be owner of table objects/],
    ['a new object in schema auth', 'create table auth.extra_profile (id uuid primary key);', /permission denied for schema auth/],
    ['a DELETE on storage.objects', `delete from storage.objects where bucket_id = 'no-such-bucket';`, /Direct deletion from storage tables is not allowed/],
    ['a DELETE on storage.buckets', `delete from storage.buckets where id = 'no-such-bucket';`, /Direct deletion from storage tables is not allowed/],
    [
      'an insert into cron.job',
      `insert into cron.job (jobname, schedule, command) values ('direct-insert', '* * * * *', 'select 1');`,
      /permission denied for table job/,
    ],
    ['an update of cron.job', `update cron.job set active = false where jobname = 'no-such-job';`, /permission denied for table job/],
  ])(
    'refuses a migration with %s, as hosted does, and records nothing',
    async (_what, sql, error) => {
      const projectDir = projectCopy('mta-refused-migration-');
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
