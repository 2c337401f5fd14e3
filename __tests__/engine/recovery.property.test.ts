import fc from 'fast-check';
import { inspect, isDeepStrictEqual } from 'node:util';
import { decodeValue } from '../../src/engine/codec-decode';
import { encodeValue } from '../../src/engine/codec-encode';
import { encodeJournalFile } from '../../src/engine/encode-file';
import { EngineError } from '../../src/engine/errors';
import { FILE_HEADER_SIZE, ZERO_CHAIN } from '../../src/engine/format';
import { decodeJournal, type DecodedFile } from '../../src/engine/reader';
import { encodeRecord, type JournalRecord } from '../../src/engine/records';
import { journalRecords, journalValue } from './arbitraries';

// Case counts (CI runs them all): 200 + 2,000 + 1,000 + 1,000 + 1,000 = 5,200 random cases; the
// truncation property checks every byte offset of each of its 200 journals, twice. fast-check
// prints the seed and the shrunk counterexample on failure; FC_SEED=<n> replays it.
const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const params = (numRuns: number) => ({ numRuns, seed });

interface Built {
  bytes: Buffer;
  payloads: Buffer[];
  /** End offset of each frame. */
  ends: number[];
  dataEnd: number;
}

function build(records: JournalRecord[], prealloc = 0): Built {
  const { bytes } = encodeJournalFile('segment', 1, ZERO_CHAIN, records);
  const frames = decodeJournal(bytes).frames;
  return {
    bytes: Buffer.concat([bytes, Buffer.alloc(prealloc)]),
    payloads: records.map(encodeRecord),
    ends: frames.map((f) => f.offset + f.length),
    dataEnd: bytes.length,
  };
}

type Outcome = { ok: DecodedFile } | { refused: EngineError & { offset?: number } };

function recover(bytes: Buffer): Outcome {
  try {
    return { ok: decodeJournal(bytes) };
  } catch (error) {
    // Refusal must be a typed engine error that names a byte offset (or says it is no journal).
    const message = (error as Error).message;
    if (
      !(error instanceof EngineError) ||
      !/at byte offset \d+|not a letitloop journal|uses format version/.test(message)
    )
      throw new Error(`recovery failed with an untyped error: ${message}`, { cause: error });
    return { refused: error };
  }
}

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

/** The decoded frames are exactly the first k committed ones, for some k. */
function isCommittedPrefix(file: DecodedFile, built: Built): boolean {
  if (file.frames.length > built.payloads.length) return false;
  return file.frames.every((f, i) => Buffer.from(f.payload).equals(built.payloads[i]!));
}

