/**
 * Material files on disk: `${dataDir}/files/<owner>/<random>.<ext>` (the port: store.ts).
 *
 * Every write first lands in a temp file (`.tmp-<random>.<ext>`) in the same directory: a `StagedFile`.
 * `commit()` renames it to its final name (atomic on one file system); `discard()` removes whatever the staged
 * file is at that moment (the temp file, or the final file when the database write after the rename failed).
 * So a failure leaves neither a half-written file nor an orphan. Temp files left by a crash are swept at start.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertOwner, assertStoredName, randomStoredName, type FileStore, type StagedFile, type StoredFile } from '@server/storage/store.ts';

export type { FileStore, StagedFile } from '@server/storage/store.ts';

const TEMP_PREFIX = '.tmp-';

export async function removeQuietly(file: string): Promise<void> {
  await fsp.rm(file, { force: true }).catch(() => undefined);
}

/** Moves a local file to `target`; copies when it sits on another file system. */
export async function moveFile(source: string, target: string): Promise<void> {
  try {
    await fsp.rename(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fsp.copyFile(source, target, fs.constants.COPYFILE_EXCL);
    await removeQuietly(source);
  }
}

/** Where the disk store keeps the material files of a data directory. */
export const filesRoot = (dataDir: string) => path.join(dataDir, 'files');

export function createFileStore(dataDir: string): FileStore & { root: string; pathOf(owner: number, storedName: string): string } {
  const root = filesRoot(dataDir);

  function ownerDir(owner: number): string {
    assertOwner(owner);
    return path.join(root, String(owner));
  }

  function pathOf(owner: number, storedName: string): string {
    assertStoredName(storedName);
    return path.join(ownerDir(owner), storedName);
  }

  async function stageWith(owner: number, extension: string, fill: (tempPath: string) => Promise<void>): Promise<StagedFile> {
    const dir = ownerDir(owner);
    await fsp.mkdir(dir, { recursive: true });
    const storedName = randomStoredName(extension);
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
    kind: 'disk',
    root,
    pathOf,
    stageWith,

    stageStream(owner: number, extension: string, source: Readable): Promise<StagedFile> {
      return stageWith(owner, extension, (tempPath) => pipeline(source, fs.createWriteStream(tempPath, { flags: 'wx' })));
    },

    stageFile(owner: number, extension: string, sourcePath: string): Promise<StagedFile> {
      return stageWith(owner, extension, (tempPath) => moveFile(sourcePath, tempPath));
    },

    async open(owner: number, storedName: string): Promise<StoredFile | undefined> {
      const file = pathOf(owner, storedName);
      const stat = await fsp.stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (!stat) return undefined;
      return {
        size: stat.size,
        // a file removed meanwhile fails the stream's open, which the sender answers as an error
        read: async (range) => fs.createReadStream(file, range ? { start: range.start, end: range.end } : {}),
      };
    },

    withLocalCopy<T>(owner: number, storedName: string, work: (localPath: string) => Promise<T>): Promise<T> {
      return work(pathOf(owner, storedName));
    },

    async remove(owner: number, storedName: string): Promise<void> {
      await removeQuietly(pathOf(owner, storedName));
    },

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

    close() {
      // nothing held open between calls
    },
  };
}
