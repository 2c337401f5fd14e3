/**
 * The TS/JS modules of a set (head versions, or base versions, read when first asked for), for
 * index.ts: the class or interface an `extends` entry names, and the declaration a re-export names,
 * followed through relative imports and re-exports. Package imports and path aliases are not resolved: what they name is not in view.
 */
import {
  firstVisit,
  typeArgumentsPut,
  type FoundClass,
  type ModuleReader,
  type ModuleTexts,
  type Step,
} from './index';
import { detachedMember, type ApiSymbol, type Member, type Surface } from '../model';
import { loadTsMorph, type SourceFile } from '../ts/context';
import { tsFileSurface } from '../ts/index';
import { TsTypeOracle } from '../ts/oracle';
import type { SymbolSource, SymbolSources } from '../ts/reuse';
import { splitTopLevel } from '../type-text';
import { specifierCandidates } from '../module-specifiers';

interface Read {
  surface: Surface;
  /** Prints an inferred type of this module (its checker, built on first use). */
  oracle: TsTypeOracle;
  sf: SourceFile | undefined;
  /** What each exported symbol was read from. */
  sources: SymbolSources | undefined;
}

/** A symbol a module exports, found through its re-exports, and the module that declares it. */
export interface Declared extends FoundClass {
  sf: SourceFile | undefined;
  /** What the symbol was read from. */
  source: SymbolSource | undefined;
}

export class TsModules implements ModuleReader {
  readonly language = 'ts';
  private readonly modules = new Map<string, Promise<Read | undefined>>();
  private augmentations: Promise<Map<string, Set<string>>> | undefined;

  /**
   * `texts`: the TS/JS modules by path, of the head version (or the base's: `side`); a lookup
   * follows at most `maxLookups` names.
   */
  constructor(
    private readonly texts: ModuleTexts,
    private readonly maxLookups: number,
    /** Relates types by their text alone: a member's types lose their program on the way here. */
    readonly oracle: TsTypeOracle,
    private readonly side: 'base' | 'head' = 'head',
  ) {}

  static async of(
    texts: ModuleTexts,
    maxLookups: number,
    side: 'base' | 'head' = 'head',
  ): Promise<TsModules> {
    return new TsModules(texts, maxLookups, new TsTypeOracle(await loadTsMorph(), []), side);
  }

  bases(cls: ApiSymbol): string[] {
    return cls.heritage.flatMap((entry, i) =>
      entry.startsWith('extends') ? [cls.heritageNames?.[i] ?? entry] : [],
    );
  }

  /** `member` in the terms of the question's class: its bases' type arguments put in. */
  async comparable(found: FoundClass, member: Member, chain: Step[]): Promise<Member> {
    const read = await this.module(found.path);
    const put = typeArgumentsPut(chain, typeArguments);
    return detachedMember(member, (ref) => read!.oracle.display(ref), put);
  }

