/**
 * Which of a package's built files its users can import. With an `exports` map, Node resolves
 * only the subpaths the map lists (any other is ERR_PACKAGE_PATH_NOT_EXPORTED) and TypeScript's
 * `node16`/`bundler` resolution likewise: a JavaScript or declaration file that no entry point
 * reaches is the package's own, and removing it breaks no import (@sinclair/typebox 0.32 → 0.34
 * moved its `build/import/` and `build/require/` trees: 458 modules no user could import).
 */
import { posix } from 'node:path';
import { declarationsBeside, mirroredDeclaration, type Mirror } from './declaration-mirrors';
import { specifierCandidates } from './module-specifiers';
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
  const parsed = parsedAll(packageJsons);
  if (![...parsed.values()].some((p) => p.exports != null)) return () => false;
  const entry = entryTest(parsed, mirrors);
  return (path) => BUILT.test(path) && hasExports(path, parsed) && !entry(path);
}

/**
 * The root package.json whose `exports` map makes a nested one's `exports` dead, by the nested
 * one's path: a package.json without a `name` in a folder of a package whose package.json has an
 * `exports` map (swr 2.2's `_internal/package.json`, a stub for resolvers that read only `main`
 * and `types`). Node reads `exports` only from a package's own package.json.
 */
export function nestedExportsTest(
  packageJsons: ReadonlyMap<string, string>,
): (path: string) => string | undefined {
  const parsed = parsedAll(packageJsons);
  return (path) => {
    const own = parsed.get(path);
    if (!own || own.name !== undefined || !path.includes('/')) return undefined;
    const root = nearestPackageJson(posix.dirname(path), parsed);
    return root?.pkg.exports != null ? root.path : undefined;
  };
}

/**
 * A test of whether a built file both versions have is out of every import's reach, as
 * unexportedTest says of a removed one, through its package's own imports too: no chain of
 * relative imports, re-exports, `require`s or `/// <reference path>`s from an entry point reaches
 * it, in the base nor in the head (preact 10.25's `src/diff/children.js`, the sources its bundle
 * was built from). Only where every entry point's target is in `files` (a published package, a
 * tree with its build): otherwise nothing is taken as unreachable.
 */
export function unreachedTest(
  files: readonly { path: string; base: string | null; head: string | null }[],
  packageJsons: { base: ReadonlyMap<string, string>; head: ReadonlyMap<string, string> },
  mirrors: Mirror[],
): (path: string) => boolean {
  if (![...packageJsons.base.values(), ...packageJsons.head.values()].some(hasExportsMap))
    return () => false;
  const sides = (['base', 'head'] as const).map((side) => {
    const parsed = parsedAll(packageJsons[side]);
    const texts = new Map<string, string>();
    for (const f of files) if (f[side] !== null) texts.set(f.path, f[side]);
    return { parsed, reached: importClosure(texts, parsed, mirrors) };
  });
  const [base, head] = sides as [(typeof sides)[0], (typeof sides)[0]];
  if (!base.reached || !head.reached) return () => false;
  return (path) =>
    BUILT.test(path) &&
    hasExports(path, base.parsed) &&
    !base.reached!.has(path) &&
    !head.reached!.has(path);
}

