/**
 * What one pair cannot see and the set it belongs to can: a member gone from a class whose bases
 * are imported from other modules may now be inherited from one of them (a subclass's redundant
 * override removed, workalendar's `Iowa.include_columbus_day` now only in `UnitedStates`, a TS
 * method moved up into the base class another file exports). The set reads the head version of
 * each such module (its own, or one the caller reads for it: a file the change does not touch),
 * follows the bases there and in the modules they import from, and:
 * - where an ancestor declares the member, compares the removed member with that one instead;
 * - where every ancestor was read and none declares it, says so (no "unless inherited");
 * - else leaves the finding as the pair gave it.
 */
import type { Finding } from '../../findings';
import { compareMember, implicitCtor, isCtor } from '../compare/members';
import { Reporter } from '../compare/reporter';
import type { FileVersions } from '../diff';
import { fileFlavour, skipReason } from '../files';
import { signatureKind, type SignatureLanguage } from '../kinds';
import { descent } from './descent';
import { namesReplaced } from '../type-text';
import type {
  ApiSymbol,
  InheritanceQuestion,
  Member,
  PairFinding,
  Surface,
  TypeOracle,
} from '../model';

/** How deep a chain of bases is followed across modules (a cycle stops earlier). */
const MAX_DEPTH = 16;
/** How many names (a module and a name in it) one base's lookup follows through imports. */
const MAX_LOOKUPS = 256;

/**
 * Reads the head versions of modules outside the set (a base class in a file the change does not
 * touch): one text per path, undefined where there is none.
 */
export type ReadModules = (paths: string[]) => Promise<(string | undefined)[]>;

/** At most this many paths are read from outside the set in one run (API calls, on a PR). */
const MAX_READS = 512;

/** The head texts of one language's modules: the set's own, then those read from outside it. */
export class ModuleTexts {
  private readonly outsideTexts = new Map<string, string | undefined>();
  private reads = 0;

  constructor(
    readonly inSet: ReadonlyMap<string, string>,
    private readonly outside?: ReadModules,
    /** The Python package whose folder is the set's root, if it is one (DiffOptions.pythonRoot). */
    readonly pythonRoot?: string,
  ) {}

  /** A module's text; none for one the analysis skips (binary, over 1 MB, minified). */
  text(path: string): string | undefined {
    const text = this.inSet.get(path) ?? this.outsideTexts.get(path);
    return text === undefined || skipReason(text, fileFlavour(path)) ? undefined : text;
  }

  /** The first of `candidates` (in order) that is a module, in the set or read from outside it. */
  async first(candidates: string[]): Promise<string | undefined> {
    const known = candidates.findIndex((p) => this.inSet.has(p));
    const before = known < 0 ? candidates : candidates.slice(0, known);
    const unread = before.filter((p) => !this.outsideTexts.has(p));
    if (this.outside && unread.length > 0 && this.reads + unread.length <= MAX_READS) {
      this.reads += unread.length;
      // A failed read leaves those bases not in view: the findings keep their caveat.
      const texts = await this.outside(unread).catch(() => []);
      unread.forEach((p, i) => this.outsideTexts.set(p, texts[i]));
    }
    const outside = before.find((p) => this.outsideTexts.get(p) !== undefined);
    return outside ?? (known < 0 ? undefined : candidates[known]);
  }
}

/**
 * Whether a lookup reaches `qualified` in `importer` for the first time, within `max` names: each
 * name in each module once, so re-export and star-import cycles end and wide barrels stay linear.
 */
export function firstVisit(
  visited: Set<string>,
  importer: string,
  qualified: string,
  max: number,
): boolean {
  const key = `${importer}\0${qualified}`;
  if (visited.has(key) || visited.size >= max) return false;
  visited.add(key);
  return true;
}

/**
 * Rewrites a type text of the class a chain of bases ends at in the terms of the class it starts
 * from: each base's type arguments (`arguments` reads them from an entry: `Base<string>`,
 * `Base[int]`) put in for its type parameters, defaults where none is given.
 */
