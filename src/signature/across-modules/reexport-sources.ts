/**
 * Re-exports whose source changed (compare/index.ts asks, see SourceQuestion): the declaration the
 * base's source exported under the imported name, read from the base versions of the set's
 * modules, against the one the head's source exports, read from the head versions, compared as one
 * export of the re-exporting module. A declaration moved from `./a` to `./b` (`._funcs` to
 * `._make`) behind a package's entry, or re-exported from a bundle chunk whose content hash (and
 * export names) changed, is then judged by what it declares, not reported as a source the pair
 * could not see.
 */
import type { Finding } from '../../findings';
import { compareSymbol } from '../compare/symbols';
import { Reporter } from '../compare/reporter';
import type { PairFinding, SourceQuestion, TypeOracle } from '../model';
import { loadTsMorph } from '../ts/context';
import { TsTypeOracle } from '../ts/oracle';
import { sameDeclarations } from '../ts/reuse';
import type { FoundClass, ModuleReader } from './index';
import type { Declared } from './typescript';

/** What the set lends the answers. */
interface ModuleSetView {
  /** The modules of `file`'s language, of one version. */
  reader: (file: string, side: 'base' | 'head') => Promise<ModuleReader>;
  /** Answers the questions of findings said of the declaring module (its bases, say). */
  answerTheirs: (found: Finding[][]) => Promise<void>;
}

/** A question, the finding it rides on, and the findings list that holds it. */
export interface SourceAsked {
  list: number;
  finding: PairFinding;
  question: SourceQuestion;
}

/**
 * Answers each question in place: the finding becomes the drift between the two declarations, or
 * (none) info that they are the same, or is dropped; unanswered, it stays as it is unless the
 * question says to drop it.
 */
export async function answerSourceQuestions(
  asked: SourceAsked[],
  results: Finding[][],
  set: ModuleSetView,
): Promise<void> {
  const oracles = new Map<string, Promise<TypeOracle | undefined>>();
  // An entry and its twins (`index.d.ts`, `types.d.ts`, `.d.cts`) re-export one declaration:
  // compared once, its questions answered once.
  const drifts = new Map<string, Promise<Finding[]>>();
  for (const { list, finding, question } of asked) {
    const file = finding.file!.replace(/\\/g, '/');
    if (question.typeOnly !== undefined) {
      await answerTypeOnly(finding, question.typeOnly, results[list]!, {
        reader: await set.reader(file, 'base'),
        file,
        reexport: question.base,
      });
      continue;
    }
    const [base, head] = await Promise.all([set.reader(file, 'base'), set.reader(file, 'head')]);
    const namespace = question.base.imported === '*' || question.head.imported === '*';
    const [b, h] = namespace
      ? []
      : await Promise.all([
          declarationOf(base, file, question.base),
          declarationOf(head, file, question.head),
        ]);
    let oracle: TypeOracle | undefined;
    // A declaration another module augments (`declare module './a' { interface X { … } }`) is
    // more than the module that declares it says: not compared.
    const augmented = b && (await base.augmented?.(b.path, b.symbol));
    if (b && h && !augmented) {
      const key = `${b.path}\0${h.path}`;
      if (!oracles.has(key)) oracles.set(key, relating(base.language, b, h));
      oracle = await oracles.get(key);
    }
    const findings = results[list]!;
    const at = findings.indexOf(finding);
    if (!oracle) {
      if (question.dropUnanswered) findings.splice(at, 1);
      continue;
    }
    // One declaration on both sides: the pair of the module that declares it compares it.
    const one = b!.path === h!.path && b!.symbol.name === h!.symbol.name;
    const key = [question.name, b!.path, b!.symbol.name, h!.path, h!.symbol.name].join('\0');
    if (!one && !drifts.has(key))
      drifts.set(key, answered(compared(question.name, b!, h!, base.language, oracle), set));
    const drift = one ? [] : (await drifts.get(key)!).map((f) => ({ ...f }));
    relocate(drift, finding, b!.path, h!.path);
    if (drift.length > 0 || question.retargeted === undefined) findings.splice(at, 1, ...drift);
    else {
      finding.message = one
        ? `${question.retargeted}: both name the declaration in \`${h!.path}\`, compared there`
        : `${question.retargeted}, which declares it as the base's source did`;
      finding.severity = 'info';
    }
  }
}

