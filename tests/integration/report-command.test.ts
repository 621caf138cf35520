/**
 * `npm run report <name>` against the running test stack: it prints the named report as a table
 * (here reports.signups_by_referrer, holding a referral made for the test), lists the reports
 * without a name, and exits 1 naming an unknown report.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, expect, it } from 'vitest';
import { rootDir } from '../../local/settings';
import { closeDb, db, stackDir } from '../support/clients';
import { createUser } from './db-helpers';

afterAll(closeDb);

function report(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/report/index.ts', ...args], {
    cwd: rootDir,
    env: { ...process.env, STACK_DIR: stackDir() },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

it('prints a report as a table', async () => {
  const referrer = await createUser({ name: 'Table Referrer' });
  const code = (await db().query('select invite_code from public.profiles where id = $1', [referrer.id])).rows[0]!.invite_code as string;
  await createUser({ referralCode: code });
  const { code: exit, out } = report('signups_by_referrer');
  expect(exit).toBe(0);
  expect(out).toMatch(/^signups_by_referrer: Referred signups per day/);
  expect(out).toMatch(/^day\s+\| referrer_id\s+\| referrer\s+\| signups \| rewarded$/m);
  expect(out).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\| ${referrer.id} \\| Table Referrer\\s+\\|\\s+1 \\|\\s+1$`, 'm'));
  expect(out).toMatch(/^\(\d+ rows?\)$/m);
});

it('lists the reports without a name, and refuses an unknown one', () => {
  const list = report();
  expect(list.code).toBe(0);
  for (const name of ['activation_funnel', 'books_check', 'token_economy']) expect(list.out).toMatch(new RegExp(`^${name}\\s+\\| \\S`, 'm'));
  const unknown = report('ledger; drop table public.ledger');
  expect(unknown.code).toBe(1);
  expect(unknown.err).toBe('No report named "ledger; drop table public.ledger".\n');
});
