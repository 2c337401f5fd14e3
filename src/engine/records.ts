import { ByteReader, ByteWriter } from './bytes';
import {
  BadField,
  FieldWriter,
  readBool,
  readBytes,
  readInt,
  readNullableString,
  readString,
} from './record-fields';

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
      /** The last attempt: its error was thrown to the code (no retry left). */
      last: boolean;
      err: Uint8Array;
    }
  | { t: 'mark'; name: string; key: string; at: number; n: number; pid: number }
  | { t: 'mfail'; name: string; at: number; n: number; err: Uint8Array }
  | { t: 'done'; name: string; at: number; n: number; skipped: boolean; v: Uint8Array }
  | { t: 'end'; at: number; ok: boolean; v: Uint8Array }
  | { t: 'snap'; seq: number; at: number; opens: number };

export type RecordType = JournalRecord['t'];
type Rec<T extends RecordType> = Extract<JournalRecord, { t: T }>;

interface Codec<T extends RecordType> {
  /** The payload's first byte. */
  code: number;
  write(w: FieldWriter, r: Rec<T>): void;
  /** Reads the fields in the order `write` wrote them (object literals evaluate left to right). */
  read(r: ByteReader): Rec<T>;
}

/**
 * Payload layout: the type byte, then the fields in this order, without names (record-fields.ts
 * has the field encodings). A value's bytes come last, so a reader can take its digest without
 * decoding it.
 */
const CODECS: { [T in RecordType]: Codec<T> } = {
  goal: {
    code: 1,
    write(w, r) {
      w.string(r.goal, 'goal');
      w.string(r.run, 'run');
      w.int(r.at, 'at');
      if (r.git === null) w.out.byte(0);
      else if (typeof r.git !== 'object') throw new BadField('git');
      else {
        w.out.byte(1);
        w.nullableString(r.git.commit, 'git');
        w.string(r.git.root, 'git');
        w.nullableString(r.git.branch, 'git');
      }
      w.bytes(r.input, 'input');
      w.string(r.engine, 'engine');
    },
    read: (r) => ({
      t: 'goal',
      goal: readString(r, 'goal'),
      run: readString(r, 'run'),
      at: readInt(r),
      git: readGit(r),
      input: readBytes(r),
      engine: readString(r, 'engine'),
    }),
  },
  open: {
    code: 2,
    write(w, r) {
      w.int(r.at, 'at');
      w.int(r.pid, 'pid');
      w.string(r.host, 'host');
      w.int(r.n, 'n');
    },
    read: (r) => ({
      t: 'open',
      at: readInt(r),
      pid: readInt(r),
      host: readString(r, 'host'),
      n: readInt(r),
    }),
  },
  step: {
    code: 3,
    write(w, r) {
      w.int(r.pos, 'pos');
      w.string(r.name, 'name');
      w.bytes(r.args, 'args');
      w.int(r.at, 'at');
      w.int(r.us, 'us');
      w.int(r.n, 'n');
      w.bytes(r.v, 'v');
    },
    read: (r) => ({
      t: 'step',
      pos: readInt(r),
      name: readString(r, 'name'),
      args: readBytes(r),
      at: readInt(r),
      us: readInt(r),
      n: readInt(r),
      v: readBytes(r),
    }),
  },
  fail: {
    code: 4,
    write(w, r) {
      w.int(r.pos, 'pos');
      w.string(r.name, 'name');
      w.bytes(r.args, 'args');
      w.int(r.at, 'at');
      w.int(r.us, 'us');
      w.int(r.n, 'n');
      w.bool(r.last, 'last');
      w.bytes(r.err, 'err');
    },
    read: (r) => ({
      t: 'fail',
      pos: readInt(r),
      name: readString(r, 'name'),
      args: readBytes(r),
      at: readInt(r),
      us: readInt(r),
      n: readInt(r),
      last: readBool(r, 'last'),
      err: readBytes(r),
    }),
  },
  mark: {
    code: 5,
    write(w, r) {
      w.string(r.name, 'name');
      w.string(r.key, 'key');
      w.int(r.at, 'at');
      w.int(r.n, 'n');
      w.int(r.pid, 'pid');
    },
    read: (r) => ({
      t: 'mark',
      name: readString(r, 'name'),
      key: readString(r, 'key'),
      at: readInt(r),
      n: readInt(r),
      pid: readInt(r),
    }),
  },
  mfail: {
    code: 6,
    write(w, r) {
      w.string(r.name, 'name');
      w.int(r.at, 'at');
      w.int(r.n, 'n');
      w.bytes(r.err, 'err');
    },
    read: (r) => ({
      t: 'mfail',
      name: readString(r, 'name'),
      at: readInt(r),
      n: readInt(r),
      err: readBytes(r),
    }),
  },
  done: {
    code: 7,
    write(w, r) {
      w.string(r.name, 'name');
      w.int(r.at, 'at');
      w.int(r.n, 'n');
      w.bool(r.skipped, 'skipped');
      w.bytes(r.v, 'v');
    },
    read: (r) => ({
      t: 'done',
      name: readString(r, 'name'),
      at: readInt(r),
      n: readInt(r),
      skipped: readBool(r, 'skipped'),
      v: readBytes(r),
    }),
  },
  end: {
    code: 8,
    write(w, r) {
      w.int(r.at, 'at');
      w.bool(r.ok, 'ok');
      w.bytes(r.v, 'v');
    },
    read: (r) => ({ t: 'end', at: readInt(r), ok: readBool(r, 'ok'), v: readBytes(r) }),
  },
  snap: {
    code: 9,
    write(w, r) {
      w.int(r.seq, 'seq');
      w.int(r.at, 'at');
      w.int(r.opens, 'opens');
    },
    read: (r) => ({ t: 'snap', seq: readInt(r), at: readInt(r), opens: readInt(r) }),
  },
};