/**
 * A re-export or alias that became type-only, by what the base's source declares: a type (an
 * interface, a type alias) loses nothing, and the finding goes; a value makes it breaking. An alias
 * in turn, or a declaration not in view, leaves it as it is.
 */
async function answerTypeOnly(
  finding: PairFinding,
  valueMessage: string,
  findings: Finding[],
  at: { reader: ModuleReader; file: string; reexport: SourceQuestion['base'] },
): Promise<void> {
  const found = await declarationOf(at.reader, at.file, at.reexport);
  if (!found || found.symbol.importAlias !== undefined) return;
  if (found.symbol.space === 'type') findings.splice(findings.indexOf(finding), 1);
  else {
    finding.message = valueMessage;
    finding.severity = 'breaking';
  }
}

/**
 * The declaration a re-export names. A Python name that `__all__` lists and star imports bind
 * (`from ._api import *`, `from ._client import *`: from `'._api, ._client'`) is the last such
 * module's that binds it, as the last import rebinds it.
 */
async function declarationOf(
  reader: ModuleReader,
  file: string,
  reexport: SourceQuestion['base'],
): Promise<FoundClass | undefined> {
  const modules = reader.language === 'py' ? reexport.from.split(', ').reverse() : [reexport.from];
  for (const from of modules) {
    const found = await reader.declaration(file, from, reexport.imported);
    if (found) return found;
  }
  return undefined;
}

/** What relates the two declarations' types: TS, a program of their two files. */
async function relating(
  language: ModuleReader['language'],
  b: FoundClass,
  h: FoundClass,
): Promise<TypeOracle | undefined> {
  if (language === 'py') return (await import('../py/oracle')).pyOracle;
  const [bf, hf] = [(b as Declared).sf, (h as Declared).sf];
  return bf && hf ? new TsTypeOracle(await loadTsMorph(), [bf, hf]) : undefined;
}

/** Findings with the questions they ask answered. */
async function answered(
  drift: Finding[],
  set: Pick<ModuleSetView, 'answerTheirs'>,
): Promise<Finding[]> {
  if (drift.length > 0) await set.answerTheirs([drift]);
  return drift;
}

/**
 * The two declarations compared as the export `name`, said of the module that declares the head's
 * (whose imports name what the findings ask about). Two readings of the same declarations (a
 * bundle chunk renamed, not changed) are read alike: no drift.
 */
function compared(
  name: string,
  b: FoundClass,
  h: FoundClass,
  language: ModuleReader['language'],
  oracle: TypeOracle,
): Finding[] {
  const [bs, hs] = [(b as Declared).source, (h as Declared).source];
  if (bs && hs && sameDeclarations(bs, hs)) return [];
  const r = new Reporter(h.path, language, oracle);
  r.base = b.surface;
  r.head = h.surface;
  const js = /\.[cm]?jsx?$/.test(h.path);
  compareSymbol(r, { ...b.symbol, name }, { ...h.symbol, name }, js);
  return r.findings;
}

/** Findings said of the re-export's file and lines instead, naming where it is declared. */
function relocate(drift: Finding[], reexport: Finding, basePath: string, headPath: string): void {
  const where = basePath === headPath ? `\`${headPath}\`` : `\`${headPath}\`, was \`${basePath}\``;
  for (const f of drift) {
    f.file = reexport.file;
    f.message += ` (re-exported; declared in ${where})`;
    if (reexport.line === undefined) delete f.line;
    else f.line = reexport.line;
    if (reexport.oldLine === undefined) delete f.oldLine;
    else f.oldLine = reexport.oldLine;
  }
}
