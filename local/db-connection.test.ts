// @vitest-environment node
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgConfig } from './db-connection';

const dir = mkdtempSync(join(tmpdir(), 'mta-dbconn-'));
const caFile = join(dir, 'ca.pem');
writeFileSync(caFile, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const base = 'postgresql://postgres.ref:pw@aws-0-eu-central-1.pooler.supabase.com:6543/postgres';

describe('pgConfig (sslmode as libpq reads it)', () => {
  it('require: TLS without verifying the certificate (what a hosted connection string says)', () => {
    expect(pgConfig(`${base}?sslmode=require`)).toEqual({ connectionString: base, ssl: { rejectUnauthorized: false } });
    expect(pgConfig(`${base}?sslmode=prefer`).ssl).toEqual({ rejectUnauthorized: false });
  });

  it('require or verify-full with sslrootcert: verified against that CA', () => {
    expect(pgConfig(`${base}?sslmode=require&sslrootcert=${caFile}`).ssl).toEqual({
      ca: expect.stringContaining('BEGIN CERTIFICATE'),
      rejectUnauthorized: true,
    });
    expect(pgConfig(`${base}?sslmode=verify-full&sslrootcert=${caFile}`).ssl).toMatchObject({ rejectUnauthorized: true });
    expect(pgConfig(`${base}?sslmode=verify-full`).ssl).toEqual({ rejectUnauthorized: true });
  });

  it('no sslmode or disable: no TLS (the local stack); keeps the other parameters; refuses an unknown mode', () => {
    expect(pgConfig('postgresql://postgres:postgres@127.0.0.1:54322/postgres')).toEqual({
      connectionString: 'postgresql://postgres:postgres@127.0.0.1:54322/postgres',
      ssl: false,
    });
    expect(pgConfig(`${base}?sslmode=disable&application_name=seed`)).toEqual({ connectionString: `${base}?application_name=seed`, ssl: false });
    expect(() => pgConfig(`${base}?sslmode=sometimes`)).toThrow(/sslmode=sometimes/);
  });
});
