import { dirname, join } from 'node:path';
import { hmacVerify } from './dsse';
import { sha256Hex } from './digest';
import { PAYLOAD_TYPE, parseEnvelope, type ParsedEnvelope } from './envelope';
import { checkClaims } from './claims';
import type { HmacKey } from './keys';
import { readFileCapped } from './read';
import { BundleError, type Reason } from './reasons';
import { looksLikeJournal, replayJournal, replayUnsealed } from './replay';
import { parseStatement, type Statement } from './statement';
import type {
  BundleVerification,
  JournalLoader,
  VerifyBundleInput,
  VerifyPolicy,
} from './verification';

export const DEFAULT_MAX_ENVELOPE_BYTES = 8 * 1024 * 1024;
export const DEFAULT_MAX_JOURNAL_BYTES = 64 * 1024 * 1024;

/**
 * Verifies a proof bundle in the order of docs/proof-bundle.md: size limits, strict envelope,
 * payload type, key lookup, HMAC, parse of the verified bytes only, schema, journal replay, run
 * rebuild, claims. Never throws for bad input: every failure is a status with reason codes.
 */
export async function verifyBundle(input: VerifyBundleInput): Promise<BundleVerification> {
  const result: BundleVerification = { status: 'invalid', reasons: [] };
  try {
    await verifyInto(result, input);
  } catch (error) {
    const reason =
      error instanceof BundleError
        ? error.toReason()
        : { code: 'unreadable' as const, message: `verifier error: ${oneLine(error)}` };
    result.reasons.push(reason);
    result.status = statusFor(reason);
  }
  return result;
}

async function verifyInto(result: BundleVerification, input: VerifyBundleInput): Promise<void> {
  const policy: VerifyPolicy = input.policy ?? {};
  const maxEnvelope = policy.maxEnvelopeBytes ?? DEFAULT_MAX_ENVELOPE_BYTES;
  const maxJournal = policy.maxJournalBytes ?? DEFAULT_MAX_JOURNAL_BYTES;

  // 1. size limits, before anything is read whole
  const envelopeBytes = await loadEnvelope(input, maxEnvelope);
  if (looksLikeJournal(envelopeBytes)) {
    // a bare journal: replayed and reported, never trusted
    result.replay = replayUnsealed(envelopeBytes);
    result.status = 'unsealed';
    return;
  }
  // 2. strict envelope parsing
  const envelope = parseEnvelope(envelopeBytes);
  // 3. payload type
  if (envelope.payloadType !== PAYLOAD_TYPE) {
    throw new BundleError(
      'wrong-payload-type',
      `payloadType is ${JSON.stringify(envelope.payloadType).slice(0, 80)}, expected ${PAYLOAD_TYPE}`,
    );
  }
  // 4.–5. keys by keyid, HMAC with constant-time comparison
  result.keyids = checkSignatures(envelope, input.keys, policy);
  // 6.–7. parse only the verified bytes, then the schema
  result.statementSha256 = sha256Hex(envelope.payloadBytes);
  const statement = parseStatement(envelope.payloadBytes);
  result.statement = statement;
  // 8.–9. replay the journal and rebuild the run
  const journal = await loadJournal(input, statement, maxJournal);
  result.replay = replayJournal(journal);
  // 10. every claim against the replay, and freshness
  result.reasons.push(...checkClaims(statement, result.replay, input.now, policy.clockSkewSeconds));
  result.status = result.reasons.length === 0 ? 'valid' : 'invalid';
}

function checkSignatures(
  envelope: ParsedEnvelope,
  keys: HmacKey[],
  policy: VerifyPolicy,
): string[] {
  if (keys.length === 0) {
    throw new BundleError('no-key', 'no HMAC key configured, so the seal cannot be checked');
  }
  const byId = new Map(keys.map((k) => [k.keyid, k]));
  const unknown = envelope.signatures.find((s) => !byId.has(s.keyid));
  if (unknown) {
    throw new BundleError(
      'unknown-key',
      `signed with key '${unknown.keyid}', which is not configured`,
    );
  }
  for (const { keyid, sig } of envelope.signatures) {
    if (!hmacVerify(byId.get(keyid)!, envelope.payloadType, envelope.payloadBytes, sig)) {
      throw new BundleError(
        'bad-signature',
        `signature by key '${keyid}' does not match the payload`,
      );
    }
  }
  const keyids = envelope.signatures.map((s) => s.keyid);
  const current = keys[0]!.keyid;
  if (policy.requireCurrentKey && !keyids.includes(current)) {
    throw new BundleError(
      'retired-key',
      `signed only by older key(s) ${keyids.join(', ')}; policy requires the current key '${current}'`,
    );
  }
  return keyids;
}

async function loadEnvelope(input: VerifyBundleInput, maxBytes: number): Promise<Uint8Array> {
  if ('path' in input) return readFileCapped(input.path, maxBytes, 'bundle');
  if (input.envelopeBytes.length > maxBytes) {
    throw new BundleError(
      'too-large',
      `bundle is ${input.envelopeBytes.length} bytes; the limit is ${maxBytes}`,
    );
  }
  return input.envelopeBytes;
}

async function loadJournal(
  input: VerifyBundleInput,
  statement: Statement,
  maxBytes: number,
): Promise<Uint8Array> {
  const name = statement.predicate.journal.path;
  const claimed = statement.predicate.journal.bytes;
  if (claimed > maxBytes) {
    throw new BundleError('too-large', `journal claims ${claimed} bytes; the limit is ${maxBytes}`);
  }
  let bytes: Uint8Array | null;
  if ('path' in input) {
    const folder = dirname(input.path);
    bytes = await loadWith((file, max) => readJournalFile(join(folder, file), max), name, maxBytes);
  } else if (input.journal === undefined || typeof input.journal !== 'function') {
    bytes = input.journal ?? null;
  } else {
    bytes = await loadWith(input.journal, name, maxBytes);
  }
  if (bytes === null) throw new BundleError('journal-missing', `journal ${name} is missing`);
  if (bytes.length > maxBytes) {
    throw new BundleError(
      'too-large',
      `journal is ${bytes.length} bytes; the limit is ${maxBytes}`,
    );
  }
  return bytes;
}

async function readJournalFile(path: string, maxBytes: number): Promise<Uint8Array | null> {
  try {
    return await readFileCapped(path, maxBytes, 'journal');
  } catch (error) {
    if (error instanceof BundleError && error.errno === 'ENOENT') return null;
    throw error;
  }
}

async function loadWith(
  load: JournalLoader,
  name: string,
  cap: number,
): Promise<Uint8Array | null> {
  try {
    return await load(name, cap);
  } catch (error) {
    if (error instanceof BundleError) throw error;
    throw new BundleError('unreadable', `cannot read journal ${name}: ${oneLine(error)}`);
  }
}

const CANNOT_VERIFY = new Set(['no-key', 'unreadable']);

function statusFor(reason: Reason): BundleVerification['status'] {
  return CANNOT_VERIFY.has(reason.code) ? 'cannot-verify' : 'invalid';
}

function oneLine(error: unknown): string {
  return String((error as Error)?.message ?? error).split('\n')[0]!;
}
