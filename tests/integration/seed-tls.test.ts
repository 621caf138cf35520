/**
 * `npm run seed:disposable-domains` against a database that speaks TLS with a certificate no public
 * CA signed, as a hosted project's pooler does, through a URL with `sslmode=require` as the
 * dashboard gives it (local/db-connection.ts). The test stack's Postgres is switched to ssl=on with
 * a throwaway CA's certificate for the duration (a reload, no restart), then back off.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgConfig } from '../../local/db-connection';
import { seedDisposableDomains } from '../../scripts/db/disposable-domains';
import { closeDb, db, stack } from '../support/clients';
import { makeSelfSigned, type SelfSigned } from '../support/self-signed';

let tls: SelfSigned;

/** The server reads its key as the OS user it runs as (`postgres` when the stack was started by root). */
function handOverToServer(certificate: SelfSigned): void {
  chmodSync(certificate.dir, 0o755);
  chmodSync(certificate.keyFile, 0o600);
  if (process.getuid?.() !== 0) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  for (const file of [certificate.certFile, certificate.keyFile]) chownSync(file, uid, gid);
}

async function sslOf(dbUrl: string): Promise<boolean> {
  const client = new pg.Client(pgConfig(dbUrl));
  await client.connect();
  try {
    const { rows } = await client.query<{ ssl: boolean }>('select ssl from pg_stat_ssl where pid = pg_backend_pid()');
    return rows[0]?.ssl ?? false;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  tls = makeSelfSigned();
  handOverToServer(tls);
  await db().query(`alter system set ssl_cert_file = '${tls.certFile}'`);
  await db().query(`alter system set ssl_key_file = '${tls.keyFile}'`);
  await db().query('alter system set ssl = on');
  await db().query('select pg_reload_conf()');
  await new Promise((resolve) => setTimeout(resolve, 500));
});

afterAll(async () => {
  await db().query('alter system reset ssl');
  await db().query('alter system reset ssl_cert_file');
  await db().query('alter system reset ssl_key_file');
  await db().query('select pg_reload_conf()');
  await closeDb();
  tls?.remove();
});

describe('seeding the disposable-domain list over TLS', () => {
  const url = (query: string) => `${stack().dbUrl}?${query}`;

  it('sslmode=require connects over TLS to a server with a certificate no public CA signed', async () => {
    expect(await sslOf(url('sslmode=require'))).toBe(true);
    // What node-postgres does with the same URL on its own: full verification, refused.
    const plain = new pg.Client({ connectionString: url('sslmode=require') });
    await expect(plain.connect()).rejects.toThrow(/self.signed|certificate/i);
    await plain.end().catch(() => undefined);
  });

  it('verify-full checks the certificate: refused without the CA, accepted with sslrootcert', async () => {
    await expect(sslOf(url('sslmode=verify-full'))).rejects.toThrow(/self.signed|certificate/i);
    expect(await sslOf(url(`sslmode=verify-full&sslrootcert=${tls.caFile}`))).toBe(true);
  });

  it('npm run seed:disposable-domains works with sslmode=require (re-seeding the same version writes nothing)', async () => {
    await db().query(`delete from app.disposable_email_domains where source like 'npm:disposable-email-domains@%'`);
    expect(await seedDisposableDomains(url('sslmode=require'))).toBeGreaterThan(100_000);
    expect(await seedDisposableDomains(url('sslmode=require'))).toBe(0);
  });
});
