/**
 * Code text without parsing: comments found and removed, whitespace collapsed, two ranges compared
 * as their normalized texts would be. Types and initializers are compared by these texts.
 */
import type * as TsMorph from 'ts-morph';
import {
  APOSTROPHE,
  BACKSLASH,
  BACKTICK,
  isWhitespace,
  QUOTE,
  SLASH,
  SPACE,
  STAR,
} from '../source-text';

/** A node's code as compared: comments removed, whitespace collapsed (see normalizeCode). */
export function normalizedText(node: TsMorph.ts.Node, sf: TsMorph.ts.SourceFile): string {
  return normalizeCode(stripComments(node.getText(sf)));
}

/**
 * Removes `//` and `/* *\/` comments outside string and template literals: a line comment becomes a
 * newline, a block comment a space. (A regex literal that holds a comment opener is read wrongly,
 * but alike on both sides.) Copies the text between comments in slices, not per character.
 */
export function stripComments(text: string): string {
  if (!text.includes('/')) return text;
  let out = '';
  let from = 0;
  forEachComment(text, 0, text.length, (start, end, line) => {
    out += text.slice(from, start) + (line ? '\n' : ' ');
    from = end;
  });
  return from === 0 ? text : out + text.slice(from);
}

/**
 * FNV-1a over `text[start, end)` without its comments and whitespace: equal to
 * FNV-1a of `stripComments(slice).replace(/\s+/g, '')`, without building either string.
 */
export function compactHash(text: string, start: number, end: number): string {
  let h = 0x811c9dc5;
  let at = start;
  const take = (to: number) => {
    for (; at < to; at++) {
      const c = text.charCodeAt(at);
      if (isWhitespace(c)) continue;
      h ^= c;
      h = Math.imul(h, 0x01000193);
    }
  };
  forEachComment(text, start, end, (from, to) => {
    take(from);
    at = to;
  });
  take(end);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * Whether `a[aStart, aEnd)` and `b[bStart, bEnd)` read alike once every run of whitespace and
 * comments counts as one space: `normalizeCode(stripComments(..))` is a function of that reading
 * (stripComments turns a comment into whitespace, normalizeCode first collapses whitespace runs), so
 * the two normalize equal without either being built.
 */
export function sameCode(
  a: string,
  aStart: number,
  aEnd: number,
  b: string,
  bStart: number,
  bEnd: number,
): boolean {
  // Character for character the same (half the declared type pairs on `effect`): no comment scan.
  if (aEnd - aStart === bEnd - bStart && a.startsWith(b.slice(bStart, bEnd), aStart)) return true;
  const x = new CodeReader(a, aStart, aEnd);
  const y = new CodeReader(b, bStart, bEnd);
  for (;;) {
    const c = x.next();
    if (c !== y.next()) return false;
    if (c === -1) return true;
  }
}

/** Reads a range of code one character at a time, a run of whitespace and comments as one space. */
class CodeReader {
  private readonly comments: number[] = [];
  private comment = 0;

  constructor(
    private readonly text: string,
    private at: number,
    private readonly end: number,
  ) {
    forEachComment(text, at, end, (start, to) => this.comments.push(start, to));
  }

  /** The next character code, SPACE for a run of whitespace and comments, -1 at the end. */
  next(): number {
    if (this.at >= this.end) return -1;
    let gap = false;
    for (;;) {
      if (this.comments[this.comment] === this.at) {
        this.at = this.comments[this.comment + 1]!;
        this.comment += 2;
      } else if (this.at < this.end && isWhitespace(this.text.charCodeAt(this.at))) {
        this.at++;
      } else break;
      gap = true;
    }
    if (gap) return SPACE;
    return this.text.charCodeAt(this.at++);
  }
}

/**
 * Calls `found(start, end, isLineComment)` for each comment in `text[from, to)` outside string and
 * template literals. A line comment's range includes its newline; an unterminated one runs to `to`.
 */
function forEachComment(
  text: string,
  from: number,
  to: number,
  found: (start: number, end: number, line: boolean) => void,
): void {
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    const next = i + 1 < to ? text.charCodeAt(i + 1) : -1;
    if (c === QUOTE || c === APOSTROPHE || c === BACKTICK) {
      // Skip the literal: a backslash escapes the next character.
      for (i++; i < to; i++) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) i++;
        else if (d === c) break;
      }
      i++;
    } else if (c === SLASH && next === SLASH) {
      const nl = text.indexOf('\n', i + 2);
      const end = nl === -1 || nl >= to ? to : nl + 1;
      found(i, end, true);
      i = end;
    } else if (c === SLASH && next === STAR) {
      const close = text.indexOf('*/', i + 2);
      const end = close === -1 || close + 2 > to ? to : close + 2;
      found(i, end, false);
      i = end;
    } else i++;
  }
}

/**
 * Whitespace-insensitive text that still reads well in a message: `(a: string | null) => void`.
 * String and template literals keep their characters (a whitespace run in one is one space, as
 * everywhere, so that `sameCode` implies equal normalized texts): `'&&'` is not `' && '`.
 */
export function normalizeCode(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ');
  if (!/['"`]/.test(collapsed)) return spacedCode(collapsed);
  const literals: string[] = [];
  const masked = collapsed.replace(STRING_LITERAL, (s) => `\0${literals.push(s) - 1}\0`);
  return spacedCode(masked).replace(/\0(\d+)\0/g, (_, i: string) => literals[Number(i)]!);
}

const STRING_LITERAL = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

function spacedCode(text: string): string {
  return text
    .replace(/\s*([(){}[\]<>,;:|&=?])\s*/g, '$1')
    .replace(/[,;]([}\])>])/g, '$1')
    .replace(/=>/g, ' => ')
    .replace(/[|&]+/g, (op) => ` ${op} `)
    .replace(/([,:])(?=\S)/g, '$1 ')
    .trim()
    .replace(/^[|&] /, '');
}
