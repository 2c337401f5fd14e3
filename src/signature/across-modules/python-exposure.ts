/**
 * Python's private modules in a whole tree. PEP 8: a name is internal where any namespace holding
 * it is (`_pytest/compat.py`, `httpx/_client.py`); such a module's names are API only where a
 * public module re-exports them (`from ._client import Client`, `from ._client import *`), as
 * griffe reads a package. Given every module of both versions (`lil api-diff` of two trees), a
 * finding about a private module's name that no public module exposes, in either version, is
 * info; a class exposed lends that to the bases it inherits from, in its module and the modules
 * it imports them from. (A pull request's set lacks the public modules it leaves unchanged, so
 * it is never judged so.)
 */
import type { Finding } from '../../findings';
import type { FileVersions } from '../diff';
import { fileFlavour } from '../files';
import { inModule, type Reexport } from '../model';
import { isPythonBase } from '../compare/members';
import { ModuleTexts } from './index';
import { PyModules } from './python';

/** How many names one version's exposure follows, at most (star imports of star imports…). */
const MAX_NAMES = 100_000;

/** Whether a module path has a segment PEP 8 calls internal (`_x`, not a dunder like `__init__`). */
export function isPrivateModule(path: string): boolean {
  const segments = path.replace(/\.pyi?$/, '').split('/');
  return segments.some((s) => s.startsWith('_') && !/^__\w+__$/.test(s));
}

/** Demotes findings about names of private modules no public module exposes (see above). */
export async function markPythonInternals(
  inputs: FileVersions[],
  results: Finding[][],
  pythonRoot?: string,
): Promise<void> {
  const python = inputs.flatMap((f, i) => (fileFlavour(f.path) === 'py' ? [{ f, i }] : []));
  const judged = python.filter(({ f, i }) => isPrivateModule(f.path) && results[i]!.length > 0);
  if (judged.length === 0) return;
  const exposed = new Map<string, Map<string, Set<Exposure>>>();
  for (const side of ['base', 'head'] as const) {
    const texts = new Map(python.flatMap(({ f }) => (f[side] === null ? [] : [[f.path, f[side]]])));
    await expose(
      new PyModules(new ModuleTexts(texts, undefined, pythonRoot), MAX_NAMES),
      texts,
      exposed,
    );
  }
  for (const { f, i } of judged) {
    const names = exposed.get(f.path);
    results[i] = results[i]!.map((x) => {
      // (A removed module's finding names the module, by its path.)
      const top = x.kind === 'module-removed' ? undefined : x.symbol?.split('.')[0];
      // A name a public module imports by name is removed or renamed there, in its own finding;
      // one a star import takes is not named there, so its removal here is the only sign.
      const byName = NAMED_KINDS.has(x.kind) || x.kind === 'module-removed';
      const ways = top === undefined ? [...(names?.values() ?? [])] : [names?.get(top)];
      const exposed = ways.some((w) => w !== undefined && (!byName || w.has('star')));
      if (exposed || x.severity === 'info') return x;
      const what = top === undefined ? 'any of its names' : `\`${top}\``;
      const why = ways.some((w) => w?.has('named'))
        ? `the public modules that import ${what} say what they lose`
        : `no public module imports ${what}`;
      return {
        ...x,
        severity: 'info',
        message: `${x.message} (internal: the module is private, and ${why})`,
      };
    });
  }
}

/**
 * A re-export an import makes, not one `__all__` lists for a star import or a run-time binding to
 * supply (its `from` lists those modules, or says so in parentheses); star imports are followed
 * on their own.
 */
function madeByImport(r: Reexport): boolean {
  return !/, |\(/.test(r.from);
}

/** Kinds about a name as imported, not about what it holds. */
const NAMED_KINDS = new Set(['export-removed', 'visibility-narrowed', 'export-renamed']);

/**
 * How a private module's name is exposed: by a star import (`star`), imported by name (`named`),
 * or as a base of an exposed class (`base`), whose members its subclass lends.
 */
type Exposure = 'star' | 'named' | 'base';

/** Adds to `exposed` (by path) the names of private modules that public modules re-export. */
async function expose(
  modules: PyModules,
  texts: Map<string, string>,
  exposed: Map<string, Map<string, Set<Exposure>>>,
): Promise<void> {
  const queue: [string, string, Exposure][] = [];
  const seen = new Set<string>();
  const enqueue = (path: string, name: string, how: Exposure) => {
    const key = `${path}\0${name}\0${how}`;
    if (seen.has(key) || seen.size >= MAX_NAMES) return;
    seen.add(key);
    queue.push([path, name, how]);
  };
  const push = async (importer: string, from: string, name: string, how: Exposure = 'named') => {
    const path = await modules.moduleNamed(importer, from);
    if (path !== undefined) enqueue(path, name, how);
  };
  /**
   * What a module exports through imports: its re-exports and its star imports; for a public one,
   * whatever it imports (a name it only uses may type its API or be bound to one of its own, as
   * `re.error = _compiler.error`; a module it imports, all that module's names).
   */
  const exportsOf = async (path: string, isPublic: boolean) => {
    const surface = await modules.surface(path);
    if (!surface) return;
    for (const r of surface.reexports.values())
      if (madeByImport(r)) await push(path, r.from, r.imported);
    for (const from of surface.starImports ?? []) await push(path, from, '*', 'star');
    if (!isPublic) return;
    for (const h of surface.hidden.values()) {
      const from = h.importedFrom;
      if (from === undefined) continue;
      if (h.importedName === '*') await push(path, from, '*', 'star');
      else {
        await push(path, from, h.importedName ?? h.name);
        // `from . import _compiler`: a submodule.
        await push(path, inModule(from, h.importedName ?? h.name), '*', 'star');
      }
    }
  };
  for (const path of texts.keys()) if (!isPrivateModule(path)) await exportsOf(path, true);
  while (queue.length > 0) {
    const [path, name, how] = queue.shift()!;
    const surface = await modules.surface(path);
    if (!surface) continue;
    const names = exposed.get(path) ?? new Map<string, Set<Exposure>>();
    exposed.set(path, names);
    const mark = (n: string) => names.set(n, (names.get(n) ?? new Set()).add(how));
    if (name === '*') {
      for (const public_ of surface.symbols.keys()) mark(public_);
      await exportsOf(path, false);
      continue;
    }
    mark(name);
    const reexport = surface.reexports.get(name);
    if (reexport && madeByImport(reexport)) await push(path, reexport.from, reexport.imported, how);
    const symbol = surface.symbols.get(name) ?? surface.hidden.get(name);
    if (symbol?.importedFrom !== undefined && symbol.importedName !== '*')
      await push(path, symbol.importedFrom, symbol.importedName ?? name, how);
    // A class's bases lend it their members: a base named here, or imported here, is exposed too.
    if (symbol?.kind === 'class') {
      for (const base of symbol.heritage.filter(isPythonBase)) {
        const [first, ...rest] = base.replace(/\[.*$/s, '').split('.');
        const imported = surface.hidden.get(first!);
        // `mod.Base` of an `import mod`: `Base` in that module.
        if (rest.length > 0 && imported?.importedName === '*' && imported.importedFrom)
          await push(
            path,
            [imported.importedFrom, ...rest.slice(0, -1)].join('.'),
            rest.at(-1)!,
            'base',
          );
        else if (rest.length === 0) enqueue(path, first!, 'base');
      }
    }
  }
}
