/**
 * package.json entry points, base against head. An `exports` entry is read as Node and TypeScript
 * resolve it: a consumer whose conditions reached the base's entry (`import` or `require`, on Node,
 * in a browser or neither, with the entry's own conditions) is followed through the head's map,
 * so a condition moved into another (`"."`'s `types` into `import` and `require`, socket.io-client
 * 4.7 → 4.8) is no removal.
 */
import { retargetKey, type Surface } from '../model';
import type { Reporter } from './reporter';

/**
 * Where TypeScript looks for a package's types without a `types` field: a `types` condition of
 * the `"."` export, else the declaration file beside `main` (`lib/index.js` → `lib/index.d.ts`).
 */
function impliedTypes(head: Surface): { from: string; path: string } | undefined {
  const entrypoints = head.entrypoints ?? new Map<string, string>();
  for (const [name, path] of entrypoints)
    if (name.startsWith('exports["."]') && name.includes('["types"]'))
      return { from: `from the \`${name}\` condition`, path };
  const main = entrypoints.get('main');
  if (main === undefined) return undefined;
  const declaration = main.replace(/\.([cm]?)js$/, '.d.$1ts');
  return { from: 'beside `main`', path: declaration === main ? `${main}.d.ts` : declaration };
}

/**
 * Whether a subpath export the head no longer lists still resolves to the same file through one of
 * its patterns (koa 3: `"./lib/request": "./lib/request.js"` dropped beside `"./*": "./*.js"`).
 */
function byPattern(head: Surface, name: string, target: string): boolean {
  const entry = exportsEntry(name);
  if (!entry?.subpath.startsWith('.') || !head.entrypoints) return false;
  // What follows the subpath in an entry's name: its conditions and fallback indexes.
  const rest = (e: { name: string; subpath: string }) =>
    e.name.slice(`exports["${e.subpath}"]`.length);
  const path = entry.subpath;
  for (const [key, entries] of indexed(head.entrypoints).bySubpath) {
    const star = key.indexOf('*');
    if (!key.startsWith('.') || star < 0 || key.includes('*', star + 1)) continue;
    const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
    if (!path.startsWith(prefix) || !path.endsWith(suffix)) continue;
    if (path.length < prefix.length + suffix.length) continue;
    const matched = path.slice(prefix.length, path.length - suffix.length);
    for (const e of entries)
      if (
        rest(e) === rest({ name, subpath: path }) &&
        samePath(e.target.replaceAll('*', matched), target)
      )
        return true;
  }
  return false;
}