export function typeArgumentsPut(
  chain: Step[],
  typeArguments: (entry: string) => string[],
): (text: string) => string {
  let put = namesReplaced(new Map());
  for (const { entry, symbol } of chain) {
    const args = typeArguments(entry).map(put);
    const names = new Map<string, string>();
    symbol.typeParams.forEach((p, i) => {
      const value = args[i] ?? (p.default && namesReplaced(names)(p.default.text));
      if (value) names.set(p.name, value);
    });
    put = namesReplaced(names);
  }
  return put;
}

/** A class or interface found in a module of the set, and that module (read, and its path). */
export interface FoundClass {
  symbol: ApiSymbol;
  surface: Surface;
  path: string;
}

/** How the modules of one language are found and read. */
export interface ModuleReader {
  readonly language: SignatureLanguage;
  /** Relates a question's member to the one an ancestor declares. */
  readonly oracle: TypeOracle;
  /** The class a base entry names as `importer` writes it (imported, or declared there). */
  classNamed(importer: string, qualified: string): Promise<FoundClass | undefined>;
  /**
   * The declaration the module `from` (as `importer` writes it) exports as `name`, of any kind,
   * followed through re-exports and imports.
   */
  declaration(importer: string, from: string, name: string): Promise<FoundClass | undefined>;
  /** TS: whether a module of the set augments `symbol` (`declare module` naming `path`). */
  augmented?(path: string, symbol: ApiSymbol): Promise<boolean>;
  /** A class's heritage entries that name a base, each as imported. */
  bases(cls: ApiSymbol): string[];
  /**
   * A member `found` declares, as a question's member is compared with it; `chain` is how the
   * question's class reaches `found`: each base entry followed and the class it named.
   */
  comparable(found: FoundClass, member: Member, chain: Step[]): Member | Promise<Member>;
  /**
   * TS: whether the module `specifier` names from `importer` exports `name`, `export *` followed
   * (`unknown` where a module on the way is not in view).
   */
  exportsName?(
    importer: string,
    specifier: string,
    name: string,
  ): Promise<'yes' | 'no' | 'unknown'>;
}

/** One base followed: the heritage entry (as imported) and the class it names. */
export interface Step {
  entry: string;
  symbol: ApiSymbol;
}

/**
 * Answers the questions in `results` (one findings list per input, in input order) from the head
 * versions of the set's modules (and, for re-exports whose source changed, the base versions), in
 * place, and removes every question from the findings.
 */
export async function answerInheritanceQuestions(
  inputs: FileVersions[],
  results: Finding[][],
  readModules?: ReadModules,
  pythonRoot?: string,
): Promise<void> {
  const asks = (f: PairFinding) => f.inherits ?? f.descends ?? f.supplies ?? f.sources;
  if (!results.some((findings) => (findings as PairFinding[]).some(asks))) return;
  await answerQuestions(results, new ModuleSet(inputs, readModules, pythonRoot));
}

