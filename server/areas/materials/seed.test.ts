import Database from 'better-sqlite3';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app.ts';
import { DATABASE_FILE } from '@server/db/database.ts';
import { FFMPEG } from '@server/test-support/media-files.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';

type Row = { kind: string; title: string; status: number; duration: number; poster_name: string | null; width: number | null; stored_name: string; owner_id: number };

describe('demo materials of the first-start seed', () => {
  let dataDir: string;
  let rows: Row[];
  let categories: string[];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-seed-media-'));
    const app = await buildApp({ dataDir });
    await app.close();
    const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
    rows = db.prepare('select kind, title, status, duration, poster_name, width, stored_name, owner_id from materials order by id').all() as Row[];
    categories = (db.prepare('select name from material_categories order by id').all() as { name: string }[]).map((c) => c.name);
    db.close();
  }, 60_000); // generating the demo media with ffmpeg is slow on a busy machine
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('fills every kind in three categories', () => {
    const count = (kind: string) => rows.filter((r) => r.kind === kind).length;
    expect(count('picture')).toBe(8);
    expect(count('audio')).toBe(3);
    expect(count('document')).toBe(3);
    expect(count('video')).toBe(FFMPEG ? 2 : 0);
    expect(categories).toEqual(['默认分类', '课程封面', '课程音视频']);
  });

  it('processes audio and video like uploads: real durations, posters, processed', async () => {
    const audio = rows.filter((r) => r.kind === 'audio');
    expect(audio.map((r) => r.duration)).toEqual([3, 4, 2]);
    for (const video of rows.filter((r) => r.kind === 'video')) {
      expect(video.status).toBe(PROCESSING_STATUS.processed);
      expect(Math.abs(video.duration - 3)).toBeLessThanOrEqual(0.2);
      const poster = await fs.readFile(path.join(dataDir, 'files', String(video.owner_id), video.poster_name!));
      expect([...poster.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    }
    expect(rows.every((r) => r.status === PROCESSING_STATUS.processed)).toBe(true);
    expect(rows.filter((r) => r.kind === 'picture').every((r) => (r.width ?? 0) > 0)).toBe(true);
    for (const row of rows) await fs.access(path.join(dataDir, 'files', String(row.owner_id), row.stored_name));
  });
});
