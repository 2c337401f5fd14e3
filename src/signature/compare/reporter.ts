import type { Finding, Severity } from '../../findings';
import { signatureKind, type SignatureLanguage } from '../kinds';
import { isInferred, type Relation, type Surface, type TypeOracle, type TypeRef } from '../model';
import { withoutRepeatedMembers } from '../type-text';
import { expandTypeNames } from './python-type-names';

/** Where a finding points: the head line and the base line. */
export interface At {
  line?: number;
  oldLine?: number;
}

/** Collects the findings of one file pair; severities default to the catalogue's. */
export class Reporter {
  readonly findings: Finding[] = [];
  /**
   * While one signature or generic declaration is compared: its head type texts read in the base's
   * type parameters (`<U>(x: U)` for `<T>(x: T)`, the same parameters by position; one added with a
   * default as that default), see callables.ts typeParamReading.
   */
  readInBaseTypeParams: ((text: string) => string) | undefined;
  private readonly reported = new Set<string>();
  /** The two versions' surfaces, for what a symbol inherits from a class declared beside it. */
  base: Surface | undefined;
  head: Surface | undefined;

  constructor(
    readonly file: string,
    readonly language: SignatureLanguage,
    readonly oracle: TypeOracle,
  ) {}

  /** Records a finding and returns it; undefined when the same one was recorded already. */
  add(
    kind: string,
    symbol: string | undefined,
    message: string,
    at: At,
    severity?: Severity,
  ): Finding | undefined {
    const finding: Finding = {
      gate: 'signature',
      kind,
      severity: severity ?? signatureKind(kind).severity,
      file: this.file,
      message,
    };
    if (at.line !== undefined) finding.line = at.line;
    if (at.oldLine !== undefined) finding.oldLine = at.oldLine;
    if (symbol !== undefined) finding.symbol = symbol;
    // One declaration exported under two names that qualify alike (`export default pino` and
    // `export { pino }`, each with the namespace merged into it) is reported once.
    const key = `${kind}\0${symbol}\0${message}\0${at.line}\0${at.oldLine}`;
    if (this.reported.has(key)) return undefined;
    this.reported.add(key);
    this.findings.push(finding);
    return finding;
  }

  /**
   * How a base type relates to a head type; Python names a module defines as TypeVars or type
   * aliases are read as what they stand for (python-type-names.ts).
   */
  relate(base: TypeRef, head: TypeRef): Relation {
    const read = this.readInBaseTypeParams?.(head.text);
    // (`A | B` read as `A | A` is `A`.)
    if (read !== undefined && withoutRepeatedMembers(read) === withoutRepeatedMembers(base.text))
      return 'equal';
    // The same name on both sides is the same type (a private alias's body is not compared).
    if (this.language !== 'py' || base.text === head.text) return this.oracle.relate(base, head);
    return this.oracle.relate(...expandTypeNames(base, head, this.base, this.head));
  }

  /** A type as a message shows it, in backquotes (see `quoted`). */
  show(ref: TypeRef | undefined, other?: TypeRef): string {
    return quoted(ref && this.oracle.display(ref), other && this.oracle.display(other));
  }

  /** `base` → `head`, each quoted around where the two differ. */
  change(base: TypeRef, head: TypeRef): string {
    return `${this.show(base, head)} → ${this.show(head, base)}`;
  }
}

/** The longest text a message quotes whole. */
const QUOTE_CHARS = 120;

/** Line breaks and tabs written as escapes: a value's layout inside a string is its content. */
function oneLine(text: string): string {
  return text.replace(/\r\n|[\r\n\t]/g, (c) => (c === '\t' ? '\\t' : '\\n'));
}

/**
 * `text` as a message quotes it: in backquotes, on one line, and when longer than QUOTE_CHARS
 * clipped to a window that starts shortly before its first difference from `other` (a 50 KB
 * constant changed at its end shows that end), so every message stays one readable line.
 */
export function quoted(text: string | undefined, other?: string): string {
  if (text === undefined) return '(none)';
  const line = oneLine(text);
  if (line.length <= QUOTE_CHARS) return `\`${line}\``;
  let at = 0;
  if (other !== undefined) {
    const theirs = oneLine(other);
    while (at < line.length && line[at] === theirs[at]) at++;
  }
  const start = Math.max(0, Math.min(at - 40, line.length - QUOTE_CHARS));
  const end = start + QUOTE_CHARS;
  return `\`${start > 0 ? '…' : ''}${line.slice(start, end)}${end < line.length ? '…' : ''}\``;
}

/**
 * Whether a change in `.js` code involves a type TypeScript inferred from untyped code: its guess,
 * not the module's contract, so the finding is a warning carrying GUESSED_NOTE.
 */
export function guessedInJs(js: boolean, ...types: TypeRef[]): boolean {
  return js && types.some(isInferred);
}

export const GUESSED_NOTE = ' (types inferred from .js code)';

/** A Python name private by convention: `_x`, not a dunder. */
export function isPrivateName(name: string): boolean {
  return name.startsWith('_') && !/^__\w+__$/.test(name);
}

/** `Class.member`, or the bare name at module level. */
export function qualify(owner: string | undefined, name: string): string {
  return owner ? `${owner}.${name}` : name;
}

/** Said of a name gone from a module that binds names at run time (`Surface.openNames`). */
export function boundAtRunTime(how: string): string {
  return `the module may still bind it at run time (${how}, not compared)`;
}
