/**
 * Comment inventory shared by the TS and Python extractors: normalized texts (comment-text.ts),
 * classification and anchoring (signature-anchors.md §6).
 */
import { normalizeComment } from './comment-text';
import type { SignatureLanguage } from './kinds';
import type { CommentClass, CommentInventory, CommentRecord } from './model';
import { isWhitespace, lineAt, lineOf, lineStarts } from './source-text';

/** One comment as an extractor found it. */
export interface RawComment {
  start: number;
  end: number;
  /** A JSDoc block or a docstring. */
  doc: boolean;
  /** Set by the extractor for the doc comment of a public declaration. */
  publicDoc?: boolean;
  /** Python docstrings are string literals: their text is taken verbatim, quotes stripped. */
  docstring?: boolean;
}

const ANCHOR_CHARS = 40;
const LICENSE = /copyright|licen[sc]e|spdx-|©|\(c\)\s*\d{4}/i;
const TODO = /\b(TODO|FIXME|HACK|XXX)\b/;

const TS_DIRECTIVE =
  /^(@ts-(ignore|expect-error|nocheck|check)\b|eslint(-disable|-enable|-env|\s)|global\s|jshint\b|tslint:|prettier-ignore\b|(istanbul|c8|v8)\s+ignore\b|biome-ignore\b|@jsx(ImportSource|Runtime|Frag)?\b|<reference\s|<amd-module\b|webpack[A-Z]\w*:|@vite-ignore\b)/;
const TS_FILE_SCOPE =
  /^(@ts-(nocheck|check)\b|eslint-disable(?!-next-line|-line)|eslint-env\b|global\s|<reference\s|<amd-module\b|@jsx)/;
const PY_DIRECTIVE =
  /^(type:\s*ignore\b|noqa\b|flake8:\s*noqa\b|ruff:\s*noqa\b|pragma:\s*no\s*(cover|branch)\b|fmt:\s*(off|on|skip)\b|pylint:\s*(disable|enable)|isort:\s*(skip|off|on)|nosec\b|pyright:|mypy:|-\*-.*coding[:=]|(vim?:.*)?coding[:=])/;
const PY_FILE_SCOPE = /^(flake8:\s*noqa|ruff:\s*noqa|isort:\s*skip_file|pyright:|mypy:)/;

/**
 * What a directive does, without the reason or options written beside it: its keyword and the rules
 * or names it lists. `@ts-ignore: reason` is `@ts-ignore`; `eslint-disable-next-line a, b -- why`
 * is `eslint-disable-next-line` for `a`, `b`; `eslint no-unused-vars: [...]` is `eslint` for
 * `no-unused-vars`; `global window, document` is `global` for both; `biome-ignore lint/x: why` is
 * `biome-ignore lint/x`. Any other directive is its whole text.
 */
export function directiveParts(text: string): { keyword: string; names: string[] } {
  const list = (rest: string) =>
    rest
      .split(',')
      .map((n) => n.trim().replace(/:.*$/s, ''))
      .filter(Boolean);
  const ts = /^@ts-(ignore|expect-error|nocheck|check)\b/.exec(text);
  if (ts) return { keyword: ts[0], names: [] };
  const disable = /^(eslint-(?:disable|enable)(?:-next-line|-line)?)\b(.*)$/s.exec(text);
  if (disable) return { keyword: disable[1]!, names: list(disable[2]!.replace(/\s--\s.*$/s, '')) };
  const config = /^eslint\s+(.*)$/s.exec(text);
  if (config)
    return {
      keyword: 'eslint',
      names: [...config[1]!.matchAll(/(?:^|,)\s*([@\w/-]+)\s*:/g)].map((m) => m[1]!),
    };
  const globals = /^(globals?)\s+(.*)$/s.exec(text);
  if (globals) return { keyword: 'global', names: list(globals[2]!) };
  if (/^biome-ignore\b/.test(text)) return { keyword: text.replace(/:.*$/s, '').trim(), names: [] };
  return { keyword: text, names: [] };
}

