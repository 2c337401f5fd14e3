interface PhysicalLine {
  /** Stripped content. */
  bytes: Uint8Array;
  offset: number;
  number: number;
  terminated: boolean;
}

/** Non-blank lines split on LF bytes only (never on U+2028 or U+0085), stripped like Python's bytes.strip(). */
export function physicalLines(bytes: Uint8Array, limit = Infinity): PhysicalLine[] {
  const out: PhysicalLine[] = [];
  let start = 0;
  let number = 0;
  while (start < bytes.length && out.length < limit) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline < 0 ? bytes.length : newline;
    number += 1;
    let from = start;
    let to = end;
    while (from < to && isSpace(bytes[from]!)) from += 1;
    while (to > from && isSpace(bytes[to - 1]!)) to -= 1;
    if (to > from)
      out.push({ bytes: bytes.subarray(from, to), offset: from, number, terminated: newline >= 0 });
    start = end + 1;
  }
  return out;
}

// bytes.strip(): space, \t, \n, \r, \v, \f.
const isSpace = (b: number) => b === 0x20 || (b >= 0x09 && b <= 0x0d);

export function lineEndings(bytes: Uint8Array): 'lf' | 'crlf' | 'mixed' | 'none' {
  let lf = 0;
  let crlf = 0;
  for (let i = bytes.indexOf(0x0a); i >= 0; i = bytes.indexOf(0x0a, i + 1)) {
    if (i > 0 && bytes[i - 1] === 0x0d) crlf += 1;
    else lf += 1;
  }
  if (lf + crlf === 0) return 'none';
  return lf === 0 ? 'crlf' : crlf === 0 ? 'lf' : 'mixed';
}
