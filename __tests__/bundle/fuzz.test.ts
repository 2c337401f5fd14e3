import fc from 'fast-check';
import { verifyBundle } from '../../src/bundle/verify';
import type { BundleVerification } from '../../src/bundle/verification';
import { signed } from './tamper-kit';
import { KEY, sealedRun, type SealedRun } from './sealed-run';

let run: SealedRun;
let other: SealedRun;
beforeAll(async () => {
  run = await sealedRun();
  other = await sealedRun();
});

type Mutation = (bytes: Buffer, donor: Buffer) => Buffer;

const at = (n: number, length: number) => (length === 0 ? 0 : n % length);

/** Byte-level mutations: overwrite, insert, delete, truncate, duplicate, swap, splice from another bundle. */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })).map(([i, x]): Mutation => (b) => {
    const out = Buffer.from(b);
    out[at(i, b.length)] = out[at(i, b.length)]! ^ x;
    return out;
  }),
  fc.tuple(fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 16 })).map(
    ([i, bytes]): Mutation =>
      (b) =>
        Buffer.concat([b.subarray(0, at(i, b.length + 1)), bytes, b.subarray(at(i, b.length + 1))]),
  ),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 64 })).map(
    ([i, n]): Mutation =>
      (b) =>
        Buffer.concat([b.subarray(0, at(i, b.length)), b.subarray(at(i, b.length) + n)]),
  ),
  fc.nat().map(
    (n): Mutation =>
      (b) =>
        b.subarray(0, at(n, b.length)),
  ),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 128 })).map(([i, n]): Mutation => (b) => {
    const start = at(i, b.length);
    const slice = b.subarray(start, start + n);
    return Buffer.concat([
      b.subarray(0, start + slice.length),
      slice,
      b.subarray(start + slice.length),
    ]);
  }),
  fc
    .tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 64 }))
    .map(([i, j, n]): Mutation => (b) => {
      const [p, q] = [at(i, b.length), at(j, b.length)].sort((x, y) => x - y);
      const len = Math.min(n, q! - p!);
      if (len <= 0) return Buffer.from(b);
      return Buffer.concat([
        b.subarray(0, p),
        b.subarray(q, q! + len),
        b.subarray(p! + len, q),
        b.subarray(p, p! + len),
        b.subarray(q! + len),
      ]);
    }),
  fc
    .tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 256 }))
    .map(([i, j, n]): Mutation => (b, donor) => {
      const from = at(j, donor.length);
      const start = at(i, b.length);
      const piece = donor.subarray(from, from + n);
      return Buffer.concat([b.subarray(0, start), piece, b.subarray(start + piece.length)]);
    }),
);

function neverUnhandled(result: BundleVerification): boolean {
  return !result.reasons.some((r) => r.message.startsWith('verifier error'));
}

describe('fuzzing the verifier (fast-check)', () => {
  it('never throws and never accepts a mutated bundle or journal (2,500 cases)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('envelope', 'journal', 'both'),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        async (target, mutations) => {
          let envelope = run.envelope;
          let journal = run.journal;
          for (const m of mutations) {
            if (target !== 'journal') envelope = m(envelope, other.envelope);
            if (target !== 'envelope') journal = m(journal, other.journal);
          }
          const mutated = !envelope.equals(run.envelope) || !journal.equals(run.journal);
          fc.pre(mutated);
          const result = await verifyBundle({
            envelopeBytes: envelope,
            journal: async () => journal,
            keys: [KEY],
            now: new Date(),
          });
          return result.status !== 'valid' && neverUnhandled(result);
        },
      ),
      { numRuns: 2500 },
    );
  });

  it('never throws on statements a key holder signs with arbitrary content (1,000 cases)', async () => {
    const fields = ['subject', 'predicate', '_type', 'predicateType'] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), fc.jsonValue(), async (field, value) => {
        const statement = { ...run.statement, [field]: value };
        const result = await verifyBundle({
          envelopeBytes: signed(statement),
          journal: async () => run.journal,
          keys: [KEY],
          now: new Date(),
        });
        // some of these are legitimately valid (e.g. an empty subject list): binding judges those
        return ['valid', 'invalid'].includes(result.status) && neverUnhandled(result);
      }),
      { numRuns: 1000 },
    );
  });
});
