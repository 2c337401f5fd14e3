import { createHash } from 'node:crypto';
import { decodeValue } from '../../src/engine/codec-decode';
import { crc32 } from '../../src/engine/crc32';
import { encodeJournalFile } from '../../src/engine/encode-file';
import {
  JournalCorruptError,
  JournalVersionError,
  NotAJournalError,
} from '../../src/engine/errors';
import {
  FILE_HEADER_SIZE,
  ZERO_CHAIN,
  AT_CALL_FLAG,
  JOINED_FLAG,
  encodeFileHeader,
} from '../../src/engine/format';
import { decodeGoalJournal, selectJournalFiles } from '../../src/engine/goal-journal';
import { decodeJournal } from '../../src/engine/reader';
import { rebuildRun } from '../../src/engine/run-view';
import { encodeValue } from '../../src/engine/codec-encode';
import type { JournalRecord } from '../../src/engine/records';
import { sampleRecords } from './journal-fixtures';

function segment(records = sampleRecords(), preallocate = 0) {
  const { bytes, chainHead } = encodeJournalFile('segment', 1, ZERO_CHAIN, records);
  return {
    bytes: Buffer.concat([bytes, Buffer.alloc(preallocate)]),
    chainHead,
    dataEnd: bytes.length,
  };
}

function corruptAt(fn: () => unknown): JournalCorruptError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(JournalCorruptError);
    return error as JournalCorruptError;
  }
  throw new Error('expected JournalCorruptError');
}

