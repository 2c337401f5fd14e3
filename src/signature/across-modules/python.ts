/**
 * The Python modules of a set (head versions, or base versions, outline-parsed when first asked
 * for), for across-modules.ts: the class a base names, and the declaration a re-export names,
 * followed through imports and re-exports.
 */
import {
  firstVisit,
  typeArgumentsPut,
  type FoundClass,
  type ModuleReader,
  type ModuleTexts,
  type Step,
} from './index';
import { isPythonBase } from '../compare/members';
import { absoluteModule } from '../compare/python-modules';
import { detachedMember, inModule, type ApiSymbol, type Member, type Surface } from '../model';
import { splitTopLevel } from '../type-text';
import { pyOracle } from '../py/oracle';
import { pyPairSurfaces } from '../py/pair';

const MODULE_ENDINGS = ['.pyi', '.py', '/__init__.pyi', '/__init__.py'];

export class PyModules implements ModuleReader {
  readonly language = 'py';
  readonly oracle = pyOracle;
  private readonly surfaces = new Map<string, Promise<Surface | undefined>>();

  /**
   * `texts`: the Python modules by path, of the head version (or the base's); a lookup follows at
   * most `maxLookups` names.
   */
  constructor(
    private readonly texts: ModuleTexts,
    private readonly maxLookups: number,
  ) {}

  bases(cls: ApiSymbol): string[] {
    return cls.heritage.flatMap((entry, i) =>
      isPythonBase(entry) ? [cls.heritageNames?.[i] ?? entry] : [],
    );
  }

  /** `member` in the terms of the question's class: its bases' type arguments put in. */
  comparable(_found: FoundClass, member: Member, chain: Step[]): Member {
    const put = typeArgumentsPut(chain, typeArguments);
    return detachedMember(member, (ref) => ref.text, put);
  }

  /**
   * The class `qualified` names: `.core.UnitedStates` from `a/usa/iowa.pyi` is `UnitedStates` in
   * `a/usa/core.pyi`; a bare name is one `importer` declares; a name a module imports is followed.
   */
  async classNamed(importer: string, qualified: string): Promise<FoundClass | undefined> {
    const found = await this.named(importer, qualified, new Set());
    return found?.symbol.kind === 'class' ? found : undefined;
  }

  /** The declaration the module `from` (as `importer` writes it) binds to `name`. */
  declaration(importer: string, from: string, name: string): Promise<FoundClass | undefined> {
    return this.named(importer, inModule(from, name), new Set());
  }

