/**
 * Seeds app.disposable_email_domains (no referral reward for those addresses, docs/referral-guards.md)
 * from the npm package disposable-email-domains: a community-maintained list (about 120,000 domains
 * plus ~400 whose every subdomain is disposable), updated by upgrading the package. Rows from an
 * older version of the package are replaced; rows an operator added (any other `source`) are kept.
 *
 * The local stack runs it after the migrations on every start (a no-op when this version is already
 * there; supabase/local-hooks.ts). For a hosted project: `npm run seed:disposable-domains -- <database url>`; the URL's
 * `sslmode` is read as libpq reads it (local/db-connection.ts), so a hosted connection string works.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pgConfig } from '../../local/db-connection';

const require = createRequire(import.meta.url);

/** The rows' `source`: the package's version, read without loading its list. */
export function disposableDomainSource(): string {
  const { version } = require('disposable-email-domains/package.json') as { version: string };
  return `npm:disposable-email-domains@${version}`;
}

export function disposableDomainList(): { source: string; domains: string[] } {
  const domains = require('disposable-email-domains') as string[];
  const wildcards = require('disposable-email-domains/wildcard.json') as string[];
  const valid = [...new Set([...domains, ...wildcards].map((domain) => domain.trim().toLowerCase()))].filter((domain) => /^[a-z0-9.-]+$/.test(domain));
  return { source: disposableDomainSource(), domains: valid };
}

/**
 * Returns how many rows were written (0 when this version of the list is already seeded). The
 * list itself (~120,000 domains parsed, lower-cased and checked) is built only when it is to be
 * written: every local stack start asks, and almost always finds this version there (~0.1-0.2 s of
 * CPU a start saved; docs/performance.md, "Cuts of 2026-11-30, afternoon").
 */
export async function seedDisposableDomains(dbUrl: string): Promise<number> {
  const source = disposableDomainSource();
  const client = new pg.Client(pgConfig(dbUrl));
  await client.connect();
  try {
    const { rows } = await client.query<{ present: boolean }>('select exists (select 1 from app.disposable_email_domains where source = $1) as present', [
      source,
    ]);
    if (rows[0]?.present) return 0;
    const { domains } = disposableDomainList();
    await client.query('begin');
    await client.query(`delete from app.disposable_email_domains where source like 'npm:disposable-email-domains@%'`);
    const inserted = await client.query(
      'insert into app.disposable_email_domains (domain, source) select unnest($1::text[]), $2 on conflict (domain) do nothing',
      [domains, source],
    );
    await client.query('commit');
    return inserted.rowCount ?? 0;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dbUrl = process.argv[2];
  if (!dbUrl) {
    console.error('usage: npm run seed:disposable-domains -- <database url>');
    process.exit(2);
  }
  const written = await seedDisposableDomains(dbUrl);
  console.log(written === 0 ? 'disposable-domain list already up to date' : `${written} disposable domains written`);
}
