/**
 * What must hold on the data after the crashes, read from the database (through the test helpers, either
 * engine) and the data directory: the database is sound, every stored file belongs to a row and every row's
 * file exists, no temp file outlived the restart's sweep, the video cloud's directory holds open uploads only.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { listFiles } from '@server/test-support/media-files.ts';

export type MaterialFileRow = { id: number; owner_id: number; file_name: string; stored_name: string; poster_name: string | null; status: number };

export function materialRows(dataDir: string): Promise<MaterialFileRow[]> {
  return queryTestDatabase<MaterialFileRow>(dataDir, 'select id, owner_id, file_name, stored_name, poster_name, status from materials order by id');
}

/**
 * SQLite: the file was written by a process killed at any moment, so the engine's own checks must pass. On
 * PostgreSQL the cluster is never killed (only the server, its client), so the pages are the engine's business;
 * there, as on SQLite, the references between rows are checked by query.
 */
export async function databaseProblems(dataDir: string, onPostgres: boolean): Promise<string[]> {
  const problems: string[] = [];
  if (!onPostgres) {
    const integrity = await queryTestDatabase<{ integrity_check: string }>(dataDir, 'pragma integrity_check');
    if (integrity.map((row) => row.integrity_check).join() !== 'ok') problems.push(`integrity_check: ${JSON.stringify(integrity)}`);
    const foreign = await queryTestDatabase<Record<string, unknown>>(dataDir, 'pragma foreign_key_check');
    if (foreign.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(foreign)}`);
  }
  const dangling = await queryTestDatabase<{ id: number }>(
    dataDir,
    'select m.id from materials m left join material_categories c on c.id = m.category_id left join users u on u.id = m.owner_id where c.id is null or u.id is null',
  );
  if (dangling.length > 0) problems.push(`materials without their category or owner: ${JSON.stringify(dangling)}`);
  return problems;
}

/** Files without a row, rows without a file, temp files left. */
export async function fileProblems(dataDir: string, rows: readonly MaterialFileRow[]): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const onDisk = new Set(await listFiles(root));
  const referenced = new Set(rows.flatMap((row) => [row.stored_name, row.poster_name].filter((name) => name !== null).map((name) => path.join(String(row.owner_id), name))));
  const problems: string[] = [];
  for (const file of onDisk) {
    if (path.basename(file).startsWith('.tmp-')) problems.push(`temp file left: ${file}`);
    else if (!referenced.has(file)) problems.push(`orphan file: ${file}`);
  }
  for (const file of referenced) if (!onDisk.has(file)) problems.push(`row without its file: ${file}`);
  return problems;
}

/** The video cloud's directory: only files of uploads still open (never of a finished one). */
export async function incomingProblems(dataDir: string, finishedUploadIds: ReadonlySet<string>): Promise<string[]> {
  const open = await queryTestDatabase<{ upload_id: string }>(dataDir, 'select upload_id from vod_uploads where closed_at is null');
  const openIds = new Set(open.map((row) => row.upload_id));
  const names = await fs.readdir(path.join(dataDir, 'vod-incoming')).catch(() => [] as string[]);
  const problems: string[] = [];
  for (const name of names) {
    const id = name.replace(/\.json$/, '');
    if (finishedUploadIds.has(id)) problems.push(`finished upload left ${name}`);
    else if (!openIds.has(id)) problems.push(`file of no open upload: ${name}`);
  }
  for (const id of openIds) {
    if (names.includes(`${id}.json`) !== names.includes(id)) problems.push(`open upload ${id} with only one of its data and its metadata`);
  }
  return problems;
}