  /** What `qualified` names from `importer`, of any kind, imports followed. */
  private async named(
    importer: string,
    qualified: string,
    visited: Set<string>,
  ): Promise<FoundClass | undefined> {
    if (!firstVisit(visited, importer, qualified, this.maxLookups)) return undefined;
    const plain = qualified.replace(/\[.*$/s, '');
    const split = /^(\.*)((?:[\p{L}_][\p{L}\p{N}_]*\.)*)([\p{L}_][\p{L}\p{N}_]*)$/u.exec(plain);
    if (!split) return undefined;
    const [, dots = '', dotted = '', name = ''] = split;
    const path =
      dots === '' && dotted === ''
        ? importer
        : await this.modulePath(importer, dots, dotted.slice(0, -1));
    const surface = path === undefined ? undefined : await this.surface(path);
    if (!surface || path === undefined) return undefined;
    const symbol = surface.symbols.get(name) ?? surface.hidden.get(name);
    const reexport = surface.reexports.get(name);
    if (!symbol && !reexport) {
      // A name the module does not bind itself may come from a `from m import *`, the last first.
      for (const from of [...(surface.starImports ?? [])].reverse()) {
        const found = await this.named(path, inModule(from, name), visited);
        if (found) return found;
      }
      // A bare name the module neither binds nor imports is a builtin (`class M(type)`), read
      // where the set holds the builtins' stub (typeshed's `builtins.pyi`).
      if (path === importer && dots === '' && dotted === '')
        return this.named(importer, `builtins.${name}`, visited);
    }
    const from = symbol?.importedFrom ?? (symbol ? undefined : reexport?.from);
    if (from !== undefined) {
      const imported = symbol?.importedName ?? reexport?.imported ?? name;
      if (imported === '*') return undefined;
      return this.named(path, inModule(from, imported), visited);
    }
    return symbol ? { symbol, surface, path } : undefined;
  }

  /** The path of the module `name` names from `importer` (`._client`, `pkg.core`), if any. */
  async moduleNamed(importer: string, name: string): Promise<string | undefined> {
    const split = /^(\.*)(.*)$/s.exec(name)!;
    return this.modulePath(importer, split[1]!, split[2]!);
  }

  /**
   * The path of a module: relative (`..core` from a file) by its folders; absolute (`pkg.core`) by
   * the set's paths ending in its name below a folder that is no package, the one nearest the
   * importer if several, or below the set's root where the root is the package it names (`lil
   * api-diff old/django new/django`: `django.db` is `db/__init__.py`), else outside the set below
   * the folder the importer's own top package is in (`lib/` for `lib/pkg/usa/ohio.py`), the root
   * or `src/`.
   */
  private async modulePath(
    importer: string,
    dots: string,
    dotted: string,
  ): Promise<string | undefined> {
    const parts = dotted === '' ? [] : dotted.split('.');
    const endings = parts.length === 0 ? ['/__init__.pyi', '/__init__.py'] : MODULE_ENDINGS;
    if (dots !== '') {
      const stem = absoluteModule(importer, dots + dotted).join('/');
      return this.texts.first(endings.map((e) => stem + e));
    }
    const { inSet, pythonRoot } = this.texts;
    if (parts[0] === pythonRoot) {
      const rest = parts.slice(1).join('/');
      // (`django` alone is the root's own `__init__`.)
      const rooted = rest === '' ? ['__init__.pyi', '__init__.py'] : endings.map((e) => rest + e);
      const found = rooted.find((p) => inSet.has(p));
      if (found !== undefined) return found;
    }
    const stem = parts.join('/');
    let best: string | undefined;
    let bestShared = -1;
    for (const ending of endings) {
      for (const path of this.texts.inSet.keys()) {
        if (path !== stem + ending && !path.endsWith(`/${stem}${ending}`)) continue;
        // Named from its top package: the folder holding it is no package (`stdlib/threading.pyi`
        // is `threading`; `gevent/threading.pyi` beside `gevent/__init__.pyi` is not).
        const root = path.slice(0, path.length - stem.length - ending.length);
        if (inSet.has(`${root}__init__.pyi`) || inSet.has(`${root}__init__.py`)) continue;
        const shared = sharedPrefix(path, importer);
        if (shared > bestShared) [best, bestShared] = [path, shared];
      }
      if (best !== undefined) return best;
    }
    const top = `/${importer}`.indexOf(`/${parts[0]}/`);
    const roots = new Set([...(top > 0 ? [importer.slice(0, top)] : []), '', 'src/']);
    return this.texts.first([...roots].flatMap((root) => endings.map((e) => root + stem + e)));
  }

  /** A module's surface, read once. */
  surface(path: string): Promise<Surface | undefined> {
    let read = this.surfaces.get(path);
    if (!read) {
      read = (async () => {
        const [surface] = await pyPairSurfaces(this.texts.text(path) ?? null, null);
        return surface && !('unparseable' in surface) ? surface : undefined;
      })();
      this.surfaces.set(path, read);
    }
    return read;
  }
}

function sharedPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
}

/** The type arguments a base entry gives: `.core.Base[int, dict[str, T]]` → int, dict[str, T]. */
function typeArguments(entry: string): string[] {
  const args = /^[\w.]*\[(.*)\]$/su.exec(entry)?.[1];
  return args === undefined ? [] : splitTopLevel(args, ',');
}
