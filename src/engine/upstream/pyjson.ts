/**
 * JSON values as Python's `json` module sees them. JavaScript's JSON.parse loses what the
 * upstream hash chain depends on: `1.0` and `1` are different values in Python (float vs int)
 * and serialize differently, integers are unbounded, and NaN/Infinity/-Infinity are accepted.
 */

/** A Python `int`: unbounded. */
export class PyInt {
  constructor(readonly value: bigint) {}
}

/** A Python `float`: an IEEE double, serialized with `repr` (1.0, 1e-05, 1e+16, NaN, Infinity). */
export class PyFloat {
  constructor(readonly value: number) {}
}

/** A Python `dict` from `json.loads`: insertion order, and for a repeated key the last value wins. */
export type PyDict = Map<string, PyJson>;

export type PyJson = null | boolean | string | PyInt | PyFloat | PyJson[] | PyDict;

export class PyJsonSyntaxError extends Error {
  override name = 'PyJsonSyntaxError';
  constructor(
    message: string,
    /** Character index in the decoded text. */
    readonly position: number,
    /** The text ends where a valid document could have gone on: a cut-short prefix. */
    readonly truncated = false,
  ) {
    super(`${message} at character ${position}`);
  }
}

export function isPyDict(value: PyJson | undefined): value is PyDict {
  return value instanceof Map;
}

// Python's json grammar: whitespace is only these four characters; numbers follow the JSON
// grammar exactly (no leading '+', no leading zeros, digits required after '.' and 'e').
const WHITESPACE = /[ \t\n\r]*/y;
const NUMBER = /(-?(?:0|[1-9][0-9]*))(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;
const SHORT_ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/**
 * Parses text like Python's `json.loads(text)` (strict mode): control characters inside strings
 * are refused, `\uD83D\uDE00` pairs combine, lone surrogates are kept, and trailing data is an error.
 */
export function parsePyJson(text: string): PyJson {
  const parser = new Parser(text);
  parser.skipWhitespace();
  const value = parser.value();
  parser.skipWhitespace();
  if (parser.pos !== text.length) throw new PyJsonSyntaxError('Extra data', parser.pos);
  return value;
}

class Parser {
  pos = 0;
  constructor(private readonly text: string) {}

  skipWhitespace(): void {
    WHITESPACE.lastIndex = this.pos;
    WHITESPACE.exec(this.text);
    this.pos = WHITESPACE.lastIndex;
  }

  value(): PyJson {
    const ch = this.text[this.pos];
    if (ch === '{') return this.object();
    if (ch === '[') return this.array();
    if (ch === '"') return this.string();
    for (const [word, value] of KEYWORDS) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return value;
      }
    }
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return this.number();
    const rest = this.text.slice(this.pos);
    const cutShort =
      rest === '' || rest === '-' || KEYWORDS.some(([word]) => word.startsWith(rest));
    throw new PyJsonSyntaxError('Expecting value', this.pos, cutShort);
  }

  private number(): PyInt | PyFloat {
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.text);
    if (!match) {
      const cutShort = '-Infinity'.startsWith(this.text.slice(this.pos));
      throw new PyJsonSyntaxError('Expecting value', this.pos, cutShort);
    }
    this.pos = NUMBER.lastIndex;
    // "1." or "1e-" at the very end would have gone on as "1.5" or "1e-7".
    if (/^(\.|[eE][-+]?)$/.test(this.text.slice(this.pos))) {
      throw new PyJsonSyntaxError('Expecting value', this.pos, true);
    }
    const [text, integer, fraction, exponent] = match;
    if (fraction === undefined && exponent === undefined) return new PyInt(BigInt(integer!));
    // Number() rounds decimal text to the nearest double exactly like Python's float().
    return new PyFloat(Number(text));
  }

  private string(): string {
    const text = this.text;
    const start = this.pos;
    let out = '';
    let i = this.pos + 1;
    for (;;) {
      const ch = text[i];
      if (ch === undefined) throw new PyJsonSyntaxError('Unterminated string', start, true);
      if (ch === '"') break;
      if (ch < ' ') throw new PyJsonSyntaxError('Invalid control character', i);
      if (ch !== '\\') {
        out += ch;
        i += 1;
        continue;
      }
      const esc = text[i + 1];
      if (esc === 'u') {
        let unit = this.hex4(i + 2);
        i += 6;
        // A high surrogate followed by an escaped low surrogate is one astral character.
        if (unit >= 0xd800 && unit <= 0xdbff && text.startsWith('\\u', i)) {
          const low = this.hex4(i + 2);
          if (low >= 0xdc00 && low <= 0xdfff) {
            out += String.fromCharCode(unit);
            unit = low;
            i += 6;
          }
        }
        out += String.fromCharCode(unit);
        continue;
      }
      const decoded = esc === undefined ? undefined : SHORT_ESCAPES[esc];
      if (decoded === undefined)
        throw new PyJsonSyntaxError('Invalid \\escape', i, esc === undefined);
      out += decoded;
      i += 2;
    }
    this.pos = i + 1;
    return out;
  }

  private hex4(at: number): number {
    const digits = this.text.slice(at, at + 4);
    if (!/^[0-9a-fA-F]{4}$/.test(digits)) {
      const cutShort = /^[0-9a-fA-F]*$/.test(digits) && at + 4 > this.text.length;
      throw new PyJsonSyntaxError('Invalid \\uXXXX escape', at, cutShort);
    }
    return parseInt(digits, 16);
  }

  private array(): PyJson[] {
    const items: PyJson[] = [];
    this.pos += 1;
    this.skipWhitespace();
    if (this.text[this.pos] === ']') {
      this.pos += 1;
      return items;
    }
    for (;;) {
      this.skipWhitespace();
      items.push(this.value());
      this.skipWhitespace();
      const ch = this.text[this.pos];
      this.pos += 1;
      if (ch === ']') return items;
      if (ch !== ',') throw this.delimiterError(',', this.pos - 1);
    }
  }

  private delimiterError(expected: string, at: number): PyJsonSyntaxError {
    return new PyJsonSyntaxError(`Expecting '${expected}' delimiter`, at, at >= this.text.length);
  }

  private object(): PyDict {
    const dict: PyDict = new Map();
    this.pos += 1;
    this.skipWhitespace();
    if (this.text[this.pos] === '}') {
      this.pos += 1;
      return dict;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.text[this.pos] !== '"') {
        const at = this.pos;
        throw new PyJsonSyntaxError(
          'Expecting property name enclosed in double quotes',
          at,
          at >= this.text.length,
        );
      }
      const key = this.string();
      this.skipWhitespace();
      if (this.text[this.pos] !== ':') throw this.delimiterError(':', this.pos);
      this.pos += 1;
      this.skipWhitespace();
      dict.set(key, this.value());
      this.skipWhitespace();
      const ch = this.text[this.pos];
      this.pos += 1;
      if (ch === '}') return dict;
      if (ch !== ',') throw this.delimiterError(',', this.pos - 1);
    }
  }
}

const KEYWORDS: ReadonlyArray<readonly [string, PyJson]> = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['NaN', new PyFloat(NaN)],
  ['Infinity', new PyFloat(Infinity)],
  ['-Infinity', new PyFloat(-Infinity)],
];
