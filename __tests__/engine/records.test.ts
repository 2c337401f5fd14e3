import { decodeRecord, encodeRecord, type JournalRecord } from '../../src/engine/records';
import { encodeRecordFrame, encodeStepFrame } from '../../src/engine/record-frame';
import { decodeValue } from '../../src/engine/codec-decode';
import { FRAME_HEADER_SIZE } from '../../src/engine/format';
import { encodeValue } from '../../src/engine/codec-encode';

const v = encodeValue({ ok: true });
const args = Buffer.alloc(16, 7);
const every: JournalRecord[] = [
  {
    t: 'goal',
    goal: 'g',
    run: 'r',
    at: 1700000000000,
    git: { commit: null, root: '/repo', branch: 'main' },
    input: args,
    engine: 'e',
  },
  { t: 'goal', goal: 'g', run: 'r', at: 0, git: null, input: args, engine: 'e' },
  { t: 'open', at: 1, pid: 2, host: 'h', n: 3 },
  { t: 'step', pos: 0, name: '\uD800 lone', args, at: 4, us: 2 ** 40, n: 1, v },
  { t: 'fail', pos: 1, name: 'f', args, at: 5, us: 6, n: 2, last: true, err: v },
  { t: 'mark', name: 'm', key: 'k', at: 7, n: 1, pid: 8 },
  { t: 'mfail', name: 'm', at: 9, n: 1, err: v },
  { t: 'done', name: 'm', at: 10, n: 2, skipped: false, v },
  { t: 'end', at: 11, ok: false, v: new Uint8Array(0) },
  { t: 'snap', seq: 12, at: 13, opens: 14 },
];

describe('journal records', () => {
  it('round-trip every type, with bytes fields as views of the payload', () => {
    for (const record of every) {
      const payload = encodeRecord(record);
      const decoded = decodeRecord(payload);
      expect(decoded).toEqual({ ...record });
      expect(encodeRecord(decoded).equals(payload)).toBe(true);
    }
    const step = decodeRecord(encodeRecord(every[3]!)) as Extract<JournalRecord, { t: 'step' }>;
    expect(step.name).toBe('\uD800 lone');
    // The value comes last: its bytes end the payload, so a reader can digest them in place.
    const payload = encodeRecord(every[3]!);
    expect(payload.subarray(payload.length - v.length).equals(v)).toBe(true);
  });

  it('refuses malformed payloads with the record and field named', () => {
    const open = encodeRecord(every[2]!);
    expect(() => decodeRecord(Buffer.from([0x42]))).toThrow('unknown record type 66');
    expect(() => decodeRecord(Buffer.concat([open, Buffer.from([0])]))).toThrow(
      "record 'open' has 1 bytes after its fields",
    );
    expect(() => decodeRecord(open.subarray(0, open.length - 1))).toThrow(/runs past its end/);
    const end = encodeRecord(every[8]!);
    const badBool = Buffer.from(end);
    badBool[2] = 2; // type, at (one byte), ok
    expect(() => decodeRecord(badBool)).toThrow("record 'end' has a bad field 'ok'");
    // A well-formed string written as UTF-16 units has a second encoding: refused (canonical).
    const utf16 = Buffer.from([0x02, 0x01, 0x02, 0x09, 0x01, 0x68, 0x00, 0x03]);
    expect(() => decodeRecord(utf16)).toThrow("record 'open' has a bad field 'host'");
    expect(decodeRecord(Buffer.from([0x02, 0x01, 0x02, 0x08, 0x01, 0x68, 0x03]))).toEqual({
      t: 'open',
      at: 1,
      pid: 2,
      host: 'h',
      n: 3,
    });
  });

  it('never writes a record the reader would refuse', () => {
    const bad = (record: object) => () => encodeRecord(record as JournalRecord);
    expect(bad({ ...every[2]!, at: -1 })).toThrow("cannot encode a open record: bad field 'at'");
    expect(bad({ ...every[2]!, pid: 1.5 })).toThrow("bad field 'pid'");
    expect(bad({ ...every[2]!, host: 7 })).toThrow("bad field 'host'");
    expect(bad({ ...every[8]!, ok: 1 })).toThrow("bad field 'ok'");
    expect(bad({ ...every[3]!, v: 'text' })).toThrow("bad field 'v'");
    expect(bad({ t: 'nope' })).toThrow("cannot encode a journal record of type 'nope'");
    expect(bad({ t: 'toString' })).toThrow("cannot encode a journal record of type 'toString'");
  });

  it('frames a step with its value encoded in place exactly as the generic encoder does', () => {
    // Values whose encodings take 1, 2, 3 length bytes, an object, and a unicode name.
    const values = [undefined, 'x'.repeat(200), 'y'.repeat(20000), new Uint8Array(300000)];
    for (const value of [...values, { a: [1, 2n, new Date(5)] }]) {
      const framed = encodeStepFrame(3, 'nom é', args, 1700000000000, 12, 2, value, 'the result');
      const record = { t: 'step', pos: 3, name: 'nom é', args, at: 1700000000000, us: 12, n: 2 };
      const generic = encodeRecordFrame({ ...record, v: encodeValue(value) } as JournalRecord);
      expect([framed.length, framed.frame.equals(generic.frame)]).toEqual([generic.length, true]);
      const payload = framed.frame.subarray(FRAME_HEADER_SIZE, FRAME_HEADER_SIZE + framed.length);
      expect(encodeRecord(framed.record).equals(payload)).toBe(true);
      // The record's value is a view of its frame's bytes.
      const ownV = (framed.record as { v: Uint8Array }).v;
      expect(ownV.buffer).toBe(framed.frame.buffer);
      expect(decodeValue(ownV)).toEqual(value);
    }
    expect(() => encodeStepFrame(0, 's', args, 1, 1, 1, () => 1, "the result of step 's'")).toThrow(
      /cannot journal the result of step 's': a function/,
    );
  });
});
