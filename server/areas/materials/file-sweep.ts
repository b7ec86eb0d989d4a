/**
 * At start, before serving: material files that no row names are removed. A row and its file are made together
 * (write.ts `add`, `finishProcessing`: the file takes its final name inside the row's transaction, so that no
 * reader ever sees a row without its file); a crash between that rename and the commit leaves a file no row
 * names, which nothing would ever serve, count or remove. Temp files are the file store's sweep. Like that sweep
 * and the video cloud's, this assumes one server per data directory.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@server/db/database.ts';
import type { FileStore } from '@server/storage/file-store.ts';

const OWNER_DIR = /^[1-9][0-9]*$/;

/** The number of files removed. */
export async function sweepUnreferencedFiles(db: Db, files: FileStore, root: string): Promise<number> {
  let removed = 0;
  const owners = (await fsp.readdir(root).catch(() => [] as string[])).filter((name) => OWNER_DIR.test(name));
  for (const owner of owners.map(Number)) {
    const names = (await fsp.readdir(path.join(root, String(owner))).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));
    if (names.length === 0) continue;
    const rows = await db.selectFrom('materials').select(['stored_name', 'poster_name']).where('owner_id', '=', owner).execute();
    const named = new Set(rows.flatMap((row) => [row.stored_name, row.poster_name]));
    for (const name of names.filter((n) => !named.has(n))) {
      await files.remove(owner, name);
      removed += 1;
    }
  }
  return removed;
}
