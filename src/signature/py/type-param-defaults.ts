/**
 * PEP 696 type parameter defaults (`class Box[T, U = int]:`, Python 3.13), which the
 * tree-sitter-python grammar does not parse: a file that has them would get no reading at all.
 */

const HEADER = /\b(?:class|def|type)\s+[\p{L}_][\p{L}\p{N}_]*\s*\[/gu;
const OPENERS = '([{';
const CLOSERS = ')]}';

/**
 * `text` with each default of a type parameter list blanked (`= int` → spaces; rows and offsets
 * kept), or `text` itself when it has none.
 */
export function withoutTypeParamDefaults(text: string): string {
  let out: string[] | undefined;
  for (const header of text.matchAll(HEADER)) {
    let depth = 0;
    let blanking = false;
    for (let i = header.index + header[0].length - 1; i < text.length; i++) {
      const c = text[i]!;
      if (OPENERS.includes(c)) depth++;
      else if (CLOSERS.includes(c)) {
        depth--;
        if (depth === 0) break;
      }
      if (depth === 1 && c === ',') blanking = false;
      else if (depth === 1 && c === '=' && !'=<>!'.includes(text[i - 1]!) && text[i + 1] !== '=')
        blanking = true;
      if (blanking && c !== '\n') (out ??= [...text])[i] = ' ';
    }
  }
  return out ? out.join('') : text;
}
