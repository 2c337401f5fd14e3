import { hmacSign } from '../../src/bundle/dsse';
import { PAYLOAD_TYPE, serializeEnvelope } from '../../src/bundle/envelope';
import type { HmacKey } from '../../src/bundle/keys';
import { verifyBundle } from '../../src/bundle/verify';
import type { BundleVerification, VerifyPolicy } from '../../src/bundle/verification';
import { decodeJournal } from '../../src/engine';
import { KEY } from './sealed-run';

/** Signs a (possibly hostile) statement exactly as the sealer would, to test what the verifier does with it. */
export function signed(
  statement: unknown,
  keys: HmacKey[] = [KEY],
  payloadType = PAYLOAD_TYPE,
): Buffer {
  const payload = Buffer.from(JSON.stringify(statement));
  return Buffer.from(
    serializeEnvelope({
      payloadType,
      payload: payload.toString('base64'),
      signatures: keys.map((k) => ({
        keyid: k.keyid,
        sig: hmacSign(k, payloadType, payload).toString('base64'),
      })),
    }),
  );
}

/** Verifies in memory, at a time inside the bundle's validity unless told otherwise. */
export function verifyBytes(
  envelope: Buffer,
  journal: Uint8Array | null,
  options: { keys?: HmacKey[]; now?: Date; policy?: VerifyPolicy } = {},
): Promise<BundleVerification> {
  return verifyBundle({
    envelopeBytes: envelope,
    journal: async () => journal,
    keys: options.keys ?? [KEY],
    now: options.now ?? new Date(),
    ...(options.policy ? { policy: options.policy } : {}),
  });
}

export const codes = (result: BundleVerification) => result.reasons.map((r) => r.code);

/** Byte ranges of the journal's frames. */
export function frameRanges(journal: Buffer): { offset: number; length: number }[] {
  return decodeJournal(journal).frames.map((f) => ({ offset: f.offset, length: f.length }));
}
