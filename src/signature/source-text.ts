/** Positions and characters of source text, shared by the comment and surface readers. */

export { lineOf } from '../lines';

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

/** The index of the first of the sorted `values` that is at least `at`, or `values.length`. */
export function firstIndexAtOrAfter(values: number[], at: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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

/** UTF-16 code units the comment and text scanners test for. */
export const TAB = 9;
export const SPACE = 32;
export const BANG = 33;
export const QUOTE = 34;
export const HASH = 35;
export const APOSTROPHE = 39;
export const STAR = 42;
export const SLASH = 47;
export const BACKSLASH = 92;
export const BACKTICK = 96;
