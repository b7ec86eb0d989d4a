import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ServerArea } from './define-area.ts';
import { SERVER_AREAS } from './index.ts';

const AREAS_DIR = path.dirname(fileURLToPath(import.meta.url));
const areas: readonly ServerArea[] = SERVER_AREAS;
const folders = fs
  .readdirSync(AREAS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the server areas index', () => {
  it('lists every area folder once, under its folder name', () => {
    expect(areas.map((area) => area.name).sort()).toEqual(folders);
  });

  // a migration file its manifest does not name would never run
  it.each(folders)('%s: the manifest names every migration file of its folder', async (folder) => {
    const files = fs.readdirSync(path.join(AREAS_DIR, folder)).filter((file) => /^migration-\d+\.ts$/.test(file));
    const named = Object.values(areas.find((area) => area.name === folder)?.migrations ?? {});
    for (const file of files) {
      const module: unknown = await import(`./${folder}/${file}`);
      expect(named, file).toContain(module);
    }
    expect(named).toHaveLength(files.length);
  });
});
