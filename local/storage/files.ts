/**
 * Where object bytes live: one file per object version under STACK_DIR/storage/objects, named by
 * the version's uuid (the object's name never becomes a path, so no name can reach outside the
 * folder). storage.objects.version points at the current file, as storage-api keeps a version per
 * upload in its backend; replacing an object writes a new version and drops the old one after
 * the database says the replacement is in.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, type ReadStream } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const VERSION = /^[0-9a-f-]{36}$/;

export class FileStore {
  private readonly dir: string;

  constructor(stackDir: string) {
    this.dir = join(stackDir, 'storage', 'objects');
    mkdirSync(this.dir, { recursive: true });
  }

  /** Writes the bytes as a new version and returns its id. */
  async write(bytes: Uint8Array): Promise<string> {
    const version = randomUUID();
    await writeFile(this.file(version), bytes, { mode: 0o600 });
    return version;
  }

  async size(version: string): Promise<number | undefined> {
    try {
      return (await stat(this.file(version))).size;
    } catch {
      return undefined;
    }
  }

  /** The version's bytes, or only `range` (inclusive positions) of them. */
  read(version: string, range?: { start: number; end: number }): ReadStream {
    return createReadStream(this.file(version), range);
  }

  /** Removes versions; ones already gone are fine. */
  async remove(versions: Array<string | null | undefined>): Promise<void> {
    await Promise.all(
      versions.filter((version): version is string => !!version && VERSION.test(version)).map((version) => rm(this.file(version), { force: true })),
    );
  }

  private file(version: string): string {
    if (!VERSION.test(version)) throw new Error(`not a version id: ${version}`);
    return join(this.dir, version);
  }
}