async function answerQuestions(results: Finding[][], modules: ModuleSet): Promise<void> {
  // First, as the declarations they compare may ask the other questions in turn.
  const sources = results.flatMap((findings, list) =>
    (findings as PairFinding[]).flatMap((finding) => {
      const question = finding.sources;
      delete finding.sources;
      return question ? [{ list, finding, question }] : [];
    }),
  );
  if (sources.length > 0) {
    const { answerSourceQuestions } = await import('./reexport-sources');
    await answerSourceQuestions(sources, results, {
      reader: (file, side) => modules.reader(file, side),
      answerTheirs: (found) => answerQuestions(found, modules),
    });
  }
  const asked: { list: number; finding: PairFinding; question: InheritanceQuestion }[] = [];
  results.forEach((findings, list) => {
    for (const finding of findings as PairFinding[]) {
      if (!finding.inherits) continue;
      asked.push({ list, finding, question: finding.inherits });
      delete finding.inherits;
    }
  });
  const descents = results.flatMap((findings) =>
    (findings as PairFinding[]).flatMap((finding) => {
      const question = finding.descends;
      delete finding.descends;
      return question ? [{ finding, question }] : [];
    }),
  );
  const supplies = results.flatMap((findings) =>
    (findings as PairFinding[]).flatMap((finding) => {
      const question = finding.supplies;
      delete finding.supplies;
      return question ? [{ finding, question }] : [];
    }),
  );
  for (const { finding, question } of supplies) {
    const file = normal(finding.file!);
    const reader = await modules.reader(file);
    if (!reader.exportsName) continue;
    let answer: 'yes' | 'no' | 'unknown' = 'no';
    for (const from of question.from) {
      const found = await reader.exportsName(file, from, question.name);
      if (found === 'yes') {
        finding.message = question.suppliedMessage.replace('{from}', `'${from}'`);
        finding.severity = 'info';
        answer = 'yes';
        break;
      }
      if (found === 'unknown') answer = 'unknown';
    }
    if (answer === 'no') {
      finding.message = question.plainMessage;
      finding.severity = signatureKind(finding.kind).severity;
    }
  }
  for (const { finding, question } of descents) {
    const file = normal(finding.file!);
    const answer = await descent(await modules.reader(file), file, question, MAX_DEPTH);
    if (answer === 'still') {
      finding.message = question.stillMessage;
      finding.severity = 'info';
    } else if (answer === 'not') {
      finding.message = question.plainMessage;
      finding.severity = signatureKind(finding.kind).severity;
    }
  }
  for (const { list, finding, question } of asked) {
    const file = normal(finding.file!);
    const reader = await modules.reader(file);
    const answer = await modules.inherited(reader, file, question);
    if (answer.found) {
      const { found, member } = answer;
      const r = new Reporter(finding.file!, reader.language, reader.oracle);
      r.head = found.surface;
      const at = { line: finding.line, oldLine: finding.oldLine };
      const compared = await reader.comparable(found, member, answer.chain);
      const js = /\.[cm]?jsx?$/.test(file);
      compareMember(r, finding.symbol!, question.member, compared, at, js, question.inInterface);
      // Said of the class's file and line; the member compared is declared in the other module.
      for (const f of r.findings) {
        const what = answer.implicit ? 'the implicit `()` of' : 'inherited from';
        f.message += ` (now ${what} \`${found.symbol.name}\`, ${found.path})`;
        f.line = finding.line;
      }
      results[list]!.splice(results[list]!.indexOf(finding), 1, ...r.findings);
    } else if (answer.complete) {
      finding.message = question.plainMessage;
      finding.severity = question.plainSeverity;
    }
  }
}

type Answer =
  /**
   * The member an ancestor declares (`implicit`: the constructor `()` of one that declares none
   * and has no base), that ancestor, and the bases followed to it.
   */
  | { found: FoundClass; member: Member; implicit?: true; chain: Step[]; complete: true }
  /** No member found; `complete`: every ancestor was read. */
  | { found?: undefined; complete: boolean };

/** The set's modules by path, and a reader for each language asked about. */
class ModuleSet {
  private readonly versions = {
    head: { py: new Map<string, string>(), ts: new Map<string, string>() },
    base: { py: new Map<string, string>(), ts: new Map<string, string>() },
  };
  /** Paths the head added: no base version of them is read from outside the set. */
  private readonly added = new Set<string>();
  private readonly readers = new Map<string, Promise<ModuleReader>>();

  constructor(
    inputs: FileVersions[],
    private readonly readModules?: ReadModules,
    private readonly pythonRoot?: string,
  ) {
    for (const f of inputs) {
      const head = f.head === null ? undefined : languageOf(f.path);
      if (head) this.versions.head[head].set(normal(f.path), f.head!);
      const path = normal(f.previousPath ?? f.path);
      const base = f.base === null ? undefined : languageOf(path);
      if (base) this.versions.base[base].set(path, f.base!);
      if (f.base === null || f.previousPath !== undefined) this.added.add(normal(f.path));
    }
  }

