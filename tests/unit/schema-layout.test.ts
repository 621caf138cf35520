/**
 * The schema files' layout (docs/database.md#schema-file-layout): one section order, no
 * `alter table … add column`, no rows, a header naming the order, at most 600 lines. First the rule on
 * small files made here (each way to break it fails, naming the file, the statement and the rule),
 * then every file of supabase/schemas.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';
import { layoutProblems, loadSqlParser, MAX_LINES, ORDER_LINE, schemaStatements } from '../../scripts/db/schema-layout';
import { schemaFiles } from '../../scripts/db/schema-files';

beforeAll(() => loadSqlParser());

const header = `-- Example: what the file holds.\n${ORDER_LINE}\n\n`;

const table = `create table public.things (id bigint primary key, name text not null);\n`;
const fn = `create function app.thing_count()\nreturns bigint\nlanguage plpgsql\nset search_path = ''\nas $$\nbegin\n  -- create table public.nope (id int); alter table public.things add column x int;\n  return (select count(*) from public.things where name <> ';');\nend;\n$$;\n`;
const trigger = `create trigger things_touched after insert on public.things for each statement execute function app.touched();\n`;
const rls = `alter table public.things enable row level security;\n`;
const policy = `create policy things_read on public.things for select to authenticated using (true);\n`;
const grants = `revoke all on table public.things from anon, authenticated, service_role;\ngrant select on table public.things to authenticated;\n`;

describe('the layout rule', () => {
  it('passes a file in order, whatever its function bodies and comments hold', () => {
    const sql = `${header}create schema app;\n${table}comment on table public.things is 'Things; and more.';\ncomment on column public.things.name is 'x';\ncreate index things_name on public.things (name);\n${fn}comment on function app.thing_count() is 'y';\ncreate view app.named as select name from public.things;\ncomment on column app.named.name is 'a view column';\n${trigger}${rls}${policy}${grants}`;
    expect(layoutProblems('ok.sql', sql)).toEqual([]);
  });

  it('splits statements at top level only: a dollar-quoted body and a quoted semicolon are one statement', () => {
    const statements = schemaStatements(`-- a comment; with a semicolon\n${table}\n/* block; comment */\n${fn}`);
    expect(statements.map((s) => [s.line, s.kind])).toEqual([
      [2, 'CreateStmt'],
      [5, 'CreateFunctionStmt'],
    ]);
    expect(statements[1]?.text).toBe('create function app.thing_count()');
  });

  it.each([
    [
      'a table after a function',
      `${header}${fn}${table}`,
      'ok.sql:14: create table public.things (id bigint primary key, name text not null) — tables after functions (line 4)',
    ],
    [
      'an index after a trigger',
      `${header}${trigger}create index things_name on public.things (name);\n`,
      'ok.sql:5: create index things_name on public.things (name) — indexes after triggers (line 4)',
    ],
    [
      'a grant before a policy',
      `${header}${grants}${policy}`,
      'ok.sql:6: create policy things_read on public.things for select to authenticated using (true) — policies after grants (line 5)',
    ],
    [
      'row level security after the grants',
      `${header}${grants}${rls}`,
      'ok.sql:6: alter table public.things enable row level security — policies after grants (line 5)',
    ],
    [
      'a table comment among the functions',
      `${header}${table}${fn}comment on table public.things is 'x';\n`,
      `ok.sql:15: comment on table public.things is 'x' — tables after functions (line 5)`,
    ],
  ])('fails %s, naming the file, the statement and the order', (_what, sql, problem) => {
    expect(layoutProblems('ok.sql', sql)).toEqual([expect.stringContaining(problem)]);
    expect(layoutProblems('ok.sql', sql)[0]).toContain('the order is types, tables, indexes, functions, triggers, policies, grants');
  });

  it('fails an `alter table … add column` and any other alter table the create table can say', () => {
    const sql = `${header}${table}alter table public.things\n  add column size integer;\nalter table public.things set (fillfactor = 90);\n`;
    expect(layoutProblems('cols.sql', sql)).toEqual([
      'cols.sql:5: alter table public.things — `alter table … add column`: fold the column into its `create table`',
      'cols.sql:7: alter table public.things set (fillfactor = 90) — `alter table` other than row level security: say it in the `create table`',
    ]);
  });

  it('fails rows and cron jobs: they are data for a migration', () => {
    const sql = `${header}${table}insert into public.things (id, name) values (1, 'a');\nselect cron.schedule('job', '* * * * *', 'select 1');\n`;
    const problems = layoutProblems('data.sql', sql);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^data\.sql:5: insert into public\.things .* — rows and cron jobs are data/);
    expect(problems[1]).toMatch(/^data\.sql:6: select cron\.schedule.* — rows and cron jobs are data/);
  });

  it('fails a statement it has no section for', () => {
    expect(layoutProblems('odd.sql', `${header}create role someone;\n`)).toEqual([
      'odd.sql:4: create role someone — CreateRoleStmt has no section yet: add it to scripts/db/schema-layout.ts and docs/database.md',
    ]);
  });

  it(`fails a file over ${MAX_LINES} lines, and one without the order in its header`, () => {
    const long = `${header}${'-- filler\n'.repeat(MAX_LINES)}${table}`;
    expect(layoutProblems('long.sql', long)).toEqual([`long.sql: ${MAX_LINES + 4} lines, more than ${MAX_LINES}: split it into files by concern`]);
    expect(layoutProblems('bare.sql', table)).toEqual([expect.stringContaining('bare.sql:1: the header comment must describe the file')]);
  });
});

describe('supabase/schemas', () => {
  const listed = schemaFiles(rootDir);

  it('applies every schema file (config.toml schema_paths lists each one)', () => {
    const present = readdirSync(join(rootDir, 'supabase', 'schemas')).filter((name) => name.endsWith('.sql'));
    expect(listed.map((file) => basename(file)).sort()).toEqual(present.sort());
  });

  it.each(listed.map((file) => [basename(file), file]))('%s keeps the layout', (name, file) => {
    expect(layoutProblems(`supabase/schemas/${name}`, readFileSync(file, 'utf8'))).toEqual([]);
  });
});