  /**
   * The class or interface an `extends` entry names in `importer`: `extends './core'.Base<T>` (as
   * heritageNames writes an imported base) is the `Base` that `core.ts` exports; a bare name is
   * one `importer` declares.
   */
  async classNamed(
    importer: string,
    qualified: string,
    visited = new Set<string>(),
  ): Promise<FoundClass | undefined> {
    if (!firstVisit(visited, importer, qualified, this.maxLookups)) return undefined;
    const entry = qualified.replace(/^extends\s+/, '');
    const imported = /^'([^']*)'(?:\.([\w$]+))?(?:<.*)?$/s.exec(entry);
    if (imported) {
      const path = await modulePath(importer, imported[1]!, this.texts);
      // A module bound whole (`require('./e')`) is its `export =`.
      const found =
        path === undefined
          ? undefined
          : await this.exported(path, imported[2] ?? 'export=', visited);
      return classLike(found?.symbol) ? found : undefined;
    }
    const name = /^([\w$]+)(?:<.*)?$/s.exec(entry)?.[1];
    const read = name === undefined ? undefined : await this.module(importer);
    const symbol = read && (read.surface.symbols.get(name!) ?? read.surface.local?.(name!));
    return classLike(symbol) ? { symbol, surface: read!.surface, path: importer } : undefined;
  }

  /**
   * Whether the module `specifier` names from `importer` exports `name` (its own declaration, a
   * re-export, or an `export *` of a module that does): `unknown` where a module on the way is not
   * in view.
   */
  async exportsName(
    importer: string,
    specifier: string,
    name: string,
    visited = new Set<string>(),
  ): Promise<'yes' | 'no' | 'unknown'> {
    if (!firstVisit(visited, importer, `'${specifier}'.${name}`, this.maxLookups)) return 'no';
    const path = await modulePath(importer, specifier, this.texts);
    const read = path === undefined ? undefined : await this.module(path);
    if (!read || path === undefined) return 'unknown';
    const { surface } = read;
    if (surface.symbols.has(name)) return 'yes';
    const reexport = surface.reexports.get(name);
    if (reexport) return 'yes';
    let answer: 'no' | 'unknown' = 'no';
    for (const star of surface.reexports.values()) {
      if (star.name !== '*') continue;
      const found = await this.exportsName(path, star.from, name, visited);
      if (found === 'yes') return 'yes';
      if (found === 'unknown') answer = 'unknown';
    }
    return answer;
  }

  /** The declaration the module `specifier` names from `importer` exports as `name`. */
  async declaration(
    importer: string,
    specifier: string,
    name: string,
  ): Promise<Declared | undefined> {
    const path = await modulePath(importer, specifier, this.texts);
    return path === undefined ? undefined : this.exported(path, name, new Set());
  }

  /**
   * Whether a module of the set augments the interface, class or namespace `symbol` that `path`
   * declares: `declare module './a' { interface X … }` in another file adds to `./a`'s `X`.
   */
  async augmented(path: string, symbol: ApiSymbol): Promise<boolean> {
    if (!['interface', 'class', 'namespace'].includes(symbol.kind)) return false;
    this.augmentations ??= this.augmentationTargets();
    const names = (await this.augmentations).get(path);
    return names !== undefined && (names.has(symbol.name) || names.has('*'));
  }

  /** The modules of the set that `declare module` blocks augment, with the names they declare. */
  private async augmentationTargets(): Promise<Map<string, Set<string>>> {
    const targets = new Map<string, Set<string>>();
    const block = /declare\s+module\s+['"](\.[^'"]*)['"]\s*\{/g;
    for (const [importer, text] of this.texts.inSet) {
      for (const m of text.matchAll(block)) {
        const path = await modulePath(importer, m[1]!, this.texts);
        if (path === undefined) continue;
        const names = targets.get(path) ?? new Set<string>();
        // The names declared in the block (to its first closing brace at the line's start), or
        // all of them where that cannot be told.
        const body = text.slice(m.index + m[0].length).split(/\n\}/)[0] ?? '';
        const declared = [...body.matchAll(/\b(?:interface|class|namespace)\s+([\w$]+)/g)];
        if (declared.length === 0) names.add('*');
        for (const d of declared) names.add(d[1]!);
        targets.set(path, names);
      }
    }
    return targets;
  }

  /** What `path` exports as `name`, re-exports followed. */
  private async exported(
    path: string,
    name: string,
    visited: Set<string>,
  ): Promise<Declared | undefined> {
    if (!firstVisit(visited, path, name, this.maxLookups)) return undefined;
    const read = await this.module(path);
    if (!read) return undefined;
    const { surface, sf } = read;
    const symbol = surface.symbols.get(name);
    if (symbol) return { symbol, surface, path, sf, source: read.sources?.get(name) };
    const reexport = surface.reexports.get(name);
    if (reexport) {
      if (reexport.imported === '*') return undefined;
      const from = await modulePath(path, reexport.from, this.texts);
      return from === undefined ? undefined : this.exported(from, reexport.imported, visited);
    }
    for (const star of surface.reexports.values()) {
      if (star.name !== '*') continue;
      const from = await modulePath(path, star.from, this.texts);
      const found = from === undefined ? undefined : await this.exported(from, name, visited);
      if (found) return found;
    }
    return undefined;
  }

  private module(path: string): Promise<Read | undefined> {
    let read = this.modules.get(path);
    if (!read) {
      read = (async () => {
        const text = this.texts.text(path);
        if (text === undefined) return undefined;
        const morph = await loadTsMorph();
        const name = `/${this.side}/${path.replace(/[^\w./-]/g, '_')}`;
        const { surface, sf, sources } = tsFileSurface(morph.ts, name, text);
        if ('unparseable' in surface) return undefined;
        return { surface, sf, sources, oracle: new TsTypeOracle(morph, sf ? [sf] : []) };
      })();
      this.modules.set(path, read);
    }
    return read;
  }
}

/** The type arguments an `extends` entry gives its base: `extends './m'.Base<A, B<C>>` → A, B<C>. */
function typeArguments(entry: string): string[] {
  const args = /^(?:extends\s+)?(?:'[^']*'\.?)?[\w$.]*<(.*)>$/s.exec(entry)?.[1];
  return args === undefined ? [] : splitTopLevel(args, ',');
}

function classLike(symbol: ApiSymbol | undefined): symbol is ApiSymbol {
  return symbol?.kind === 'class' || symbol?.kind === 'interface';
}

/** The module of the set a relative specifier names from `importer`; undefined for any other. */
async function modulePath(importer: string, specifier: string, heads: ModuleTexts) {
  if (!specifier.startsWith('.')) return undefined;
  return heads.first(specifierCandidates(importer, specifier));
}
