/**
 * `npm run report [name]`: prints one of the operators' reports (the views of schema `reports`,
 * docs/operators.md) as a table, read over the local stack's database URL (STACK_DIR/stack.json,
 * `.local` by default). Without a name, or with an unknown one, it lists the reports with what
 * each shows. The stack must be running (`npm start`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { settingsFromEnv, type StackInfo } from '../../local/settings';
import { formatTable } from './format-table';

type Report = {
  name: string;
  comment: string | null;
};

async function listReports(client: pg.Client): Promise<Report[]> {
  const { rows } = await client.query<Report>(
    `select c.relname as name, obj_description(c.oid, 'pg_class') as comment
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'reports' and c.relkind in ('v', 'm') order by 1`,
  );
  return rows;
}

function stackInfo(): StackInfo {
  const file = join(settingsFromEnv().stackDir, 'stack.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StackInfo;
  } catch {
    throw new Error(`No ${file}: start the stack first (npm start), or set STACK_DIR to the stack's folder.`);
  }
}

async function main(name: string | undefined): Promise<number> {
  // A date column (day, signup_week) printed as the database says it, not as a JS Date at local midnight.
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === pg.types.builtins.DATE ? (v: string) => v : pg.types.getTypeParser(oid, format)),
  };
  const client = new pg.Client({ connectionString: stackInfo().dbUrl, types });
  await client.connect();
  try {
    const reports = await listReports(client);
    const report = reports.find((candidate) => candidate.name === name);
    if (!report) {
      if (name) process.stderr.write(`No report named "${name}".\n`);
      process.stdout.write(`Usage: npm run report <name>\n\n${formatTable([{ name: 'name' }, { name: 'comment' }], [...reports], 100)}\n`);
      return name ? 1 : 0;
    }
    // The name is one of the views just listed, so quoting it as an identifier is enough.
    const result = await client.query(`select * from reports.${client.escapeIdentifier(report.name)}`);
    process.stdout.write(`${report.name}: ${report.comment ?? ''}\n\n${formatTable(result.fields, result.rows)}\n`);
    return 0;
  } finally {
    await client.end();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
