/**
 * The installed packages whose `engines.node` leaves out part of the Node range this project promises
 * (`engines.node` of package.json): `npm ci` only warns of them, and a user on the oldest promised Node meets the
 * package failing, or a later install refusing it. `npm test` runs this as a step and fails on any.
 * Installed packages are those of package-lock.json that are on disk (another platform's optional builds are not).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

type Manifest = { name?: string; version?: string; engines?: { node?: string } };
type EngineMismatch = { path: string; name: string; version: string; node: string };

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function packagesOutsideNodeRange(root: string): { range: string; mismatches: EngineMismatch[] } {
  const range = readJson<Manifest>(path.join(root, 'package.json')).engines?.node;
  if (!range) throw new Error('package.json declares no engines.node');
  const lock = readJson<{ packages: Record<string, unknown> }>(path.join(root, 'package-lock.json'));
  const mismatches: EngineMismatch[] = [];
  for (const location of Object.keys(lock.packages)) {
    const manifestFile = path.join(root, location, 'package.json');
    if (location === '' || !existsSync(manifestFile)) continue;
    const manifest = readJson<Manifest>(manifestFile);
    const node = manifest.engines?.node;
    if (node && semver.validRange(node) && !semver.subset(range, node)) {
      mismatches.push({ path: location, name: manifest.name ?? location, version: manifest.version ?? '', node });
    }
  }
  return { range, mismatches };
}

/** The step of `npm test`: prints each mismatch; true when there is none. */
export function checkEngines(root = process.cwd()): boolean {
  console.log('\n▶ engines: every installed package supports the Node range of package.json');
  const { range, mismatches } = packagesOutsideNodeRange(root);
  for (const found of mismatches) console.log(`  ${found.name}@${found.version} (${found.path}) supports Node ${found.node}, not all of ${range}`);
  console.log(mismatches.length === 0 ? `  all support ${range}` : `  ${mismatches.length} package(s) do not`);
  return mismatches.length === 0;
}
