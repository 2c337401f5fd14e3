/**
 * Which of a package's built files its users can import. With an `exports` map, Node resolves
 * only the subpaths the map lists (any other is ERR_PACKAGE_PATH_NOT_EXPORTED) and TypeScript's
 * `node16`/`bundler` resolution likewise: a JavaScript or declaration file that no entry point
 * reaches is the package's own, and removing it breaks no import (@sinclair/typebox 0.32 → 0.34
 * moved its `build/import/` and `build/require/` trees: 458 modules no user could import).
 */
import { posix } from 'node:path';
import { mirroredDeclaration, type Mirror } from './declaration-mirrors';
import { packageObject } from './package-json';

const BUILT = /\.([cm]?js|jsx|d\.[cm]?ts)$/;
const DECLARATION = /\.d\.[cm]?ts$/;

/**
 * A test of whether a removed file was unreachable from outside its package: its nearest
 * package.json (by path, the base's text) has an `exports` map, and no entry point of any
 * package.json given reaches it (a target, a subpath pattern's, or the declaration file of a JS
 * target). A TS source is never taken as unreachable: what it compiles to is not known here.
 */
export function unexportedTest(
  packageJsons: ReadonlyMap<string, string>,
  mirrors: Mirror[],
): (path: string) => boolean {
  const parsed = new Map<string, Record<string, unknown>>();
  for (const [path, text] of packageJsons) {
    const pkg = packageObject(text);
    if (pkg) parsed.set(path, pkg);
  }
  if (![...parsed.values()].some((p) => p.exports != null)) return () => false;
  const reached = new Set<string>();
  const patterns: RegExp[] = [];
  for (const [path, pkg] of parsed) {
    const root = posix.dirname(path);
    for (const target of entryTargets(pkg)) {
      const full = posix.join(root, target);
      if (full.includes('*')) patterns.push(patternOf(full));
      else reached.add(full);
    }
  }
  const reaches = (file: string) => reached.has(file) || patterns.some((p) => p.test(file));
  // A declaration file TypeScript reads for a JS target: beside it (`x.mjs`, `x.d.mts`), or in the
  // folder package.json pairs with the target's.
  const typed = (file: string) =>
    DECLARATION.test(file) &&
    (['.js', '.mjs', '.cjs'].some((ext) => reaches(file.replace(DECLARATION, ext))) ||
      [...reached].some((js) => mirroredDeclaration(mirrors, js) === file));
  return (path) => {
    if (!BUILT.test(path)) return false;
    const owner = nearestPackageJson(path, parsed);
    if (!owner || owner.exports == null) return false;
    return !reaches(path) && !typed(path);
  };
}

/** Every entry point's target of a package.json: `exports` leaves, `main`, `module`, `types`. */
function entryTargets(pkg: Record<string, unknown>): string[] {
  const out: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(pkg.exports);
  for (const key of ['main', 'module', 'types', 'typings', 'browser']) collect(pkg[key]);
  return out;
}

/** A subpath pattern's target (`dist/*.js`) as a test of paths. */
function patternOf(target: string): RegExp {
  const escaped = target.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

function nearestPackageJson(
  path: string,
  parsed: ReadonlyMap<string, Record<string, unknown>>,
): Record<string, unknown> | undefined {
  const dirs = path.split('/').slice(0, -1);
  for (let n = dirs.length; n >= 0; n--) {
    const pkg = parsed.get([...dirs.slice(0, n), 'package.json'].join('/'));
    if (pkg) return pkg;
  }
  return undefined;
}
