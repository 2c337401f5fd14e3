/** A growable little-endian byte buffer for the codec and the frame writer. */
export class ByteWriter {
  private buf: Buffer;
  length = 0;

  constructor(initial = 256) {
    this.buf = Buffer.allocUnsafe(initial);
  }

  private ensure(extra: number): void {
    const need = this.length + extra;
    if (need <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < need) size *= 2;
    const next = Buffer.allocUnsafe(size);
    this.buf.copy(next, 0, 0, this.length);
    this.buf = next;
  }

  /** Bytes allocated (not written). */
  get capacity(): number {
    return this.buf.length;
  }

  byte(value: number): void {
    this.ensure(1);
    this.buf[this.length++] = value;
  }

  /** Unsigned LEB128 of a non-negative safe integer. */
  varint(value: number): void {
    this.ensure(8);
    this.length = putVarint(this.buf, this.length, value);
  }

  float64(value: number): void {
    this.ensure(8);
    this.buf.writeDoubleLE(value, this.length);
    this.length += 8;
  }

  bytes(data: Uint8Array): void {
    this.ensure(data.length);
    this.buf.set(data, this.length);
    this.length += data.length;
  }

  /** Varint byte length, then the UTF-8 bytes. */
  utf8(text: string): void {
    const max = text.length * 3;
    this.ensure(max + 8);
    const buf = this.buf;
    const at = this.length;
    if (max < 128) {
      // Short strings: write in place after a one-byte length.
      const written = buf.write(text, at + 1, 'utf8');
      buf[at] = written;
      this.length += 1 + written;
      return;
    }
    if (max < 1 << 14) {
      // In place after a two-byte length, moved back one byte if the length fits in one.
      const written = buf.write(text, at + 2, 'utf8');
      if (written < 128) {
        buf.copyWithin(at + 1, at + 2, at + 2 + written);
        buf[at] = written;
        this.length += 1 + written;
      } else {
        buf[at] = (written & 0x7f) | 0x80;
        buf[at + 1] = written >>> 7;
        this.length += 2 + written;
      }
      return;
    }
    const encoded = Buffer.from(text, 'utf8');
    this.varint(encoded.length);
    this.bytes(encoded);
  }

  /**
   * Replaces the reserved bytes [at, from) with the varint of `length`, moving the `length` bytes
   * written from `from` back behind it; returns where they now start.
   */
  varintBefore(at: number, from: number, length: number): number {
    // Written in place, not with varint(): growing the buffer keeps only the bytes before
    // `this.length`, and the bytes to move lie after it.
    const pos = putVarint(this.buf, at, length);
    if (pos > from) throw new RangeError('varint longer than the room reserved for it');
    if (pos !== from) this.buf.copyWithin(pos, from, from + length);
    this.length = pos + length;
    return pos;
  }

  /** `n` zero bytes. */
  zeros(n: number): void {
    this.ensure(n);
    this.buf.fill(0, this.length, this.length + n);
    this.length += n;
  }

  /** The bytes written, without a copy (valid until the next write). */
  view(): Buffer {
    return this.buf.subarray(0, this.length);
  }
}

/** Reads what ByteWriter wrote; every read is bounds-checked and throws ByteReadError past the end. */
export class ByteReader {
  pos: number;
  /** Decoded Buffers may share memory with the input (internal records; never user values). */
  shareBytes = false;
  readonly buf: Uint8Array;
  constructor(
    bytes: Uint8Array,
    start = 0,
    public end = bytes.length,
  ) {
    // A plain Uint8Array view: its subarrays are cheaper to make than Buffer subarrays.
    this.buf =
      bytes.constructor === Uint8Array
        ? bytes
        : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    this.pos = start;
  }

  /** Reads `[start, end)` of the same bytes next (one reader serves every frame of a file). */
  window(start: number, end: number): this {
    this.pos = start;
    this.end = end;
    return this;
  }

  private need(n: number): void {
    if (this.pos + n > this.end) throw new ByteReadError(this.pos, 'value runs past its end');
  }

  byte(): number {
    this.need(1);
    return this.buf[this.pos++]!;
  }

  varint(): number {
    let result = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.byte();
      result += (b & 0x7f) * scale;
      if (b < 0x80) {
        if (i > 0 && b === 0) throw new ByteReadError(this.pos - 1, 'non-minimal varint');
        if (!Number.isSafeInteger(result)) throw new ByteReadError(this.pos, 'varint too large');
        return result;
      }
      scale *= 0x80;
    }
    throw new ByteReadError(this.pos, 'varint too long');
  }

  float64(): number {
    this.need(8);
    const view = new DataView(this.buf.buffer, this.buf.byteOffset + this.pos, 8);
    this.pos += 8;
    return view.getFloat64(0, true);
  }

  take(n: number): Uint8Array {
    this.need(n);
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  utf8(): string {
    const n = this.varint();
    this.need(n);
    const start = this.pos;
    this.pos += n;
    // Short strings without a view of their bytes: names and keys are read once per record.
    if (n <= 24) return shortString(this.buf, start, n);
    return Buffer.from(this.buf.buffer, this.buf.byteOffset + start, n).toString('utf8');
  }
}

/**
 * Short ASCII strings (object keys, step names) recur: a small cache returns the same string for
 * the same bytes, saving an allocation and V8's key internalisation per field. A slot is checked
 * against the cached string's own characters, so a miss allocates nothing but the new string.
 */
const cacheText: (string | undefined)[] = new Array(512);

function shortString(bytes: Uint8Array, start: number, n: number): string {
  const end = start + n;
  let h = n;
  for (let i = start; i < end; i++) h = (Math.imul(h, 31) + bytes[i]!) | 0;
  const slot = h & 511;
  const cached = cacheText[slot];
  if (cached !== undefined && cached.length === n) {
    let same = true;
    for (let i = 0; i < n; i++)
      if (cached.charCodeAt(i) !== bytes[start + i]) {
        same = false;
        break;
      }
    if (same) return cached;
  }
  let text = '';
  for (let i = start; i < end; i++) {
    const c = bytes[i]!;
    if (c >= 0x80) return Buffer.from(bytes.buffer, bytes.byteOffset + start, n).toString('utf8');
    text += String.fromCharCode(c);
  }
  cacheText[slot] = text;
  return text;
}

/** A codec read past the end or met a malformed number; `offset` is relative to the buffer. */
export class ByteReadError extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(`${reason} at byte ${offset}`);
  }
}

/** Writes the unsigned LEB128 of `value` into `buf` at `pos`; returns the position after it. */
function putVarint(buf: Buffer, pos: number, value: number): number {
  let v = value;
  while (v >= 0x80) {
    buf[pos++] = (v % 0x80) | 0x80;
    v = Math.floor(v / 0x80);
  }
  buf[pos++] = v;
  return pos;
}