function classify(
  language: SignatureLanguage,
  raw: RawComment,
  text: string,
  source: string,
  beforeCode: boolean,
): { cls: CommentClass; fileScope: boolean } {
  const rawText = source.slice(raw.start, raw.end);
  if (raw.start === 0 && rawText.startsWith('#!')) return { cls: 'directive', fileScope: true };
  const directive = language === 'ts' ? TS_DIRECTIVE : PY_DIRECTIVE;
  if (!raw.docstring && directive.test(text)) {
    const fileScope = language === 'ts' ? TS_FILE_SCOPE : PY_FILE_SCOPE;
    const cookie = language === 'py' && /coding[:=]/.test(text) && lineOf(source, raw.start) <= 2;
    return { cls: 'directive', fileScope: beforeCode || cookie || fileScope.test(text) };
  }
  if (beforeCode && !raw.docstring && LICENSE.test(text))
    return { cls: 'license', fileScope: true };
  if (raw.doc) return { cls: 'doc', fileScope: false };
  return { cls: TODO.test(text) ? 'todo' : 'plain', fileScope: false };
}

/**
 * Groups adjacent own-line `//` / `#` comments into one block (so re-wrapping a paragraph keeps
 * its text), takes the code out from around the comments, and anchors each block to the code it
 * sits on (the code before it on its line, else the code after it). Classes, anchors and the code
 * text are computed on first use: only comments that went missing need them. `comments` are sorted
 * by start and do not overlap (FileComments makes them so).
 */
export function buildInventory(
  language: SignatureLanguage,
  source: string,
  comments: RawComment[],
  starts: number[] = lineStarts(source),
  known: CommentTexts = new CommentTexts(),
): CommentInventory {
  const sorted = comments;
  let commentChars = 0;
  const texts: string[] = [];
  for (const c of sorted) {
    const read = known.of(source.slice(c.start, c.end), c.docstring === true);
    commentChars += read.chars;
    texts.push(read.text);
  }
  const firstCode = firstCodeAt(source, sorted);
  const from: InventorySource = { language, source, sorted, starts, firstCode };
  const records: CommentRecord[] = [];
  for (const [first, end] of groupLineComments(source, sorted, starts, texts)) {
    const text =
      end === first + 1 ? texts[first]! : texts.slice(first, end).filter(Boolean).join(' ');
    if (text === '' && !sorted[first]!.doc) continue;
    records.push(new InventoryRecord(from, first, end, text, lineAt(starts, sorted[first]!.start)));
  }
  let code: string | undefined;
  let codeChars: number | undefined;
  return {
    records,
    commentChars,
    // Only a file whose comments shrank needs its code counted (the comment share).
    get codeChars() {
      codeChars ??= nonWhitespace(source, 0, source.length) - commentChars;
      return codeChars;
    },
    get code() {
      code ??= codeText(source, sorted);
      return code;
    },
  };
}

/** A raw comment's normalized text and its count of non-whitespace characters. */
interface CommentText {
  text: string;
  chars: number;
}

/**
 * Comment texts already read, by raw text: the two versions of a file share most comments, so the
 * second inventory of a pair reads only the comments the first did not have.
 */
export class CommentTexts {
  private readonly comments = new Map<string, CommentText>();
  private readonly docstrings = new Map<string, CommentText>();

  of(raw: string, docstring: boolean): CommentText {
    const known = docstring ? this.docstrings : this.comments;
    let read = known.get(raw);
    if (!read) {
      read = { text: normalizeComment(raw, docstring), chars: nonWhitespace(raw, 0, raw.length) };
      known.set(raw, read);
    }
    return read;
  }
}

/** What the records of one inventory are read from. */
interface InventorySource {
  language: SignatureLanguage;
  source: string;
  sorted: RawComment[];
  starts: number[];
  /** Offset of the first code character, -1 when there is none. */
  firstCode: number;
}

/**
 * One comment block (`sorted[first, end)`). Its class and anchor are computed on first use: only
 * comments that went missing need them.
 */
class InventoryRecord implements CommentRecord {
  private classified: { cls: CommentClass; fileScope: boolean } | undefined;
  private anchorText: string | undefined;

  constructor(
    private readonly from: InventorySource,
    private readonly first: number,
    private readonly end: number,
    readonly text: string,
    readonly line: number,
  ) {}

  get cls(): CommentClass {
    return this.classification().cls;
  }

  get fileScope(): boolean {
    return this.classification().fileScope;
  }