describe('decodeJournal', () => {
  it('reads every frame with offsets, sequence numbers and the chain head', () => {
    const { bytes, chainHead } = segment(sampleRecords(3), 4096);
    const file = decodeJournal(bytes, { file: 'seg' });
    expect(file.frames).toHaveLength(5);
    expect(file.frames.map((f) => f.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(file.frames[0]!.offset).toBe(FILE_HEADER_SIZE);
    expect(file.frames.every((f) => f.offset % 16 === 0)).toBe(true);
    expect(file.chainHead.equals(chainHead)).toBe(true);
    expect(file.torn).toBeNull();
    expect(file.nextSeq).toBe(6);
    const run = rebuildRun(file.frames.map((f) => f.record));
    expect(run.goalId).toBe('demo');
    expect(run.git?.commit).toBe('a'.repeat(40));
    expect(run.steps.map((s) => s.name)).toEqual(['s0', 's1', 's2']);
    expect(run.steps[2]!.outputDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(decodeValue(run.steps[2]!.output)).toEqual({ i: 2, when: new Date(0), big: 2n ** 20n });
    expect(run.status).toBe('incomplete');
  });

  it('treats an incomplete last frame as a torn tail, at every cut point', () => {
    const { bytes, dataEnd } = segment(sampleRecords(2));
    const frames = decodeJournal(bytes).frames;
    const last = frames.at(-1)!;
    for (let cut = last.offset + 1; cut < dataEnd; cut++) {
      // Truncated file, and the same cut inside preallocated zeros.
      for (const variant of [
        bytes.subarray(0, cut),
        Buffer.concat([bytes.subarray(0, cut), Buffer.alloc(dataEnd - cut + 64)]),
      ]) {
        const file = decodeJournal(variant);
        expect(file.frames).toHaveLength(frames.length - 1);
        expect(file.torn?.offset).toBe(last.offset);
        expect(file.dataEnd).toBe(last.offset);
      }
    }
  });

  it('refuses a bit flip anywhere in the last committed frame (never drops it as torn)', () => {
    const { bytes } = segment(sampleRecords(2), 256);
    const last = decodeJournal(bytes).frames.at(-1)!;
    for (let at = last.offset; at < last.offset + last.length; at++) {
      for (let bit = 0; bit < 8; bit++) {
        const copy = Buffer.from(bytes);
        copy[at]! ^= 1 << bit;
        const error = corruptAt(() => decodeJournal(copy));
        expect(error.offset).toBeGreaterThanOrEqual(last.offset);
        expect(error.offset).toBeLessThan(last.offset + last.length);
      }
    }
  });

  it('refuses damage before the last frame with its offset', () => {
    const { bytes } = segment();
    const second = decodeJournal(bytes).frames[1]!;
    const copy = Buffer.from(bytes);
    copy[second.offset + 20]! ^= 0x10;
    const error = corruptAt(() => decodeJournal(copy, { file: 'x.lil' }));
    expect(error.offset).toBe(second.offset + 16);
    expect(error.message).toMatch(
      /^journal x\.lil is damaged at byte offset \d+: frame payload checksum mismatch/,
    );
    expect(error.code).toBe('LIL_JOURNAL_CORRUPT');
  });

  it('refuses garbage after the last frame, and frames duplicated or reordered', () => {
    const { bytes, dataEnd } = segment(sampleRecords(2), 128);
    const garbage = Buffer.from(bytes);
    garbage[dataEnd + 40] = 7;
    expect(corruptAt(() => decodeJournal(garbage)).offset).toBe(dataEnd + 40);
    const appended = Buffer.concat([
      bytes.subarray(0, dataEnd),
      Buffer.from('not a frame at all!'),
    ]);
    expect(corruptAt(() => decodeJournal(appended)).offset).toBe(dataEnd);
    const frames = decodeJournal(bytes).frames;
    const [a, b] = [frames[1]!, frames[2]!];
    const slice = (f: typeof a) => bytes.subarray(f.offset, f.offset + f.length);
    const duplicated = Buffer.concat([
      bytes.subarray(0, b.offset),
      slice(a),
      bytes.subarray(b.offset),
    ]);
    expect(corruptAt(() => decodeJournal(duplicated)).message).toMatch(/sequence number 2 where 3/);
    const swapped = Buffer.concat([
      bytes.subarray(0, a.offset),
      slice(b),
      slice(a),
      bytes.subarray(b.offset + b.length),
    ]);
    expect(corruptAt(() => decodeJournal(swapped)).offset).toBe(a.offset);
  });

  it('chains a segment by one SHA-256 of its bytes, and links every frame to its place', () => {
    const { bytes, chainHead, dataEnd } = segment(sampleRecords(3), 256);
    expect(chainHead.equals(createHash('sha256').update(bytes.subarray(0, dataEnd)).digest())).toBe(
      true,
    );
    const file = decodeJournal(bytes);
    expect(file.chainHead.equals(chainHead)).toBe(true);
    // The link is the CRC-32 of the header's first 60 bytes and every payload so far.
    const payloads = Buffer.concat(file.frames.map((f) => f.payload));
    expect(file.link).toBe(crc32(Buffer.concat([bytes.subarray(0, 60), payloads])));
    // The same frame (same record, same sequence number) from a journal with another history
    // before it — self-consistent, header CRC and trailer right — breaks the link where it stands.
    const other = segment(sampleRecords(3).map((r) => (r.t === 'goal' ? { ...r, run: 'r2' } : r)));
    const theirs = decodeJournal(other.bytes).frames[1]!;
    const mine = file.frames[1]!;
    expect(Buffer.from(theirs.payload).equals(mine.payload)).toBe(true);
    const mixed = Buffer.from(bytes);
    other.bytes.copy(mixed, mine.offset, theirs.offset, theirs.offset + theirs.length);
    const error = corruptAt(() => decodeJournal(mixed));
    expect([error.offset, error.reason]).toEqual([
      mine.offset + 16,
      'frame payload checksum mismatch',
    ]);
    // The same frames under another header (another place in the goal) do not check out either.
    const moved = Buffer.from(bytes);
    encodeFileHeader('segment', 1, Buffer.alloc(32, 1)).copy(moved, 0);
    expect(corruptAt(() => decodeJournal(moved)).offset).toBe(FILE_HEADER_SIZE + 16);
  });

  it('reads how each frame was committed, and refuses flags that cannot be', () => {
    const records = sampleRecords(3); // goal, open, three steps
    const flags = [0, JOINED_FLAG, AT_CALL_FLAG, 0, JOINED_FLAG];
    const { bytes } = encodeJournalFile('segment', 1, ZERO_CHAIN, records, flags);
    const file = decodeJournal(bytes);
    expect(file.frames.map((f) => f.flags)).toEqual(flags);
    expect(file.frames.map((f) => [f.joined, f.atCall])).toEqual([
      [false, false],
      [true, false],
      [false, true],
      [false, false],
      [true, false],
    ]);
    expect(file.frames.map((f) => f.record)).toEqual(
      decodeJournal(segment(records).bytes).frames.map((f) => f.record),
    );
    // The flags are in the length word, under the header CRC and repeated in the trailer.
    const flipped = Buffer.from(bytes);
    flipped[file.frames[3]!.offset + 3]! ^= 0x80;
    expect(corruptAt(() => decodeJournal(flipped)).message).toMatch(/header checksum mismatch/);
    const refused = (bad: number[]) => {
      const error = corruptAt(() =>
        decodeJournal(encodeJournalFile('segment', 1, ZERO_CHAIN, records, bad).bytes),
      );
      return [error.offset, error.message.split(': ').at(-1)!.split(';')[0]];
    };
    expect(refused([JOINED_FLAG, 0, 0, 0, 0])).toEqual([
      FILE_HEADER_SIZE,
      'the first frame of a file is marked as continuing a group commit',
    ]);
    expect(refused([0, 0, 0, AT_CALL_FLAG | JOINED_FLAG, 0])).toEqual([
      file.frames[3]!.offset,
      'a frame committed at its step call is marked as continuing a group commit',
    ]);
    expect(refused([0, AT_CALL_FLAG, 0, 0, 0])).toEqual([
      file.frames[1]!.offset,
      "a 'open' record is marked as committed at a step call",
    ]);
  });

  it('tells a non-journal, a future version and a damaged header apart', () => {
    expect(() => decodeJournal(Buffer.from('{"seq":1}\n'), { file: 'f' })).toThrow(
      NotAJournalError,
    );
    expect(() => decodeJournal(Buffer.alloc(0), { file: 'f' })).toThrow(/is empty/);
    const withVersion = (version: number) => {
      const header = encodeFileHeader('segment', 1, ZERO_CHAIN);
      header.writeUInt16LE(version, 8);
      header.writeUInt32LE(crc32(header.subarray(0, 60)), 60);
      return header;
    };
    expect(() => decodeJournal(withVersion(4), { file: 'f' })).toThrow(JournalVersionError);
    expect(() => decodeJournal(withVersion(4), { file: 'f' })).toThrow(
      /format version 4; this engine reads version 3 — upgrade/,
    );
    // Versions 1 and 2 were pre-release layouts: refused by name, never misread.
    for (const old of [1, 2])
      expect(() => decodeJournal(withVersion(old), { file: 'f' })).toThrow(
        `format version ${old}; this engine reads version 3 — it was written by a pre-release build`,
      );
    const flipped = encodeFileHeader('segment', 1, ZERO_CHAIN);
    flipped[30]! ^= 1;
    expect(corruptAt(() => decodeJournal(flipped)).offset).toBe(60);
    expect(corruptAt(() => decodeJournal(flipped.subarray(0, 20))).message).toMatch(
      /header is incomplete/,
    );
  });
});

describe('re-encoding decoded records', () => {
  it('gives back the same bytes and chain for every record type', () => {
    const v = encodeValue({ ok: true });
    const records: JournalRecord[] = [
      ...sampleRecords(2),
      {
        t: 'fail',
        pos: 2,
        name: 'f',
        args: Buffer.alloc(16, 7),
        at: 5,
        us: 9,
        n: 1,
        err: v,
        last: true,
      },
      { t: 'mark', name: 'm', key: 'k', at: 6, n: 1, pid: 3 },
      { t: 'mfail', name: 'm', at: 7, n: 1, err: v },
      { t: 'done', name: 'm', at: 8, n: 2, v, skipped: false },
      { t: 'end', at: 9, ok: true, v },
    ];
    const { bytes, chainHead } = encodeJournalFile('segment', 1, ZERO_CHAIN, records);
    // Decoded bytes fields are plain Uint8Array views, not Buffers: they must encode the same.
    const decoded = decodeJournal(bytes).frames.map((f) => f.record);
    const again = encodeJournalFile('segment', 1, ZERO_CHAIN, decoded);
    expect(again.chainHead.equals(chainHead)).toBe(true);
    expect(again.bytes.equals(bytes)).toBe(true);
  });
});

describe('decodeGoalJournal', () => {
  it('chains a snapshot and segments, and refuses a missing segment', () => {
    const records = sampleRecords(4);
    const first = encodeJournalFile('segment', 1, ZERO_CHAIN, records.slice(0, 3));
    const second = encodeJournalFile('segment', first.nextSeq, first.chainHead, records.slice(3));
    const whole = decodeGoalJournal([
      { name: 'seg-000000000001.lil', bytes: first.bytes },
      { name: 'seg-000000000004.lil', bytes: second.bytes },
    ]);
    expect(whole.frames).toHaveLength(6);
    expect(whole.chainHead).toBe(second.chainHead.toString('hex'));
    expect(() =>
      decodeGoalJournal([{ name: 'seg-000000000004.lil', bytes: second.bytes }]),
    ).toThrow(/segment is missing/);
    const snapshot = encodeJournalFile('snapshot', 3, first.chainHead, [
      { t: 'snap', seq: 3, at: 1, opens: 1 },
      ...records.slice(0, 3),
    ]);
    // A segment rewritten with valid frames (other content, same length) is refused by the next
    // segment's header: its chain value no longer matches.
    const changed = records.slice(0, 3).map((r) => (r.t === 'open' ? { ...r, pid: 43 } : r));
    const forged = encodeJournalFile('segment', 1, ZERO_CHAIN, changed);
    expect(forged.bytes.length).toBe(first.bytes.length);
    expect(() =>
      decodeGoalJournal([
        { name: 'seg-000000000001.lil', bytes: forged.bytes },
        { name: 'seg-000000000004.lil', bytes: second.bytes },
      ]),
    ).toThrow(/does not continue the previous hash chain/);
    const compacted = decodeGoalJournal([
      { name: 'snap-000000000003.lil', bytes: snapshot.bytes },
      { name: 'seg-000000000004.lil', bytes: second.bytes },
    ]);
    expect(compacted.chainHead).toBe(whole.chainHead);
    expect(rebuildRun(compacted.frames.map((f) => f.record)).steps).toHaveLength(4);
  });

  it('selects the newest snapshot and the segments after it', () => {
    const pick = selectJournalFiles(
      [
        'seg-000000000001.lil',
        'snap-000000000009.lil',
        'seg-000000000010.lil',
        'snap-000000000004.lil',
        'lock.3',
        'seg-000000000005.lil',
      ].map((name) => ({ name })),
    );
    expect(pick.files.map((f) => f.name)).toEqual([
      'snap-000000000009.lil',
      'seg-000000000010.lil',
    ]);
    expect(pick.superseded.map((f) => f.name).sort()).toEqual([
      'seg-000000000001.lil',
      'seg-000000000005.lil',
      'snap-000000000004.lil',
    ]);
  });
});