/** git: 0 (none), or 1 then commit (string or null), root, branch (string or null). */
function readGit(r: ByteReader): GitBase | null {
  const present = r.byte();
  if (present === 0) return null;
  if (present !== 1) throw new BadField('git');
  return {
    commit: readNullableString(r, 'git'),
    root: readString(r, 'git'),
    branch: readNullableString(r, 'git'),
  };
}

const BY_CODE: (Codec<RecordType> | undefined)[] = [];
for (const codec of Object.values(CODECS)) BY_CODE[codec.code] = codec as Codec<RecordType>;

let scratch = new FieldWriter(new ByteWriter(1024));

/** A record's payload bytes (a copy the caller owns). Throws TypeError for a malformed record. */
export function encodeRecord(record: JournalRecord): Buffer {
  return withRecordBytes(record, 0, (out) => Buffer.from(out.view()));
}

/**
 * Encodes a record into the shared scratch writer, after `headroom` zero bytes, and hands the
 * writer to `use`, which may write more (its bytes are valid during the call only).
 */
export function withRecordBytes<T>(
  record: JournalRecord,
  headroom: number,
  use: (out: ByteWriter) => T,
): T {
  const codec = (CODECS as Record<string, Codec<RecordType>>)[record.t];
  if (!codec || !Object.prototype.hasOwnProperty.call(CODECS, record.t))
    throw new TypeError(`cannot encode a journal record of type '${String(record.t)}'`);
  const w = scratch;
  w.out.length = 0;
  w.out.zeros(headroom);
  w.out.byte(codec.code);
  try {
    codec.write(w, record as Rec<RecordType>);
  } catch (error) {
    if (!(error instanceof BadField)) throw error;
    throw new TypeError(`cannot encode a ${record.t} record: ${error.message}`, { cause: error });
  }
  const result = use(w.out);
  // Do not keep a large buffer alive because one value was large.
  if (w.out.capacity > 1 << 20) scratch = new FieldWriter(new ByteWriter(1024));
  return result;
}

/**
 * Decodes one payload; throws Error(reason) when it is not a valid record. Bytes fields are views
 * of `payload` (no copies).
 */
export function decodeRecord(payload: Uint8Array): JournalRecord {
  return readRecord(new ByteReader(payload));
}

/** Decodes the record between the reader's position and its end (see decodeRecord). */
export function readRecord(r: ByteReader): JournalRecord {
  const code = r.byte();
  const codec = BY_CODE[code];
  if (!codec) throw new Error(`unknown record type ${code}`);
  let record: JournalRecord;
  try {
    record = codec.read(r);
  } catch (error) {
    if (!(error instanceof BadField)) throw error;
    throw new Error(`record '${codecName(code)}' has a ${error.message}`, { cause: error });
  }
  if (r.pos !== r.end)
    throw new Error(`record '${record.t}' has ${r.end - r.pos} bytes after its fields`);
  return record;
}

function codecName(code: number): string {
  return Object.keys(CODECS).find((t) => CODECS[t as RecordType].code === code)!;
}
