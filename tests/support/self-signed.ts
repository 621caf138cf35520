/**
 * A throwaway certificate authority and a server certificate it signed for localhost / 127.0.0.1,
 * made with the system's openssl in a temporary directory: for tests that need a real TLS server
 * (the function's mailer on port 465, Postgres with ssl=on) and a client that trusts it through its
 * own settings (a CA file), never by switching verification off.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SelfSigned {
  dir: string;
  /** PEM paths. */
  caFile: string;
  certFile: string;
  keyFile: string;
  ca: string;
  cert: string;
  key: string;
  remove(): void;
}

export function makeSelfSigned(): SelfSigned {
  const dir = mkdtempSync(join(tmpdir(), 'mta-tls-'));
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Money Train test CA', '-keyout', file('ca.key'), '-out', file('ca.pem'));
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-keyout', file('server.key'), '-out', file('server.csr'));
  writeFileSync(
    file('san.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    file('san.ext'),
    '-out',
    file('server.pem'),
  );
  return {
    dir,
    caFile: file('ca.pem'),
    certFile: file('server.pem'),
    keyFile: file('server.key'),
    ca: readFileSync(file('ca.pem'), 'utf8'),
    cert: readFileSync(file('server.pem'), 'utf8'),
    key: readFileSync(file('server.key'), 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