describe('recovery properties', () => {
  it('truncation at every byte, and the same cut into preallocated zeros, gives exactly the whole frames before it', () => {
    fc.assert(
      fc.property(journalRecords(5, 40), fc.nat({ max: 64 }), (records, prealloc) => {
        const built = build(records, 0);
        for (let cut = 0; cut <= built.bytes.length; cut++) {
          const whole = built.ends.filter((e) => e <= cut).length;
          const variants = [
            built.bytes.subarray(0, cut),
            Buffer.concat([
              built.bytes.subarray(0, cut),
              Buffer.alloc(built.bytes.length - cut + prealloc),
            ]),
          ];
          for (const bytes of variants) {
            const out = recover(bytes);
            if (cut < FILE_HEADER_SIZE) {
              check('refused' in out, `a cut at ${cut} inside the file header was accepted`);
              continue;
            }
            if (!('ok' in out))
              throw new Error(`cut at ${cut} was refused: ${out.refused.message}`);
            check(
              out.ok.frames.length === whole,
              `cut at ${cut}: ${out.ok.frames.length} frames, ${whole} expected`,
            );
            check(isCommittedPrefix(out.ok, built), `cut at ${cut}: not the committed prefix`);
          }
        }
      }),
      params(200),
    );
  });

  it('a bit flip in committed data is refused with an offset, never dropped as a torn tail', () => {
    fc.assert(
      fc.property(
        journalRecords(10),
        fc.nat({ max: 256 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        (records, prealloc, flips) => {
          const built = build(records, prealloc);
          const bytes = Buffer.from(built.bytes);
          const positions = flips.map((f) => Math.floor(f / 8) % bytes.length);
          flips.forEach((f, i) => (bytes[positions[i]!]! ^= 1 << (f % 8)));
          const out = recover(bytes);
          if (positions.some((p) => p < built.dataEnd && bytes[p] !== built.bytes[p])) {
            check('refused' in out, 'a bit flip in committed data was accepted');
          } else if ('ok' in out) {
            // Flips only in free space (or flips that cancel out): every committed frame is there.
            check(
              out.ok.frames.length === records.length && isCommittedPrefix(out.ok, built),
              'frames were lost',
            );
          } else {
            check(
              (out.refused.offset ?? -1) >= built.dataEnd,
              'refused at an offset before the damage',
            );
          }
        },
      ),
      params(2000),
    );
  });

  it('garbage after the last frame is refused, or cut off as a torn tail; committed frames stay', () => {
    fc.assert(
      fc.property(
        journalRecords(8),
        fc.uint8Array({ minLength: 1, maxLength: 80 }),
        fc.nat({ max: 64 }),
        fc.boolean(),
        (records, garbage, gap, overZeros) => {
          const built = build(records, overZeros ? 256 : 0);
          const bytes = overZeros
            ? Buffer.from(built.bytes)
            : Buffer.concat([built.bytes, Buffer.alloc(gap + garbage.length)]);
          const at = built.dataEnd + (overZeros ? Math.min(gap, 256 - garbage.length) : gap);
          Buffer.from(garbage).copy(bytes, at);
          const out = recover(bytes);
          if ('ok' in out)
            check(
              out.ok.frames.length === records.length && isCommittedPrefix(out.ok, built),
              'frames were lost',
            );
          else
            check(
              (out.refused.offset ?? -1) >= built.dataEnd,
              'refused at an offset inside committed data',
            );
        },
      ),
      params(1000),
    );
  });

  it('frames duplicated and reordered give a committed prefix or a refusal — never a wrong state', () => {
    fc.assert(
      fc.property(
        journalRecords(8),
        fc.array(fc.nat({ max: 7 }), { minLength: 1, maxLength: 10 }),
        (records, order) => {
          const built = build(records, 0);
          const starts = [FILE_HEADER_SIZE, ...built.ends.slice(0, -1)];
          const indexes = order.map((i) => i % records.length);
          const pieces = indexes.map((i) => built.bytes.subarray(starts[i]!, built.ends[i]!));
          const bytes = Buffer.concat([
            built.bytes.subarray(0, FILE_HEADER_SIZE),
            ...pieces,
            Buffer.alloc(64),
          ]);
          const out = recover(bytes);
          if ('ok' in out)
            check(isCommittedPrefix(out.ok, built), 'a reordered journal decoded to a wrong state');
          if (indexes.every((v, i) => v === i))
            check(
              'ok' in out && out.ok.frames.length === indexes.length,
              'an in-order prefix was refused',
            );
          else check('refused' in out, 'a duplicated or reordered frame was accepted');
        },
      ),
      params(1000),
    );
  });

  it('every value round-trips with its type, canonically', () => {
    fc.assert(
      fc.property(journalValue, (value) => {
        const bytes = encodeValue(value);
        const back = decodeValue(bytes);
        check(encodeValue(back).equals(bytes), 'not canonical');
        // Deep equality, except that it calls two invalid Dates unequal (NaN !== NaN): then compare
        // how they print.
        const same =
          isDeepStrictEqual(back, value) ||
          inspect(back, { depth: null }) === inspect(value, { depth: null });
        check(same, 'value changed in the round trip');
      }),
      params(1000),
    );
  });
});
