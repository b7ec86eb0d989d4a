/**
 * `npm run backup -- <new directory>`: an online backup of LECTERN_DATA_DIR (the embedded mode) while the server
 * runs (server/db/backup.ts).
 */
import path from 'node:path';
import { readConfig } from '@server/config.ts';
import { backupDataDir } from '@server/db/backup.ts';

const target = process.argv[2];
if (!target) {
  console.error('usage: npm run backup -- <new directory>   (LECTERN_DATA_DIR names the data directory)');
  process.exit(2);
}
const { dataDir } = readConfig();
try {
  await backupDataDir(dataDir, path.resolve(target));
  console.log(`backed up ${dataDir} to ${path.resolve(target)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
