/**
 * Material files on disk: `${dataDir}/files/<owner>/<random>.<ext>`.
 *
 * Every write first lands in a temp file (`.tmp-<random>.<ext>`) in the same directory: a `StagedFile`.
 * `commit()` renames it to its final name (atomic on one file system); `discard()` removes whatever the staged
 * file is at that moment (the temp file, or the final file when the database write after the rename failed).
 * So a failure leaves neither a half-written file nor an orphan. Temp files left by a crash are swept at start.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const TEMP_PREFIX = '.tmp-';
const SAFE_EXTENSION = /^[a-z0-9]{1,8}$/;

export type StagedFile = {
  /** the final name, `<32 hex>.<ext>` */
  storedName: string;
  /** where the bytes are now */
  readonly path: string;
  /** bytes */
  size: number;
  /** moves the temp file to its final name */
  commit(): Promise<void>;
  /** removes the file, staged or committed; never throws */
  discard(): Promise<void>;
};

export type FileStore = ReturnType<typeof createFileStore>;

function randomName(extension: string): string {
  if (!SAFE_EXTENSION.test(extension)) throw new Error(`unsafe file extension "${extension}"`);
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

async function removeQuietly(file: string): Promise<void> {
  await fsp.rm(file, { force: true }).catch(() => undefined);
}

export function createFileStore(dataDir: string) {
  const root = path.join(dataDir, 'files');

  function ownerDir(owner: number): string {
    if (!Number.isSafeInteger(owner) || owner <= 0) throw new Error(`bad owner id ${owner}`);
    return path.join(root, String(owner));
  }

  function pathOf(owner: number, storedName: string): string {
    // stored names are ours, but a path that leaves the owner's directory is never served or removed
    if (storedName !== path.basename(storedName) || storedName.startsWith('.')) throw new Error('bad stored name');
    return path.join(ownerDir(owner), storedName);
  }

  /** A temp file beside its final place; `fill` writes it. On a failure of `fill` the temp file is removed. */
  async function stageWith(owner: number, extension: string, fill: (tempPath: string) => Promise<void>): Promise<StagedFile> {
    const dir = ownerDir(owner);
    await fsp.mkdir(dir, { recursive: true });
    const storedName = randomName(extension);
    const tempPath = path.join(dir, `${TEMP_PREFIX}${storedName}`);
    const finalPath = path.join(dir, storedName);
    try {
      await fill(tempPath);
    } catch (error) {
      await removeQuietly(tempPath);
      throw error;
    }
    const { size } = await fsp.stat(tempPath).catch(async (error: unknown) => {
      await removeQuietly(tempPath);
      throw error;
    });
    let current = tempPath;
    return {
      storedName,
      get path() {
        return current;
      },
      size,
      async commit() {
        await fsp.rename(tempPath, finalPath);
        current = finalPath;
      },
      async discard() {
        await removeQuietly(current);
      },
    };
  }

  return {
    root,
    pathOf,
    stageWith,

    /** Streams `source` to a temp file (never buffered whole). */
    stageStream(owner: number, extension: string, source: Readable): Promise<StagedFile> {
      return stageWith(owner, extension, (tempPath) => pipeline(source, fs.createWriteStream(tempPath, { flags: 'wx' })));
    },

    /** Moves a finished file (e.g. a tus upload) in; copies when it sits on another file system. */
    stageFile(owner: number, extension: string, sourcePath: string): Promise<StagedFile> {
      return stageWith(owner, extension, async (tempPath) => {
        try {
          await fsp.rename(sourcePath, tempPath);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
          await fsp.copyFile(sourcePath, tempPath, fs.constants.COPYFILE_EXCL);
          await removeQuietly(sourcePath);
        }
      });
    },

    async remove(owner: number, storedName: string): Promise<void> {
      await removeQuietly(pathOf(owner, storedName));
    },

    /** Removes temp files a crash left behind. Call before serving. */
    async sweepTemps(): Promise<number> {
      let removed = 0;
      const owners = await fsp.readdir(root).catch(() => [] as string[]);
      for (const owner of owners) {
        const dir = path.join(root, owner);
        const names = await fsp.readdir(dir).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.startsWith(TEMP_PREFIX))) {
          await removeQuietly(path.join(dir, name));
          removed += 1;
        }
      }
      return removed;
    },
  };
}
