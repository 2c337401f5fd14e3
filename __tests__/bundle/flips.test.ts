import type { ReasonCode } from '../../src/bundle/reasons';
import { verifyBundle } from '../../src/bundle/verify';
import { KEY, sealedRun, type SealedRun } from './sealed-run';

/** Every single-bit flip of every byte, and the byte inverted. */
const MASKS = [0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0xff];

let run: SealedRun;
beforeAll(async () => {
  run = await sealedRun();
});

async function verdict(envelope: Uint8Array, journal: Uint8Array) {
  return verifyBundle({
    envelopeBytes: envelope,
    journal: async () => journal,
    keys: [KEY],
    now: new Date(),
  });
}

/** Flips every byte of `target` with every mask; returns reason-code counts and any acceptance. */
async function flipAll(which: 'envelope' | 'journal') {
  const original = which === 'envelope' ? run.envelope : run.journal;
  const counts = new Map<ReasonCode | 'accepted' | 'not-invalid', number>();
  const accepted: string[] = [];
  for (let offset = 0; offset < original.length; offset++) {
    for (const mask of MASKS) {
      const mutated = Buffer.from(original);
      mutated[offset] = mutated[offset]! ^ mask;
      const result =
        which === 'envelope'
          ? await verdict(mutated, run.journal)
          : await verdict(run.envelope, mutated);
      if (result.status !== 'invalid')
        accepted.push(`${which}[${offset}]^0x${mask.toString(16)}: ${result.status}`);
      const code = result.reasons[0]?.code ?? 'accepted';
      counts.set(code, (counts.get(code) ?? 0) + 1);
    }
  }
  return { accepted, counts, flips: original.length * MASKS.length };
}

describe('exhaustive single-byte flips', () => {
  it('the untouched pair is valid', async () => {
    expect((await verdict(run.envelope, run.journal)).status).toBe('valid');
  });

  it('rejects every flip of every byte of the envelope', async () => {
    const { accepted, counts, flips } = await flipAll('envelope');
    expect(accepted).toEqual([]);
    expect(flips).toBe(run.envelope.length * MASKS.length);
    // the flips land where expected: layout, payload and signature bytes
    expect(counts.get('malformed')).toBeGreaterThan(0);
    expect(counts.get('bad-signature')).toBeGreaterThan(0);
  });

  it('rejects every flip of every byte of the journal', async () => {
    const { accepted, counts } = await flipAll('journal');
    expect(accepted).toEqual([]);
    expect(counts.get('journal-corrupt')).toBeGreaterThan(0);
  });
});
