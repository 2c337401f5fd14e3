import { crc32 } from '../crc32';
import { parsePyJson, PyJsonSyntaxError, type PyJson } from './pyjson';

export const FRAME_PREFIX = 'LILWAL02:';

export type LineDamage =
  | 'malformed-frame-header'
  | 'frame-length-crc-mismatch'
  | 'frame-payload-not-json'
  | 'line-not-json';

export type DecodedLine =
  | { ok: true; encoding: 'frame' | 'legacy'; value: PyJson }
  | { ok: false; damage: LineDamage; detail: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Whether an unterminated last line is what an interrupted append leaves behind: a cut-short
 * prefix of a frame (header incomplete, or fewer payload bytes than the header announces), a
 * legacy JSON line that simply runs out, or the zero bytes a crash can leave where data was
 * never written. A line that is "complete but wrong" (too long, CRC mismatch at full length,
 * a flipped newline) is damage, not a torn write.
 */
export function isTornPrefix(line: Uint8Array): boolean {
  if (line.every((b) => b === 0)) return true;
  const magic = FRAME_PREFIX.length;
  if (line.length < magic)
    return startsWithAscii(asciiBytes(FRAME_PREFIX), ascii(line)) || endsEarly(line);
  if (!startsWithAscii(line, FRAME_PREFIX)) return endsEarly(line);
  const second = line.indexOf(0x3a, magic);
  const third = second < 0 ? -1 : line.indexOf(0x3a, second + 1);
  if (third < 0) return true;
  const length = parsePythonHex(ascii(line.subarray(magic, second)));
  return length !== null && BigInt(line.length - third - 1) < length;
}

/** A legacy line whose JSON is cut short: the parser ran out of input rather than meeting a wrong byte. */
function endsEarly(line: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(line, { stream: true });
  } catch {
    return false;
  }
  try {
    parsePyJson(text);
    return false;
  } catch (error) {
    return error instanceof PyJsonSyntaxError && error.truncated;
  }
}

/**
 * Decodes one physical line, already stripped of surrounding whitespace, as the upstream engine
 * does: a `LILWAL02:<len_hex>:<crc_hex>:<payload>` frame whose length and CRC-32 cover the payload
 * bytes, or else a legacy plain-JSON line.
 */
export function decodeLine(line: Uint8Array): DecodedLine {
  if (!startsWithAscii(line, FRAME_PREFIX)) {
    const parsed = parseUtf8Json(line);
    return 'error' in parsed
      ? { ok: false, damage: 'line-not-json', detail: parsed.error }
      : { ok: true, encoding: 'legacy', value: parsed.value };
  }
  // Split on the first three ':' only: the payload itself may contain ':'.
  const first = line.indexOf(0x3a, FRAME_PREFIX.length - 1);
  const second = line.indexOf(0x3a, first + 1);
  const third = second < 0 ? -1 : line.indexOf(0x3a, second + 1);
  if (third < 0)
    return { ok: false, damage: 'malformed-frame-header', detail: 'fewer than 4 fields' };
  const length = parsePythonHex(ascii(line.subarray(first + 1, second)));
  const crc = parsePythonHex(ascii(line.subarray(second + 1, third)));
  if (length === null || crc === null) {
    return {
      ok: false,
      damage: 'malformed-frame-header',
      detail: 'length or CRC is not hexadecimal',
    };
  }
  const payload = line.subarray(third + 1);
  if (BigInt(payload.length) !== length || BigInt(crc32(payload)) !== crc) {
    return {
      ok: false,
      damage: 'frame-length-crc-mismatch',
      detail: `header says ${length} bytes, CRC ${crc.toString(16)}; payload has ${payload.length} bytes, CRC ${crc32(payload).toString(16)}`,
    };
  }
  const parsed = parseUtf8Json(payload);
  return 'error' in parsed
    ? { ok: false, damage: 'frame-payload-not-json', detail: parsed.error }
    : { ok: true, encoding: 'frame', value: parsed.value };
}

function parseUtf8Json(bytes: Uint8Array): { value: PyJson } | { error: string } {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { error: 'not valid UTF-8' };
  }
  try {
    return { value: parsePyJson(text) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

// Python's int(text, 16): surrounding ASCII whitespace, an optional sign, an optional 0x prefix,
// either case, and single underscores between digits (also right after the prefix).
const PYTHON_HEX =
  /^[ \t\n\r\v\f]*([+-]?)(?:0[xX]_?)?([0-9a-fA-F]+(?:_[0-9a-fA-F]+)*)[ \t\n\r\v\f]*$/;

/** Parses a header field as upstream's lenient `int(field, 16)`; null where Python raises. */
export function parsePythonHex(text: string): bigint | null {
  const match = PYTHON_HEX.exec(text);
  if (!match) return null;
  const magnitude = BigInt(`0x${match[2]!.replaceAll('_', '')}`);
  return match[1] === '-' ? -magnitude : magnitude;
}

const asciiBytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

function startsWithAscii(bytes: Uint8Array, prefix: string): boolean {
  if (bytes.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[i] !== prefix.charCodeAt(i)) return false;
  return true;
}

/** Header fields are compared as Python would after failing on any non-ASCII byte. */
function ascii(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b < 0x80 ? String.fromCharCode(b) : '\u0000';
  return out;
}
