/**
 * Comment inventory shared by the TS and Python extractors: normalization (so re-wrapped and
 * re-indented comments compare equal), classification and anchoring (signature-anchors.md §6).
 */
import type { SignatureLanguage } from './kinds';
import type { CommentClass, CommentInventory, CommentRecord } from './model';

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
 * Strips comment markers and collapses whitespace: the text two comments are compared by. For a
 * block comment this is `/^\/\*+!?/`, then `/\*+\/$/`, then `/^[ \t]*\*+(?!\/)/gm` removed, for a
 * line comment `/^[ \t]*(\/\/+|#+)/gm`; then `\s+` becomes one space and the ends are trimmed.
 * Done in one pass over the comment (no intermediate strings): most of a file's comments are
 * normalized on both sides.
 */
export function normalizeComment(raw: string, docstring = false): string {
  if (docstring) {
    const text = raw.replace(/^[rRuUbBfF]*("""|'''|"|')/, '').replace(/("""|'''|"|')$/, '');
    return text.replace(/\s+/g, ' ').trim();
  }
  let start = 0;
  let end = raw.length;
  const block = raw.startsWith('/*');
  if (block) {
    start = 2;
    while (raw.charCodeAt(start) === STAR) start++;
    if (raw.charCodeAt(start) === BANG) start++;
    if (end > start && raw.charCodeAt(end - 1) === SLASH) {
      let stars = end - 1;
      while (stars > start && raw.charCodeAt(stars - 1) === STAR) stars--;
      if (stars < end - 1) end = stars;
    }
  }
  const words = new WordJoiner(raw);
  // Each line starts with a marker to skip; its text runs up to and including its line break.
  for (let at = start; at < end;) at = words.addLine(skipLineMarker(raw, at, end, block), end);
  return words.text();
}

/** Where a line's text starts after its marker: `[ \t]*\*+(?!\/)` in a block, `[ \t]*(\/\/+|#+)` else. */
function skipLineMarker(raw: string, at: number, end: number, block: boolean): number {
  let i = at;
  while (i < end && (raw.charCodeAt(i) === SPACE || raw.charCodeAt(i) === TAB)) i++;
  const mark = i < end ? raw.charCodeAt(i) : -1;
  if (block) {
    if (mark !== STAR) return at;
    let j = i + 1;
    while (j < end && raw.charCodeAt(j) === STAR) j++;
    // The stars must not be followed by `/`: back off one star, which then is followed by a star.
    if (j < end && raw.charCodeAt(j) === SLASH) j--;
    return j > i ? j : at;
  }
  if (mark === SLASH && i + 1 < end && raw.charCodeAt(i + 1) === SLASH) {
    let j = i + 2;
    while (j < end && raw.charCodeAt(j) === SLASH) j++;
    return j;
  }
  if (mark === HASH) {
    let j = i + 1;
    while (j < end && raw.charCodeAt(j) === HASH) j++;
    return j;
  }
  return at;
}

/** Joins the words of a text's chosen ranges with single spaces (`\s+` → ' ', ends trimmed). */
class WordJoiner {
  private out = '';
  private gap = false;

  constructor(private readonly source: string) {}

  /** Adds `source[from, end)` up to and including its first line break; returns where that stops. */
  addLine(from: number, end: number): number {
    const s = this.source;
    let i = from;
    while (i < end) {
      const c = s.charCodeAt(i);
      if (isWhitespace(c)) {
        this.gap = true;
        i++;
        if (isLineBreak(c)) return i;
        continue;
      }
      // Words joined by single spaces are copied as one slice.
      let j = i + 1;
      for (;;) {
        while (j < end && !isWhitespace(s.charCodeAt(j))) j++;
        if (j + 1 < end && s.charCodeAt(j) === SPACE && !isWhitespace(s.charCodeAt(j + 1))) j += 2;
        else break;
      }
      if (this.gap && this.out !== '') this.out += ' ';
      this.gap = false;
      this.out += s.slice(i, j);
      i = j;
    }
    return end;
  }

  text(): string {
    return this.out;
  }
}

/** A line terminator, where a multiline regex `^` matches after. */
function isLineBreak(c: number): boolean {
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
}

const SPACE = 32;
const TAB = 9;
const STAR = 42;
const SLASH = 47;
const BANG = 33;
const HASH = 35;

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

/** 1-based line of an offset. */
export function lineOf(source: string, offset: number): number {
  let line = 1;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1))
    line++;
  return line;
}

/** Line starts, for many offset → line look-ups in one file. */
export function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

export function lineAt(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
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
): CommentInventory {
  const sorted = comments;
  let commentChars = 0;
  for (const c of sorted) commentChars += nonWhitespace(source, c.start, c.end);
  const firstCode = firstCodeAt(source, sorted);
  const texts = sorted.map((c) => normalizeComment(source.slice(c.start, c.end), c.docstring));
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

/** JavaScript's `\s`, for one UTF-16 code unit. */
export function isWhitespace(c: number): boolean {
  // Most characters are printable ASCII: one range test decides them.
  if (c > 32 && c < 0xa0) return false;
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
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