/** A module file's path without `./` and its format's extension (`.js`, `.cjs`, `.d.mts`, …). */
function moduleStem(path: string): string {
  return path.replace(/^\.\//, '').replace(/(\.d)?\.[cm]?[jt]s$/, '');
}

/** `./index.js` and `index.js` are one file. */
function samePath(a: string, b: string): boolean {
  return a.replace(/^\.\//, '') === b.replace(/^\.\//, '');
}

const DEFAULT = '["default"]';

/**
 * What the head's entry points give for the base's entry `name`: `same` where every consumer that
 * reached it still gets its target; else the target the head gives (undefined: none), and for an
 * `exports` entry the consumers it is given to (see headResolution).
 */
export function headTarget(
  base: ReadonlyMap<string, string>,
  head: ReadonlyMap<string, string>,
  name: string,
): 'same' | { now: string | undefined; conditions: string[] | undefined } {
  const resolved = headResolution(base, head, name);
  if (resolved === 'same') return 'same';
  // A target alone is its `default` condition: `"./x": "a.js"` is `"./x": { "default": "a.js" }`.
  const now = resolved
    ? resolved.now
    : (head.get(name) ??
      head.get(`${name}${DEFAULT}`) ??
      (name.endsWith(DEFAULT) ? head.get(name.slice(0, -DEFAULT.length)) : undefined));
  if (now !== undefined && samePath(now, base.get(name)!)) return 'same';
  return { now, conditions: resolved?.conditions };
}

export function compareEntrypoints(r: Reporter, base: Surface, head: Surface): void {
  if (!base.entrypoints) return;
  const heads = head.entrypoints ?? new Map<string, string>();
  for (const [name, target] of base.entrypoints) {
    const resolved = headTarget(base.entrypoints, heads, name);
    if (resolved === 'same') continue;
    const now = resolved.now;
    // The consumer the head gives another file (`"."`'s `types` moved into `import` and `require`).
    const forWhom = resolved.conditions?.length
      ? ` for \`${resolved.conditions.join('+')}\` consumers`
      : '';
    const to = `\`${now}\`${forWhom}`;
    if (now === undefined && byPattern(head, name, target)) continue;
    const implied = name === 'types' && now === undefined ? impliedTypes(head) : undefined;
    if (implied) {
      if (samePath(implied.path, target)) continue;
      r.add(
        'package-entrypoint-removed',
        name,
        `package entry point \`types\` (\`${target}\`) removed: TypeScript now reads the types ${implied.from} (\`${implied.path}\`, not compared)`,
        { line: 1, oldLine: 1 },
        'warning',
      );
      continue;
    }
    // The same module in another format (`"type": "module"` adopted: `./add.js` → `./add.cjs`,
    // `./add.d.mts` → `./add.d.ts`): its files are compared by path, with their stem's others.
    if (now !== undefined && moduleStem(now) === moduleStem(target)) {
      r.add(
        'package-entrypoint-removed',
        name,
        `package entry point \`${name}\` retargeted from \`${target}\` to ${to}, the same module in another format (its files are compared by path)`,
        { line: 1, oldLine: 1 },
        'info',
      );
      continue;
    }
    // Retargeted from a removed file to an added one, compared as one module where the new is.
    if (now !== undefined && head.comparedRetargets?.has(retargetKey(target, now))) {
      r.add(
        'package-entrypoint-removed',
        name,
        `package entry point \`${name}\` retargeted from \`${target}\` to ${to}, which replaced it (their APIs are compared where \`${now}\` is)`,
        { line: 1, oldLine: 1 },
        'info',
      );
      continue;
    }
    // Retargeted, the entry point still resolves: to a file whose API is not compared with the
    // old target's here (a removed old target is `module-removed` where its file is).
    r.add(
      'package-entrypoint-removed',
      name,
      now === undefined
        ? `package entry point \`${name}\` (\`${target}\`) removed${forWhom}`
        : `package entry point \`${name}\` retargeted from \`${target}\` to ${to} (the two files' APIs are not compared)`,
      { line: 1, oldLine: 1 },
      now === undefined ? undefined : 'warning',
    );
  }
}

/** The consumers an entry is tried for: a module system, and a platform or none (fewest first). */
const CONSUMERS = [[], ['node'], ['browser']].flatMap((platform) =>
  ['import', 'require'].map((system) => [system, ...platform]),
);

/** The condition a consumer cannot have beside each (one module system, one platform). */
const OTHER: Record<string, string> = {
  import: 'require',
  require: 'import',
  node: 'browser',
  browser: 'node',
};

/** `exports["./x"]["import"][0]` → subpath `./x`, conditions `import` (an array index is a fallback). */
function exportsEntry(name: string): { subpath: string; conditions: string[] } | undefined {
  if (!name.startsWith('exports["')) return undefined;
  const keys: string[] = [];
  // Read without a regular expression: a map may hold thousands of entries.
  for (let i = 'exports'.length; i < name.length;) {
    const quoted = name.startsWith('["', i);
    const end = name.indexOf(quoted ? '"]' : ']', i);
    if (end < 0 || name[i] !== '[') return undefined;
    if (quoted) keys.push(name.slice(i + 2, end));
    i = end + (quoted ? 2 : 1);
  }
  return { subpath: keys[0]!, conditions: keys.slice(1) };
}

/**
 * The entry a consumer with `active` conditions resolves `subpath` to: the first, in the map's
 * order, whose conditions it all has (`default` it always has), as Node walks the map; undefined
 * where none matches or the match is `null` (excluded).
 */
function resolveEntry(
  entrypoints: ReadonlyMap<string, string>,
  subpath: string,
  active: ReadonlySet<string>,
): { name: string; target: string } | undefined {
  for (const { name, target, conditions } of indexed(entrypoints).bySubpath.get(subpath) ?? []) {
    if (!conditions.every((c) => c === 'default' || active.has(c))) continue;
    return target === 'null' ? undefined : { name, target };
  }
  return undefined;
}

interface ExportsEntry {
  name: string;
  target: string;
  subpath: string;
  conditions: string[];
}

/** A map's `exports` entries by name, and by subpath in the map's order. */
interface ExportsIndex {
  byName: Map<string, ExportsEntry>;
  bySubpath: Map<string, ExportsEntry[]>;
}

/** Each map's index, read once: a map may hold thousands of entries, each looked up per consumer. */
const indexes = new WeakMap<ReadonlyMap<string, string>, ExportsIndex>();

function indexed(entrypoints: ReadonlyMap<string, string>): ExportsIndex {
  let index = indexes.get(entrypoints);
  if (index) return index;
  index = { byName: new Map(), bySubpath: new Map() };
  for (const [name, target] of entrypoints) {
    const parsed = exportsEntry(name);
    if (!parsed) continue;
    const entry = { name, target, ...parsed };
    index.byName.set(name, entry);
    const list = index.bySubpath.get(entry.subpath) ?? [];
    list.push(entry);
    index.bySubpath.set(entry.subpath, list);
  }
  indexes.set(entrypoints, index);
  return index;
}

/**
 * What the head resolves an `exports` entry of the base to, for the consumers that reached it: the
 * same target for all (`same`), the first other target one gets, or undefined (`removed`) when one
 * gets none. Undefined as a whole for no `exports` entry, or one no consumer reached.
 */
function headResolution(
  base: ReadonlyMap<string, string>,
  head: ReadonlyMap<string, string>,
  name: string,
): { now: string | undefined; conditions: string[] } | 'same' | undefined {
  const entry = indexed(base).byName.get(name);
  if (!entry) return undefined;
  let [reached, kept] = [false, false];
  let gone: string[] | undefined;
  let other: { now: string; conditions: string[] } | undefined;
  // (One module system and one platform at a time: a `require` entry is no `import` consumer's.)
  const contrary = (c: string) => OTHER[c] !== undefined && entry.conditions.includes(OTHER[c]);
  for (const consumer of CONSUMERS) {
    if (consumer.some(contrary)) continue;
    const active = new Set([...entry.conditions, ...consumer]);
    const conditions = [...active].filter((c) => c !== 'default');
    if (resolveEntry(base, entry.subpath, active)?.name !== name) continue;
    reached = true;
    const now = resolveEntry(head, entry.subpath, active);
    if (now === undefined) gone ??= conditions;
    else kept = true;
    if (now && !samePath(now.target, base.get(name)!))
      other ??= { now: now.target, conditions: now.name === name ? [] : conditions };
  }
  if (!reached) return undefined;
  // Removed for some consumers: they are named where others still resolve it.
  if (gone) return { now: undefined, conditions: kept ? gone : [] };
  return other ?? 'same';
}
