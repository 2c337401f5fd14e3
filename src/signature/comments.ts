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

/** Strips comment markers and collapses whitespace: the text two comments are compared by. */
export function normalizeComment(raw: string, docstring = false): string {
  let text = raw;
  if (docstring) {
    text = text.replace(/^[rRuUbBfF]*("""|'''|"|')/, '').replace(/("""|'''|"|')$/, '');
  } else if (text.startsWith('/*')) {
    text = text.replace(/^\/\*+!?/, '').replace(/\*+\/$/, '');
    text = text.replace(/^[ \t]*\*+(?!\/)/gm, '');
  } else {
    text = text.replace(/^[ \t]*(\/\/+|#+)/gm, '');
  }
  return text.replace(/\s+/g, ' ').trim();
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

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';

/**
 * Groups adjacent own-line `//` / `#` comments into one block (so re-wrapping a paragraph keeps
 * its text), masks comments out of the code, and anchors each block to the code it sits on.
 */
export function buildInventory(
  language: SignatureLanguage,
  source: string,
  comments: RawComment[],
): CommentInventory {
  const sorted = [...comments].sort((a, b) => a.start - b.start);
  const pieces: string[] = [];
  let commentChars = 0;
  let at = 0;
  for (const c of sorted) {
    if (c.start < at) continue;
    const text = source.slice(c.start, c.end);
    commentChars += text.replace(/\s+/g, '').length;
    pieces.push(source.slice(at, c.start), text.replace(/[^\n]/g, ' '));
    at = c.end;
  }
  pieces.push(source.slice(at));
  const maskedText = pieces.join('');
  const code = maskedText.replace(/\s+/g, '');
  const firstCode = maskedText.search(/\S/);
  const starts = lineStarts(source);
  const blocks = groupLineComments(source, sorted, starts);
  const records: CommentRecord[] = [];
  for (const block of blocks) {
    const first = block[0]!;
    const last = block[block.length - 1]!;
    const rawText = block.map((c) => source.slice(c.start, c.end)).join('\n');
    const text = normalizeComment(rawText, first.docstring);
    if (text === '' && !first.doc) continue;
    const beforeCode = firstCode === -1 || first.start < firstCode;
    const { cls, fileScope } = classify(language, first, text, source, beforeCode);
    const trailing = isTrailing(maskedText, first.start);
    records.push({
      text,
      line: lineAt(starts, first.start),
      cls,
      anchor: trailing ? codeBefore(maskedText, first.start) : codeAfter(maskedText, last.end),
      fileScope,
      ...(first.publicDoc ? { publicDoc: true } : {}),
    });
  }
  return { records, commentChars, codeChars: code.length, code };
}

function groupLineComments(source: string, sorted: RawComment[], starts: number[]): RawComment[][] {
  const blocks: RawComment[][] = [];
  for (const c of sorted) {
    const prev = blocks[blocks.length - 1]?.at(-1);
    const isLine = !c.doc && !source.startsWith('/*', c.start);
    if (
      prev &&
      isLine &&
      !prev.doc &&
      !source.startsWith('/*', prev.start) &&
      lineAt(starts, c.start) === lineAt(starts, prev.start) + 1 &&
      source.slice(prev.end, c.start).trim() === '' &&
      !startsDirective(source, prev) &&
      !startsDirective(source, c)
    ) {
      blocks[blocks.length - 1]!.push(c);
    } else {
      blocks.push([c]);
    }
  }
  return blocks;
}

function startsDirective(source: string, c: RawComment): boolean {
  const text = normalizeComment(source.slice(c.start, c.end));
  return (
    TS_DIRECTIVE.test(text) || PY_DIRECTIVE.test(text) || (c.start === 0 && text.startsWith('!'))
  );
}

function isTrailing(masked: string, start: number): boolean {
  for (let i = start - 1; i >= 0 && masked[i] !== '\n'; i--) if (!isSpace(masked[i]!)) return true;
  return false;
}

function codeBefore(masked: string, start: number): string {
  let lineStart = start;
  while (lineStart > 0 && masked[lineStart - 1] !== '\n') lineStart--;
  return masked.slice(lineStart, start).replace(/\s+/g, '').slice(-ANCHOR_CHARS);
}

function codeAfter(masked: string, end: number): string {
  let out = '';
  for (let i = end; i < masked.length && out.length < ANCHOR_CHARS; i++) {
    const c = masked[i]!;
    if (!isSpace(c)) out += c;
  }
  return out;
}