/** Relative specifiers a JS or TS text names: imports, re-exports, `import()`, `require()`. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"\n]*)\1/g;
/** `/// <reference path="x.d.ts" />`, relative to its file. */
const REFERENCE = /\/\/\/\s*<reference\s+path\s*=\s*(['"])([^'"]+)\1/g;

/**
 * Every file of `texts` an entry point of a package with an `exports` map reaches, following
 * relative specifiers to the file each loads and, from a JS file, its declaration files; undefined
 * where an entry point's target is not in `texts`.
 */
function importClosure(
  texts: ReadonlyMap<string, string>,
  parsed: ReadonlyMap<string, Record<string, unknown>>,
  mirrors: Mirror[],
): Set<string> | undefined {
  for (const [path, pkg] of parsed) {
    if (pkg.exports == null) continue;
    const root = posix.dirname(path);
    const missing = entryTargets(pkg)
      .map((t) => posix.join(root, t))
      .some((t) => BUILT.test(t) && !t.includes('*') && !texts.has(t));
    if (missing) return undefined;
  }
  const entry = entryTest(parsed, mirrors);
  const queue = [...texts.keys()].filter((f) => BUILT.test(f) && entry(f));
  const reached = new Set(queue);
  const reach = (file: string) => {
    if (texts.has(file) && !reached.has(file)) {
      reached.add(file);
      queue.push(file);
    }
  };
  while (queue.length > 0) {
    const file = queue.pop()!;
    const text = texts.get(file)!;
    // What it loads: Node, a JS file's first JS candidate; TypeScript, another's first.
    const fromJs = /\.[cm]?jsx?$/.test(file);
    for (const m of text.matchAll(SPECIFIER)) {
      const found = specifierCandidates(file, m[2]!).filter((c) => texts.has(c));
      const loaded = fromJs ? found.find((c) => /\.[cm]?jsx?$/.test(c)) : found[0];
      if (loaded) reach(loaded);
    }
    for (const m of text.matchAll(REFERENCE)) reach(posix.join(posix.dirname(file), m[2]!));
    // A JS file's own declaration file (`x.mjs` → `x.d.mts`), as TypeScript reads it.
    const [declaration] = declarationsBeside(file);
    if (declaration) {
      reach(declaration);
      const mirrored = mirroredDeclaration(mirrors, file);
      if (mirrored) reach(mirrored);
    }
  }
  return reached;
}

/** Whether a package.json text has an `exports` map. */
function hasExportsMap(text: string): boolean {
  return packageObject(text)?.exports != null;
}

/** Whether a file's nearest package.json has an `exports` map. */
function hasExports(path: string, parsed: ReadonlyMap<string, Record<string, unknown>>): boolean {
  return nearestPackageJson(path, parsed)?.pkg.exports != null;
}

/**
 * A test of whether an entry point of any package.json reaches a file directly: a target, a
 * subpath pattern's, or the declaration file of a JS target.
 */
function entryTest(
  parsed: ReadonlyMap<string, Record<string, unknown>>,
  mirrors: Mirror[],
): (file: string) => boolean {
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
  return (file) => reaches(file) || typed(file);
}

/**
 * A test of whether a removed declaration file was read only by older TypeScripts: its nearest
 * package.json, as the base had it, maps it in a `typesVersions` range for older versions only
 * (`"<4.3.0-0": {"*": ["ts4.2/*"]}`, DefinitelyTyped's copies for TypeScript versions it no longer
 * supports; `">=3.1"` after a `">=3.7"`) that the head's no longer maps it in. Gives that range, as a message names it. A
 * range the newest TypeScript takes (`">=3.7": {"*": ["./*"]}`) reads files as resolution would.
 */
export function olderTypeScriptsTest(
  bases: ReadonlyMap<string, string>,
  heads: ReadonlyMap<string, string>,
): (path: string) => string | undefined {
  const [base, head] = [bases, heads].map(parsedAll);
  if (![...base!.values()].some((p) => p.typesVersions != null)) return () => undefined;
  const maps = (pkg: Record<string, unknown> | undefined, root: string, path: string) => {
    const ranges = pkg?.typesVersions;
    // Each range for older versions only that maps the path, as a message names it.
    const mapped = new Map<string, string>();
    if (!ranges || typeof ranges !== 'object') return mapped;
    // TypeScript takes the first range its version satisfies: after one the newest satisfies,
    // every range is for older versions only.
    let current: string | undefined;
    for (const [range, paths] of Object.entries(ranges as Record<string, unknown>)) {
      const older = current !== undefined || !takesNewest(range);
      if (current === undefined && takesNewest(range)) current = range;
      if (!older || !paths || typeof paths !== 'object') continue;
      const targets = Object.values(paths as Record<string, unknown>).flat();
      const full = targets.filter((t) => typeof t === 'string').map((t) => posix.join(root, t));
      if (full.some((t) => (t.includes('*') ? patternOf(t).test(path) : t === path)))
        mapped.set(
          range,
          current ? `\`${range}\` below the \`${current}\` before it` : `\`${range}\``,
        );
    }
    return mapped;
  };
  return (path) => {
    if (!DECLARATION.test(path)) return undefined;
    const owner = nearestPackageJson(path, base!);
    if (!owner) return undefined;
    const root = posix.dirname(owner.path);
    const was = maps(owner.pkg, root, path);
    const now = maps(head!.get(owner.path), root, path);
    return [...was].find(([range]) => !now.has(range))?.[1];
  };
}

/**
 * Whether a `typesVersions` range (a semver range: `<4.3.0-0`, `<=4.8`, `>=3.7`, `*`) takes
 * every TypeScript from some version on: one of its alternatives has no upper bound.
 */
function takesNewest(range: string): boolean {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((c) => c === '' || /^(\*|x|X|>=?.*)$/.test(c)),
  );
}

/** Each package.json that parses, by path. */
function parsedAll(texts: ReadonlyMap<string, string>): Map<string, Record<string, unknown>> {
  const parsed = new Map<string, Record<string, unknown>>();
  for (const [path, text] of texts) {
    const pkg = packageObject(text);
    if (pkg) parsed.set(path, pkg);
  }
  return parsed;
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
): { path: string; pkg: Record<string, unknown> } | undefined {
  const dirs = path.split('/').slice(0, -1);
  for (let n = dirs.length; n >= 0; n--) {
    const at = [...dirs.slice(0, n), 'package.json'].join('/');
    const pkg = parsed.get(at);
    if (pkg) return { path: at, pkg };
  }
  return undefined;
}
