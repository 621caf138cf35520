/**
 * Connection settings for a database URL as libpq (psql, the Supabase CLI) reads its `sslmode`,
 * for the scripts that connect to a hosted project. node-postgres on its own treats
 * `sslmode=require` as `verify-full`, so a hosted connection string (which carries
 * `sslmode=require`, and whose pooler certificate is signed by Supabase's own CA, not a public one)
 * fails with "self-signed certificate in certificate chain". Here, as in libpq:
 *   disable            → no TLS
 *   allow, prefer, require → TLS, the certificate not verified (encryption against eavesdropping;
 *                        verified when `sslrootcert` names a CA file, as libpq does)
 *   verify-ca, verify-full → TLS, the certificate verified against `sslrootcert` (or the system's CAs)
 * docs/operators.md ("Deploying") says how to verify the server with Supabase's CA certificate.
 */
import { readFileSync } from 'node:fs';
import type pg from 'pg';

const UNVERIFIED = new Set(['allow', 'prefer', 'require']);
const VERIFIED = new Set(['verify-ca', 'verify-full']);

export function pgConfig(dbUrl: string): pg.ClientConfig {
  const url = new URL(dbUrl);
  const mode = url.searchParams.get('sslmode');
  const rootCert = url.searchParams.get('sslrootcert');
  for (const name of ['sslmode', 'sslrootcert', 'sslcert', 'sslkey', 'uselibpqcompat']) url.searchParams.delete(name);
  const connectionString = url.toString();
  if (mode === null || mode === 'disable') return { connectionString, ssl: false };
  const ca = rootCert ? readFileSync(rootCert, 'utf8') : undefined;
  if (UNVERIFIED.has(mode)) return { connectionString, ssl: ca ? { ca, rejectUnauthorized: true } : { rejectUnauthorized: false } };
  if (VERIFIED.has(mode)) return { connectionString, ssl: { ...(ca ? { ca } : {}), rejectUnauthorized: true } };
  throw new Error(`sslmode=${mode} is not one of disable, allow, prefer, require, verify-ca, verify-full`);
}
