/**
 * Writes a Brotli copy (`<file>.br`, quality 11) next to every compressible asset of the build, as
 * static hosts serve them; the local app server (local/web-server.ts) sends it to browsers that
 * accept `br`. The entry chunk is ~15% smaller than with gzip, and on a slow phone network its
 * download is most of the time before the first paint (docs/decisions.md#web).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'mta-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = join(outDir, fileName);
        const body = readFileSync(file);
        if (body.length <= 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
      }
    },
  };
}
