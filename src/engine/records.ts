import { decodeValue } from './codec-decode';
import { encodeValue } from './codec-encode';

/** Git state recorded when a goal starts inside a repository (`lil seal` uses it as the base). */
export interface GitBase {
  commit: string | null;
  root: string;
  branch: string | null;
}

/**
 * The records a journal holds, one per frame (docs/journal-format.md, "Records"). Times are epoch
 * milliseconds; durations are microseconds; hashes are raw bytes; values are their codec bytes.
 */
export type JournalRecord =
  | {
      t: 'goal';
      goal: string;
      run: string;
      at: number;
      git: GitBase | null;
      input: Uint8Array;
      engine: string;
    }
  | { t: 'open'; at: number; pid: number; host: string; n: number }
  | {
      t: 'step';
      pos: number;
      name: string;
      args: Uint8Array;
      at: number;
      us: number;
      n: number;
      v: Uint8Array;
    }
  | {
      t: 'fail';
      pos: number;
      name: string;
      args: Uint8Array;
      at: number;
      us: number;
      n: number;
      err: Uint8Array;
      /** The last attempt: its error was thrown to the code (no retry left). */
      last: boolean;
    }
  | { t: 'mark'; name: string; key: string; at: number; n: number; pid: number }
  | { t: 'mfail'; name: string; at: number; n: number; err: Uint8Array }
  | { t: 'done'; name: string; at: number; n: number; v: Uint8Array; skipped: boolean }
  | { t: 'end'; at: number; ok: boolean; v: Uint8Array }
  | { t: 'snap'; seq: number; at: number; opens: number };

export type RecordType = JournalRecord['t'];

export function encodeRecord(record: JournalRecord): Buffer {
  return encodeValue(withBufferFields(record), `a ${record.t} record`);
}

/**
 * The value codec tells a Buffer (tag 0x13) from a plain Uint8Array (a typed array, 0x14), but a
 * record's bytes fields are just bytes: decoded records hold plain views, written ones Buffers.
 * Encoding them all as Buffers gives a record one encoding, so decode → encode is the identity
 * (a sealed bundle re-encodes a goal's frames and must reproduce its chain).
 */
function withBufferFields(record: JournalRecord): JournalRecord {
  let copy: Record<string, unknown> | undefined;
  for (const field of BYTES_FIELDS[record.t]) {
    const bytes = (record as unknown as Record<string, Uint8Array>)[field]!;
    if (Buffer.isBuffer(bytes)) continue;
    copy ??= { ...record };
    copy[field] = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  }
  return (copy as JournalRecord | undefined) ?? record;
}

type FieldKind = 'string' | 'int' | 'bytes' | 'bool' | 'git';
const SHAPES: Record<RecordType, Record<string, FieldKind>> = {
  goal: { goal: 'string', run: 'string', at: 'int', git: 'git', input: 'bytes', engine: 'string' },
  open: { at: 'int', pid: 'int', host: 'string', n: 'int' },
  step: {
    pos: 'int',
    name: 'string',
    args: 'bytes',
    at: 'int',
    us: 'int',
    n: 'int',
    v: 'bytes',
  },
  fail: {
    pos: 'int',
    name: 'string',
    args: 'bytes',
    at: 'int',
    us: 'int',
    n: 'int',
    err: 'bytes',
    last: 'bool',
  },
  mark: { name: 'string', key: 'string', at: 'int', n: 'int', pid: 'int' },
  mfail: { name: 'string', at: 'int', n: 'int', err: 'bytes' },
  done: { name: 'string', at: 'int', n: 'int', v: 'bytes', skipped: 'bool' },
  end: { at: 'int', ok: 'bool', v: 'bytes' },
  snap: { seq: 'int', at: 'int', opens: 'int' },
};
const BYTES_FIELDS = Object.fromEntries(
  Object.entries(SHAPES).map(([t, shape]) => [
    t,
    Object.keys(shape).filter((field) => shape[field] === 'bytes'),
  ]),
) as Record<RecordType, string[]>;

/** Decodes and shape-checks one payload; throws Error(reason) when it is not a valid record. */
export function decodeRecord(payload: Uint8Array): JournalRecord {
  const value = decodeValue(payload, { shareBytes: true }) as Record<string, unknown>;
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('payload is not a record');
  const shape = SHAPES[value.t as RecordType];
  if (!shape || !Object.prototype.hasOwnProperty.call(SHAPES, value.t as string))
    throw new Error(`unknown record type ${JSON.stringify(value.t)}`);
  for (const [field, kind] of Object.entries(shape)) {
    if (!fieldOk(value[field], kind))
      throw new Error(`record '${String(value.t)}' has a bad field '${field}'`);
  }
  return value as unknown as JournalRecord;
}

function fieldOk(v: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'string':
      return typeof v === 'string';
    case 'int':
      return Number.isSafeInteger(v) && (v as number) >= 0;
    case 'bytes':
      return v instanceof Uint8Array;
    case 'bool':
      return typeof v === 'boolean';
    case 'git':
      return (
        v === null ||
        (typeof v === 'object' &&
          typeof (v as GitBase).root === 'string' &&
          ((v as GitBase).commit === null || typeof (v as GitBase).commit === 'string') &&
          ((v as GitBase).branch === null || typeof (v as GitBase).branch === 'string'))
      );
  }
}
