import { CommentTexts } from '../comments';
import {
  retargetKey,
  type PairFinding,
  type Reexport,
  type SourceQuestion,
  type Surface,
} from '../model';
import { sameChunk } from '../chunks';
import { moduleOf } from '../module-specifiers';
import { compareComments } from './comments';
import { boundAtRunTime, isPrivateName, type Reporter } from './reporter';
import { importsOwnSubmodule, samePythonModule } from './python-modules';
import { compareSymbols, starSupply } from './symbols';

/** Every drift between two surfaces of one file, into the reporter. */
export function compareSurfaces(r: Reporter, base: Surface, head: Surface, js = false): void {
  r.base = base;
  r.head = head;
  compareSymbols(r, base, head, js);
  compareReexports(r, base, head);
  compareEntrypoints(r, base, head);
  if (!base.comments.sameTexts(head.comments)) {
    const known = new CommentTexts();
    compareComments(r, base.comments.inventory(known), head.comments.inventory(known));
  }
}

/** The question a re-export whose source changed asks of the set. */
function sourcesOf(b: Reexport, h: Reexport): SourceQuestion {
  return {
    name: b.name,
    base: { from: b.from, imported: b.imported },
    head: { from: h.from, imported: h.imported },
  };
}

function compareReexports(r: Reporter, base: Surface, head: Surface): void {
  // A star re-export found under another spelling of its module (`./api` → `./api.js`).
  const stars = new Map(
    [...head.reexports.values()].filter((h) => h.name === '*').map((h) => [moduleOf(h.from), h]),
  );
  for (const [key, b] of base.reexports) {
    const h =
      head.reexports.get(key) ??
      (b.name === '*' && r.language === 'ts' ? stars.get(moduleOf(b.from)) : undefined);
    const source = `${b.imported === '*' ? '*' : b.imported} from '${b.from}'`;
    if (!h) {
      if (b.name !== '*' && head.symbols.has(b.name)) continue; // now declared here
      // `export { X } from './m'` → `export * from './m'`: X still comes from './m'; from another
      // module's `export *` it may (not in view).
      const named = b.name !== '*' && b.name !== 'default';
      if (named && head.reexports.has(`* from ${b.from}`)) continue;
      const stars = starSupply(head);
      if (named && stars !== undefined) {
        r.add(
          'reexport-removed',
          b.name,
          `re-export \`${b.name}\` (${source}) removed; ${stars}`,
          {
            oldLine: b.line,
          },
          'warning',
        );
        continue;
      }
      const local = b.name === '*' ? undefined : head.hidden.get(b.name);
      if (local) {
        const now =
          local.importedFrom === undefined
            ? 'it is now defined here and not exported'
            : 'it is still imported, not re-exported';
        // A Python `_name` the module still binds stays importable: private by its name only.
        const stillBound = r.language === 'py' && isPrivateName(b.name);
        r.add(
          'visibility-narrowed',
          b.name,
          `\`${b.name}\` is no longer public: it was re-exported (${source}), ${now}`,
          { line: local.line, oldLine: b.line },
          stillBound ? 'warning' : undefined,
        );
        continue;
      }
      // A module that binds names at run time (`__getattr__`, `globals()`) may still serve it.
      const open = b.name === '*' ? undefined : head.openNames;
      const submodule = b.name !== '*' && importsOwnSubmodule(r, b.from);
      const why = open
        ? `; ${boundAtRunTime(open)}`
        : submodule
          ? `: a submodule, which \`from ${b.from} import ${b.imported}\` still imports (not compared)`
          : '';
      r.add(
        'reexport-removed',
        b.name,
        `re-export \`${b.name}\` (${source}) removed${why}`,
        { oldLine: b.line },
        open || submodule ? 'warning' : undefined,
      );
    } else if (
      h.from === b.from ||
      samePythonModule(r, b.from, h.from) ||
      (r.language === 'ts' && moduleOf(h.from) === moduleOf(b.from))
        ? h.imported !== b.imported
        : !sameChunk(h.from, b.from)
    ) {
      // The name is still exported, from a module not compared here: the set compares the two
      // declarations, where it has both in view.
      const retargeted = `re-export \`${b.name}\` retargeted: ${source} → ${h.imported} from '${h.from}'`;
      const finding = r.add(
        'reexport-removed',
        b.name,
        `${retargeted} (the two sources are not compared)`,
        { line: h.line, oldLine: b.line },
        'warning',
      );
      if (finding)
        (finding as PairFinding).sources = {
          ...sourcesOf(b, h),
          retargeted,
        };
    } else if (
      r.language === 'ts' &&
      b.name !== '*' &&
      h.from !== b.from &&
      sameChunk(h.from, b.from)
    ) {
      // A bundle chunk renamed by its content hash: its export names are the bundler's, and what
      // the entry re-exports is compared as the set reads the two chunks (dropped where equal).
      const finding = r.add(
        'reexport-removed',
        b.name,
        `re-export \`${b.name}\` changed in the renamed chunk '${h.from}'`,
        { line: h.line, oldLine: b.line },
        'info',
      );
      if (finding) (finding as PairFinding).sources = { ...sourcesOf(b, h), dropUnanswered: true };
    } else if (!b.typeOnly && h.typeOnly) {
      r.add('export-type-only', b.name, `re-export \`${b.name}\` became type-only`, {
        line: h.line,
        oldLine: b.line,
      });
    }
  }
  for (const [key, h] of head.reexports) {
    if (base.reexports.has(key) || h.name === '*' || base.symbols.has(h.name)) continue;
    r.add(
      'export-added',
      h.name,
      `re-export \`${h.name}\` (${h.imported} from '${h.from}') added`,
      { line: h.line },
    );
  }
}

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
  const entry = /^exports\["(\.[^"]*)"\](.*)$/.exec(name);
  if (!entry) return false;
  const [, subpath, conditions] = entry;
  for (const [key, pattern] of head.entrypoints ?? []) {
    const wildcard = /^exports\["(\.[^"*]*)\*([^"*]*)"\](.*)$/.exec(key);
    if (!wildcard || wildcard[3] !== conditions) continue;
    const [prefix, suffix, path] = [wildcard[1]!, wildcard[2]!, subpath!];
    if (!path.startsWith(prefix) || !path.endsWith(suffix)) continue;
    if (path.length < prefix.length + suffix.length) continue;
    const star = path.slice(prefix.length, path.length - suffix.length);
    if (samePath(pattern.replaceAll('*', star), target)) return true;
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

function compareEntrypoints(r: Reporter, base: Surface, head: Surface): void {
  if (!base.entrypoints) return;
  const DEFAULT = '["default"]';
  for (const [name, target] of base.entrypoints) {
    // A target alone is its `default` condition: `"./x": "a.js"` is `"./x": { "default": "a.js" }`.
    const now =
      head.entrypoints?.get(name) ??
      head.entrypoints?.get(`${name}${DEFAULT}`) ??
      (name.endsWith(DEFAULT) ? head.entrypoints?.get(name.slice(0, -DEFAULT.length)) : undefined);
    if (now !== undefined && samePath(now, target)) continue;
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
        `package entry point \`${name}\` retargeted from \`${target}\` to \`${now}\`, the same module in another format (its files are compared by path)`,
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
        `package entry point \`${name}\` retargeted from \`${target}\` to \`${now}\`, which replaced it (their APIs are compared where \`${now}\` is)`,
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
        ? `package entry point \`${name}\` (\`${target}\`) removed`
        : `package entry point \`${name}\` retargeted from \`${target}\` to \`${now}\` (the two files' APIs are not compared)`,
      { line: 1, oldLine: 1 },
      now === undefined ? undefined : 'warning',
    );
  }
}
