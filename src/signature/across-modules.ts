/**
 * What one pair cannot see and the set it belongs to can: a Python member gone from a class whose
 * bases are imported from other modules of the set may now be inherited from one of them (a
 * subclass's redundant override removed, workalendar's `Iowa.include_columbus_day` now only in
 * `UnitedStates`). The set reads the head version of each such module, follows the bases there
 * and in the modules they import from, and:
 * - where an ancestor declares the member, compares the removed member with that one instead;
 * - where every ancestor was read and none declares it, says so (no "unless inherited");
 * - else leaves the finding as the pair gave it.
 */
import type { Finding } from '../findings';
import { compareMember, isPythonBase } from './compare/members';
import { absoluteModule } from './compare/python-modules';
import { Reporter } from './compare/reporter';
import type { FileVersions } from './diff';
import type { ApiSymbol, InheritanceQuestion, Member, PairFinding, Surface } from './model';

/** How deep a chain of bases is followed across modules (a cycle stops earlier). */
const MAX_DEPTH = 16;

/**
 * Answers the questions in `results` (one findings list per input, in input order) from the head
 * versions of the set's Python modules, in place, and removes every question from the findings.
 */
export async function answerInheritanceQuestions(
  inputs: FileVersions[],
  results: Finding[][],
): Promise<void> {
  const asked: { list: number; finding: PairFinding; question: InheritanceQuestion }[] = [];
  results.forEach((findings, list) => {
    for (const finding of findings as PairFinding[]) {
      if (!finding.inherits) continue;
      asked.push({ list, finding, question: finding.inherits });
      delete finding.inherits;
    }
  });
  if (asked.length === 0) return;
  const modules = new ModuleSet(inputs);
  const { pyOracle } = await import('./py/oracle');
  for (const { list, finding, question } of asked) {
    const answer = await modules.inherited(finding.file!, question);
    if (answer.member) {
      const r = new Reporter(finding.file!, 'py', pyOracle);
      r.head = answer.surface;
      const at = { line: finding.line, oldLine: finding.oldLine };
      compareMember(r, finding.symbol!, question.member, answer.member, at, false);
      // Said of the class's file and line; the member compared is declared in the other module.
      for (const f of r.findings) {
        f.message += ` (now inherited from \`${answer.owner}\`, ${answer.path})`;
        f.line = finding.line;
      }
      results[list]!.splice(results[list]!.indexOf(finding), 1, ...r.findings);
    } else if (answer.complete) {
      finding.message = question.plainMessage;
      finding.severity = question.plainSeverity;
    }
  }
}

interface Answer {
  /** The member an ancestor declares, that ancestor, and its module (read, and its path). */
  member?: Member;
  surface?: Surface;
  owner?: string;
  path?: string;
  /** No member found, and every ancestor was read. */
  complete: boolean;
}

/** The set's Python modules by path, their head versions read when first asked for. */
class ModuleSet {
  private readonly heads = new Map<string, string>();
  private readonly surfaces = new Map<string, Promise<Surface | undefined>>();

  constructor(inputs: FileVersions[]) {
    for (const f of inputs) {
      if (f.head !== null && /\.pyi?$/.test(f.path)) this.heads.set(normal(f.path), f.head);
    }
  }

  inherited(file: string, question: InheritanceQuestion): Promise<Answer> {
    return this.searchBases(normal(file), question.bases, question.member, new Set(), 0);
  }

  /**
   * Looks for `member` in the classes `bases` name (as imported into `importer`) and their bases;
   * complete when every one was read.
   */
  private async searchBases(
    importer: string,
    bases: string[],
    member: Member,
    seen: Set<ApiSymbol>,
    depth: number,
  ): Promise<Answer> {
    let complete = true;
    for (const qualified of bases) {
      const found = await this.search(importer, qualified, member, seen, depth);
      if (found.member) return found;
      complete &&= found.complete;
    }
    return { complete };
  }

  /** Looks for `member` in the class `qualified` names (imported into `importer`) and its bases. */
  private async search(
    importer: string,
    qualified: string,
    member: Member,
    seen: Set<ApiSymbol>,
    depth: number,
  ): Promise<Answer> {
    const cls = depth < MAX_DEPTH ? await this.classNamed(importer, qualified, 0) : undefined;
    if (!cls) return { complete: false };
    if (seen.has(cls.symbol)) return { complete: true };
    seen.add(cls.symbol);
    const own = cls.symbol.members.find(
      (m) => m.name === member.name && m.static === member.static && m.visibility !== 'private',
    );
    if (own) {
      const { surface, path } = cls;
      return { member: own, surface, owner: cls.symbol.name, path, complete: true };
    }
    const { heritage, heritageNames } = cls.symbol;
    const bases = heritage.flatMap((entry, i) =>
      isPythonBase(entry) ? [heritageNames?.[i] ?? entry] : [],
    );
    return this.searchBases(cls.path, bases, member, seen, depth + 1);
  }