  /**
   * One language's module texts of one version. Outside the set a module did not change, so the
   * base version of one read from outside is its head version, unless the head added it.
   */
  private texts(language: SignatureLanguage, side: 'base' | 'head'): ModuleTexts {
    const outside = this.readModules;
    const unchanged: ReadModules | undefined =
      outside && side === 'base'
        ? async (paths) => {
            const kept = paths.filter((p) => !this.added.has(p));
            const texts = await outside(kept);
            const byPath = new Map(kept.map((p, i) => [p, texts[i]]));
            return paths.map((p) => byPath.get(p));
          }
        : outside;
    return new ModuleTexts(this.versions[side][language], unchanged, this.pythonRoot);
  }

  /** The reader of `file`'s language, of the head versions (or the base's). */
  reader(file: string, side: 'base' | 'head' = 'head'): Promise<ModuleReader> {
    const language = languageOf(file) ?? 'ts';
    const key = `${language}\0${side}`;
    let reader = this.readers.get(key);
    if (!reader) {
      const texts = this.texts(language, side);
      reader =
        language === 'py'
          ? import('./python').then((m) => new m.PyModules(texts, MAX_LOOKUPS))
          : import('./typescript').then((m) => m.TsModules.of(texts, MAX_LOOKUPS, side));
      this.readers.set(key, reader);
    }
    return reader;
  }

  inherited(reader: ModuleReader, file: string, question: InheritanceQuestion): Promise<Answer> {
    return this.searchBases(reader, file, question.bases, question.member, new Set(), []);
  }

  /**
   * Looks for `member` in the classes `bases` name (as imported into `importer`) and their bases;
   * complete when every one was read.
   */
  private async searchBases(
    reader: ModuleReader,
    importer: string,
    bases: string[],
    member: Member,
    seen: Set<ApiSymbol>,
    chain: Step[],
  ): Promise<Answer> {
    let complete = true;
    for (const qualified of bases) {
      const found = await this.search(reader, importer, qualified, member, seen, chain);
      if (found.found) return found;
      complete &&= found.complete;
    }
    return { complete };
  }

  /** Looks for `member` in the class `qualified` names (imported into `importer`) and its bases. */
  private async search(
    reader: ModuleReader,
    importer: string,
    qualified: string,
    member: Member,
    seen: Set<ApiSymbol>,
    chain: Step[],
  ): Promise<Answer> {
    const cls = chain.length < MAX_DEPTH ? await reader.classNamed(importer, qualified) : undefined;
    if (!cls) return { complete: false };
    if (seen.has(cls.symbol)) return { complete: true };
    seen.add(cls.symbol);
    const via = [...chain, { entry: qualified, symbol: cls.symbol }];
    const bases = reader.bases(cls.symbol);
    // A constructor is the nearest one declared along a chain of single bases, else the implicit
    // `()` of the class that has no base.
    const ctor = isCtor(member);
    const own = ctor
      ? cls.symbol.members.find(isCtor)
      : cls.symbol.members.find(
          (m) => m.name === member.name && m.static === member.static && m.visibility !== 'private',
        );
    if (own) return { found: cls, member: own, chain: via, complete: true };
    if (ctor && bases.length === 0) {
      const implicit = implicitCtor(cls.symbol, reader.language);
      return { found: cls, member: implicit, implicit: true, chain: via, complete: true };
    }
    if (ctor && bases.length > 1) return { complete: false };
    return this.searchBases(reader, cls.path, bases, member, seen, via);
  }
}

function languageOf(path: string): SignatureLanguage | undefined {
  const flavour = fileFlavour(path);
  return flavour === 'py' ? 'py' : flavour === 'ts' || flavour === 'js' ? 'ts' : undefined;
}

function normal(path: string): string {
  return path.replace(/\\/g, '/');
}
