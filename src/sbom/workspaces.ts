import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import picomatch from 'picomatch';

const skipped = new Set(['node_modules', '.git']);

/**
 * The workspace folders (relative, posix) that `patterns` (package.json `workspaces`,
 * pnpm-workspace.yaml `packages`) select under `dir`: folders holding a package.json, at most four
 * levels deep; `!pattern` excludes.
 */
export function expandWorkspaces(dir: string, patterns: string[]): string[] {
  const include = patterns.filter((p) => !p.startsWith('!')).map((p) => p.replace(/\/+$/, ''));
  const exclude = patterns
    .filter((p) => p.startsWith('!'))
    .map((p) => p.slice(1).replace(/\/+$/, ''));
  if (include.length === 0) return [];
  const matches = picomatch(include);
  const excluded = exclude.length > 0 ? picomatch(exclude) : () => false;
  const found: string[] = [];
  const walk = (rel: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(join(dir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    if (
      rel &&
      entries.some((e) => e.isFile() && e.name === 'package.json') &&
      matches(rel) &&
      !excluded(rel)
    ) {
      found.push(rel);
    }
    if (depth >= 4) return;
    for (const entry of entries) {
      if (entry.isDirectory() && !skipped.has(entry.name) && !entry.name.startsWith('.')) {
        walk(rel ? posix.join(rel, entry.name) : entry.name, depth + 1);
      }
    }
  };
  walk('', 0);
  return found.sort();
}
