import { PyFloat, PyInt, type PyJson } from './pyjson';

/**
 * Python's `json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)`, byte
 * for byte: the upstream engine hashes exactly this text, so one differing character breaks the
 * chain.
 */
export function pyCanonicalJson(value: PyJson): string {
  if (value === null) return 'null';
  if (value === true) return 'true';
  if (value === false) return 'false';
  if (typeof value === 'string') return pyJsonString(value);
  if (value instanceof PyInt) return value.value.toString();
  if (value instanceof PyFloat) return pyFloatRepr(value.value);
  if (Array.isArray(value)) return `[${value.map(pyCanonicalJson).join(',')}]`;
  const keys = [...value.keys()].sort(compareCodePoints);
  return `{${keys.map((k) => `${pyJsonString(k)}:${pyCanonicalJson(value.get(k)!)}`).join(',')}}`;
}

/** Python sorts str by code point; JS sorts by UTF-16 unit, which differs for astral characters. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate (0xD800-0xDFFF) starts a code point above 0xFFFF, so it sorts after every
    // BMP unit from 0xE000 up, although its unit value is smaller.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) return xs ? (y >= 0xe000 ? 1 : x - y) : x >= 0xe000 ? -1 : x - y;
    return x - y;
  }
  return a.length - b.length;
}

// ensure_ascii=False escapes only '"', '\\' and control characters below 0x20; everything else
// (DEL, U+2028, U+0085, astral characters) stays raw.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NEEDS_ESCAPE = /["\\\u0000-\u001f]/g;
const ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

function pyJsonString(text: string): string {
  const body = text.replace(
    NEEDS_ESCAPE,
    (ch) => ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `"${body}"`;
}

/**
 * Python's `float.__repr__`: the shortest digits that round-trip (the same digits JavaScript
 * picks), laid out by Python's rule: scientific when the decimal exponent is below -4 or at least
 * 16 (`1e-05`, `1e+16`, two-digit exponent with a sign), otherwise positional with at least one
 * fractional digit (`1.0`, `1000000000000000.0`).
 */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  if (x === 0) return `${sign}0.0`;
  const [mantissa, exp] = Math.abs(x).toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const exponent = Number(exp);
  const decimalPoint = exponent + 1; // position of the point relative to the digit string
  if (decimalPoint <= -4 || decimalPoint > 16) {
    const fraction = digits.length > 1 ? `.${digits.slice(1)}` : '';
    const expSign = exponent < 0 ? '-' : '+';
    return `${sign}${digits[0]}${fraction}e${expSign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  if (decimalPoint <= 0) return `${sign}0.${'0'.repeat(-decimalPoint)}${digits}`;
  if (decimalPoint >= digits.length) {
    return `${sign}${digits}${'0'.repeat(decimalPoint - digits.length)}.0`;
  }
  return `${sign}${digits.slice(0, decimalPoint)}.${digits.slice(decimalPoint)}`;
}

/** Finds a lone surrogate, which Python cannot encode as UTF-8 (its hashing would fail). */
export function hasLoneSurrogate(text: string): boolean {
  return /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}

/**
 * A plain JavaScript value for callers: int → number (bigint beyond 2^53), float → number,
 * dict → object. The Python-exact form stays available through the PyJson tree.
 */
export function pyToPlain(value: PyJson): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (value instanceof PyInt) {
    const n = Number(value.value);
    return Number.isSafeInteger(n) ? n : value.value;
  }
  if (value instanceof PyFloat) return value.value;
  if (Array.isArray(value)) return value.map(pyToPlain);
  const out: Record<string, unknown> = {};
  for (const [k, v] of value) {
    Object.defineProperty(out, k, {
      value: pyToPlain(v),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
