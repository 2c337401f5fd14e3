import { ByteReader, ByteWriter } from './bytes';
import { TAG } from './codec-tags';

/**
 * Field encodings of journal records (docs/journal-format.md, "Records"): each has exactly one
 * encoding, so a record's bytes are canonical. Readers throw BadField; records.ts names the record.
 */
export class BadField extends Error {
  constructor(readonly field: string) {
    super(`bad field '${field}'`);
  }
}

/** String.prototype.isWellFormed (ES2024, present in Node 20; the TS lib here is ES2023). */
type WellFormed = { isWellFormed(): boolean };

/** Writes fields, checking each value's type (a record the reader would refuse is never written). */
export class FieldWriter {
  constructor(readonly out: ByteWriter) {}

  /** Unsigned LEB128 varint, minimal: a non-negative safe integer. */
  int(v: number, field: string): void {
    if (!Number.isSafeInteger(v) || v < 0) throw new BadField(field);
    this.out.varint(v);
  }

  /** A value-codec string: tag 0x08 + UTF-8, or 0x09 + UTF-16 units for lone surrogates. */
  string(v: string, field: string): void {
    if (typeof v !== 'string') throw new BadField(field);
    if ((v as unknown as WellFormed).isWellFormed()) {
      this.out.byte(TAG.string);
      this.out.utf8(v);
      return;
    }
    this.out.byte(TAG.stringUtf16);
    this.out.varint(v.length);
    const units = Buffer.allocUnsafe(v.length * 2);
    for (let i = 0; i < v.length; i++) units.writeUInt16LE(v.charCodeAt(i), i * 2);
    this.out.bytes(units);
  }

  /** A string, or the null tag 0x01. */
  nullableString(v: string | null, field: string): void {
    if (v === null) this.out.byte(TAG.null);
    else this.string(v, field);
  }

  /** Varint length, then the bytes. */
  bytes(v: Uint8Array, field: string): void {
    if (!(v instanceof Uint8Array)) throw new BadField(field);
    this.out.varint(v.length);
    this.out.bytes(v);
  }

  /** One byte, 0 or 1. */
  bool(v: boolean, field: string): void {
    if (typeof v !== 'boolean') throw new BadField(field);
    this.out.byte(v ? 1 : 0);
  }
}

export function readInt(r: ByteReader): number {
  return r.varint();
}

/** Bytes as a view of the reader's bytes (no copy). */
export function readBytes(r: ByteReader): Uint8Array {
  return r.take(r.varint());
}

export function readBool(r: ByteReader, field: string): boolean {
  const b = r.byte();
  if (b > 1) throw new BadField(field);
  return b === 1;
}

export function readString(r: ByteReader, field: string): string {
  return stringWithTag(r, r.byte(), field);
}

export function readNullableString(r: ByteReader, field: string): string | null {
  const tag = r.byte();
  return tag === TAG.null ? null : stringWithTag(r, tag, field);
}

function stringWithTag(r: ByteReader, tag: number, field: string): string {
  if (tag === TAG.string) return r.utf8();
  if (tag !== TAG.stringUtf16) throw new BadField(field);
  const units = r.varint();
  const bytes = r.take(units * 2);
  let text = '';
  for (let i = 0; i < units; i++)
    text += String.fromCharCode(bytes[2 * i]! | (bytes[2 * i + 1]! << 8));
  // Canonical: a well-formed string is always written as UTF-8.
  if ((text as unknown as WellFormed).isWellFormed()) throw new BadField(field);
  return text;
}