  /**
   * The class `qualified` names: `.core.UnitedStates` from `a/usa/iowa.pyi` is `UnitedStates` in
   * `a/usa/core.pyi`; a bare name is one `importer` declares; a name a module imports is followed.
   */
  private async classNamed(
    importer: string,
    qualified: string,
    hops: number,
  ): Promise<{ symbol: ApiSymbol; surface: Surface; path: string } | undefined> {
    const plain = qualified.replace(/\[.*$/s, '');
    const split = /^(\.*)((?:[\p{L}_][\p{L}\p{N}_]*\.)*)([\p{L}_][\p{L}\p{N}_]*)$/u.exec(plain);
    if (!split || hops > MAX_DEPTH) return undefined;
    const [, dots = '', dotted = '', name = ''] = split;
    const path =
      dots === '' && dotted === ''
        ? importer
        : this.modulePath(importer, dots, dotted.slice(0, -1));
    const surface = path === undefined ? undefined : await this.surface(path);
    if (!surface || path === undefined) return undefined;
    const symbol = surface.symbols.get(name) ?? surface.hidden.get(name);
    const reexport = surface.reexports.get(name);
    // A bare name the module neither binds nor imports is a builtin (`class M(type)`), read
    // where the set holds the builtins' stub (typeshed's `builtins.pyi`).
    if (!symbol && !reexport && path === importer && dots === '' && dotted === '')
      return this.classNamed(importer, `builtins.${name}`, hops + 1);
    const from = symbol?.importedFrom ?? (symbol ? undefined : reexport?.from);
    if (from !== undefined) {
      const imported = symbol?.importedName ?? reexport?.imported ?? name;
      if (imported === '*') return undefined;
      const next = `${from}${from.endsWith('.') ? '' : '.'}${imported}`;
      return this.classNamed(path, next, hops + 1);
    }
    return symbol?.kind === 'class' ? { symbol, surface, path } : undefined;
  }

  /**
   * The path of a module in the set: relative (`..core` from a file) by its folders; absolute
   * (`pkg.core`) by the paths ending in its name below a folder that is no package, the one
   * nearest the importer if several.
   */
  private modulePath(importer: string, dots: string, dotted: string): string | undefined {
    const parts = dotted === '' ? [] : dotted.split('.');
    const endings = parts.length === 0 ? ['/__init__.pyi', '/__init__.py'] : MODULE_ENDINGS;
    if (dots !== '') {
      const stem = absoluteModule(importer, dots + dotted).join('/');
      return endings.map((e) => stem + e).find((p) => this.heads.has(p));
    }
    const stem = parts.join('/');
    let best: string | undefined;
    let bestShared = -1;
    for (const ending of endings) {
      for (const path of this.heads.keys()) {
        if (path !== stem + ending && !path.endsWith(`/${stem}${ending}`)) continue;
        // Named from its top package: the folder holding it is no package (`stdlib/threading.pyi`
        // is `threading`; `gevent/threading.pyi` beside `gevent/__init__.pyi` is not).
        const root = path.slice(0, path.length - stem.length - ending.length);
        if (this.heads.has(`${root}__init__.pyi`) || this.heads.has(`${root}__init__.py`)) continue;
        const shared = sharedPrefix(path, importer);
        if (shared > bestShared) [best, bestShared] = [path, shared];
      }
      if (best !== undefined) return best;
    }
    return undefined;
  }

  private surface(path: string): Promise<Surface | undefined> {
    let read = this.surfaces.get(path);
    if (!read) {
      read = (async () => {
        const { pyPairSurfaces } = await import('./py/pair');
        const [surface] = await pyPairSurfaces(this.heads.get(path) ?? null, null);
        return surface && !('unparseable' in surface) ? surface : undefined;
      })();
      this.surfaces.set(path, read);
    }
    return read;
  }
}

const MODULE_ENDINGS = ['.pyi', '.py', '/__init__.pyi', '/__init__.py'];

function normal(path: string): string {
  return path.replace(/\\/g, '/');
}

function sharedPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
}
