import { existsSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';

/** The lockfile names this module reads, and requirements files. */
const lockNames = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'pnpm-lock.yaml',
  'yarn.lock',
  'poetry.lock',
  'uv.lock',
]);
const requirementsName = /^requirements.*\.txt$/i;

/**
 * Folders never searched: installed packages, virtual environments, VCS data, and test fixtures
 * (a repository's own test lockfiles are not its dependencies).
 */
const skippedDirs = new Set([
  'node_modules',
  'bower_components',
  'site-packages',
  '__pycache__',
  'fixtures',
  '__fixtures__',
  'testdata',
]);
const MAX_DEPTH = 8;

export interface FoundLockfile {
  /** Repository-relative path, posix separators. */
  file: string;
  /** Repository-relative folder of the project it belongs to ('' for the root). */
  projectRelDir: string;
}

/**
 * Finds the lockfiles of a repository, sorted by path. npm-shrinkwrap.json wins over
 * package-lock.json in the same folder, as it does for npm.
 */
export function discoverLockfiles(repoDir: string): { found: FoundLockfile[]; notes: string[] } {
  const found: FoundLockfile[] = [];
  const notes: string[] = [];
  const walk = (rel: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(join(repoDir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    // A virtual environment (pyvenv.cfg) holds installed packages, not the project's locks.
    if (rel && entries.some((e) => e.isFile() && e.name === 'pyvenv.cfg')) return;
    const names = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
    const inRequirementsDir = posix.basename(rel) === 'requirements';
    for (const name of [...names].sort()) {
      const file = rel ? posix.join(rel, name) : name;
      if (name === 'package-lock.json' && names.has('npm-shrinkwrap.json')) {
        notes.push(`${file} ignored: npm-shrinkwrap.json in the same folder takes precedence`);
      } else if (lockNames.has(name) || requirementsName.test(name)) {
        found.push({ file, projectRelDir: rel });
      } else if (inRequirementsDir && name.endsWith('.txt')) {
        found.push({ file, projectRelDir: posix.dirname(rel) === '.' ? '' : posix.dirname(rel) });
      }
    }
    if (depth >= MAX_DEPTH) return;
    for (const entry of entries) {
      if (entry.isDirectory() && !entry.name.startsWith('.') && !skippedDirs.has(entry.name)) {
        walk(rel ? posix.join(rel, entry.name) : entry.name, depth + 1);
      }
    }
  };
  if (existsSync(repoDir)) walk('', 0);
  found.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { found, notes };
}
