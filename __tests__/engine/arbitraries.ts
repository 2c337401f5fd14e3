import fc from 'fast-check';
import { encodeValue } from '../../src/engine/codec-encode';
import type { JournalRecord } from '../../src/engine/records';

/** Values of every type the codec keeps. */
export const journalValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(undefined, null, true, false, NaN, Infinity, -Infinity, -0, 0),
    fc.integer(),
    fc.double(),
    fc.bigInt(),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: 'grapheme', maxLength: 8 }),
    fc.date({ noInvalidDate: false }),
    fc.uint8Array({ maxLength: 24 }),
    fc.uint8Array({ maxLength: 24 }).map((b) => Buffer.from(b)),
    fc.constantFrom(new URL('https://example.com/a?b#c'), /x+y/gi),
    fc.string().map((m) => Object.assign(new RangeError(m), { code: 'E1' })),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 4 }),
    fc.array(fc.tuple(tie('value'), tie('value')), { maxLength: 3 }).map((e) => new Map(e)),
    fc.array(tie('value'), { maxLength: 3 }).map((e) => new Set(e)),
  ),
})).value;

const bytes16 = fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => Buffer.from(b));
const time = fc.integer({ min: 0, max: 2 ** 41 });
const small = fc.nat({ max: 1000 });
const name = fc.string({ minLength: 1, maxLength: 12 });
const encoded = (max: number) =>
  journalValue.map((v) => encodeValue(v)).filter((b) => b.length <= max);

/** A random journal: a goal record, then any mix of the other record types. */
export function journalRecords(
  maxRecords: number,
  maxValueBytes = 200,
): fc.Arbitrary<JournalRecord[]> {
  const record: fc.Arbitrary<JournalRecord> = fc.oneof(
    fc.record({ t: fc.constant('open' as const), at: time, pid: small, host: name, n: small }),
    fc.record({
      t: fc.constant('step' as const),
      pos: small,
      name,
      args: bytes16,
      at: time,
      us: small,
      n: small,
      v: encoded(maxValueBytes),
    }),
    fc.record({
      t: fc.constant('fail' as const),
      pos: small,
      name,
      args: bytes16,
      at: time,
      us: small,
      n: small,
      err: encoded(maxValueBytes),
      last: fc.boolean(),
    }),
    fc.record({ t: fc.constant('mark' as const), name, key: name, at: time, n: small, pid: small }),
    fc.record({
      t: fc.constant('done' as const),
      name,
      at: time,
      n: small,
      v: encoded(maxValueBytes),
      skipped: fc.boolean(),
    }),
    fc.record({
      t: fc.constant('end' as const),
      at: time,
      ok: fc.boolean(),
      v: encoded(maxValueBytes),
    }),
  );
  const goal = fc.record({
    t: fc.constant('goal' as const),
    goal: name,
    run: name,
    at: time,
    git: fc.constant(null),
    input: bytes16,
    engine: fc.constant('prop'),
  });
  return fc
    .tuple(goal, fc.array(record, { maxLength: maxRecords - 1 }))
    .map(([g, rest]) => [g, ...rest]);
}
