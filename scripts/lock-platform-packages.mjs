// Our package registry serves only the linux-x64 builds of the packages that ship one binary per
// platform (deno, supabase CLI, Rollup). `npm install` then leaves the other platforms out of
// package-lock.json and `npm ci` refuses the lockfile as "out of sync". This script writes the
// missing platform entries (os/cpu/libc, no tarball) so `npm ci` skips them as it would on any
// registry. Run it after every `npm install` that changes deno or supabase: `node scripts/lock-platform-packages.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** Reads os / cpu / libc from a platform package name such as `@supabase/cli-linux-arm64-musl`. */
function platformOf(name) {
  const tail = name.split('/').pop();
  const os = ['darwin', 'linux', 'win32', 'windows', 'android', 'freebsd', 'openbsd', 'openharmony'].find((o) => tail.includes(o));
  // `arm64` before `arm` (Rollup's per-platform builds, via workbox-build, name every cpu Node knows).
  const cpu = ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'arm'].find((c) => tail.includes(c));
  if (!os || !cpu) throw new Error(`cannot read the platform of ${name}`);
  const entry = { os: [os === 'windows' ? 'win32' : os], cpu: [cpu] };
  if (os === 'linux') entry.libc = [tail.includes('musl') ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (packages[key] || !/(darwin|linux|win32|windows|android|freebsd|openbsd|openharmony)/.test(dep)) continue;
    packages[key] = { version, dev: meta.dev, license: meta.license, optional: true, ...platformOf(dep) };
    added += 1;
    void path;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`platform entries added: ${added}`);