  get publicDoc(): boolean {
    return this.from.sorted[this.first]!.publicDoc === true;
  }

  get anchor(): string {
    if (this.anchorText === undefined) {
      const { source, sorted, starts } = this.from;
      const before = codeBefore(source, sorted, this.first, starts);
      this.anchorText = before !== '' ? before : codeAfter(source, sorted, this.end - 1);
    }
    return this.anchorText;
  }

  private classification(): { cls: CommentClass; fileScope: boolean } {
    if (!this.classified) {
      const { language, source, sorted, firstCode } = this.from;
      const raw = sorted[this.first]!;
      const beforeCode = firstCode === -1 || raw.start < firstCode;
      this.classified = classify(language, raw, this.text, source, beforeCode);
    }
    return this.classified;
  }
}

/** The source without its comments and all whitespace. */
function codeText(source: string, sorted: RawComment[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const c of sorted) {
    parts.push(source.slice(at, c.start).replace(/\s+/g, ''));
    at = c.end;
  }
  parts.push(source.slice(at).replace(/\s+/g, ''));
  return parts.join('');
}

/** Offset of the first non-whitespace character outside the comments, -1 when there is none. */
function firstCodeAt(source: string, sorted: RawComment[]): number {
  let at = 0;
  for (let i = 0; i <= sorted.length; i++) {
    const end = i < sorted.length ? sorted[i]!.start : source.length;
    for (; at < end; at++) if (!isWhitespace(source.charCodeAt(at))) return at;
    if (i < sorted.length) at = sorted[i]!.end;
  }
  return -1;
}

function nonWhitespace(source: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (!isWhitespace(source.charCodeAt(i))) n++;
  return n;
}

/** Code on the comment's own line before it, without other comments and whitespace. */
function codeBefore(source: string, sorted: RawComment[], at: number, starts: number[]): string {
  const c = sorted[at]!;
  const lineStart = starts[lineAt(starts, c.start) - 1]!;
  const parts: string[] = [];
  let end = c.start;
  for (let j = at - 1; j >= 0 && sorted[j]!.end > lineStart; j--) {
    parts.push(source.slice(sorted[j]!.end, end));
    end = sorted[j]!.start;
  }
  if (end > lineStart) parts.push(source.slice(lineStart, end));
  return parts.reverse().join('').replace(/\s+/g, '').slice(-ANCHOR_CHARS);
}

/** The first code characters after a comment, skipping whitespace and further comments. */
function codeAfter(source: string, sorted: RawComment[], at: number): string {
  let out = '';
  let next = at + 1;
  for (let i = sorted[at]!.end; i < source.length && out.length < ANCHOR_CHARS; i++) {
    const comment = sorted[next];
    if (comment && comment.start === i) {
      i = comment.end - 1;
      next++;
      continue;
    }
    if (!isWhitespace(source.charCodeAt(i))) out += source[i]!;
  }
  return out;
}

/** Blocks of adjacent comments as `[from, to)` index ranges into `sorted`. */
function groupLineComments(
  source: string,
  sorted: RawComment[],
  starts: number[],
  texts: string[],
): [number, number][] {
  const blocks: [number, number][] = [];
  const isLine = (c: RawComment) => !c.doc && !source.startsWith('/*', c.start);
  const isDirective = (i: number) => {
    const text = texts[i]!;
    return (
      TS_DIRECTIVE.test(text) ||
      PY_DIRECTIVE.test(text) ||
      (sorted[i]!.start === 0 && text.startsWith('!'))
    );
  };
  for (let i = 0; i < sorted.length; i++) {
    const c = sorted[i]!;
    const block = blocks[blocks.length - 1];
    const prev = block && sorted[block[1] - 1]!;
    if (
      prev &&
      block[1] === i &&
      isLine(c) &&
      isLine(prev) &&
      lineAt(starts, c.start) === lineAt(starts, prev.start) + 1 &&
      onlyWhitespace(source, prev.end, c.start) &&
      !isDirective(i - 1) &&
      !isDirective(i)
    ) {
      block[1] = i + 1;
    } else {
      blocks.push([i, i + 1]);
    }
  }
  return blocks;
}

function onlyWhitespace(source: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isWhitespace(source.charCodeAt(i))) return false;
  return true;
}
