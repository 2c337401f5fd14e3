import { decodeCanonicalBase64 } from './base64';
import { BundleError } from './reasons';

/** The in-toto statement media type: the only `payloadType` a proof bundle may carry. */
export const PAYLOAD_TYPE = 'application/vnd.in-toto+json';

export interface Signature {
  keyid: string;
  /** HMAC-SHA256 over PAE(payloadType, payload), standard base64. */
  sig: string;
}

/** A DSSE envelope as it sits in the file. */
export interface Envelope {
  payloadType: string;
  /** The statement's exact bytes, standard base64. */
  payload: string;
  signatures: Signature[];
}

/** An envelope whose fields passed strict parsing, with the decoded bytes beside the text. */
export interface ParsedEnvelope {
  payloadType: string;
  payloadBytes: Buffer;
  signatures: { keyid: string; sig: Buffer }[];
}

const MAX_SIGNATURES = 16;
const KEYID = /^[A-Za-z0-9._-]{1,64}$/;
const SIG_BYTES = 32;

/**
 * The one byte form of an envelope: fixed key order, two-space indent, final newline. The parser
 * accepts only this form, so every byte of a bundle file is meaningful and no second spelling of
 * the same bundle exists.
 */
export function serializeEnvelope(envelope: Envelope): string {
  const ordered = {
    payloadType: envelope.payloadType,
    payload: envelope.payload,
    signatures: envelope.signatures.map((s) => ({ keyid: s.keyid, sig: s.sig })),
  };
  return JSON.stringify(ordered, null, 2) + '\n';
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Strict parse of the envelope bytes: exact fields and types, canonical base64 and layout. */
export function parseEnvelope(bytes: Uint8Array): ParsedEnvelope {
  let text: string;
  let value: unknown;
  try {
    text = utf8.decode(bytes);
    value = JSON.parse(text);
  } catch {
    throw new BundleError('malformed', 'envelope is not UTF-8 JSON');
  }
  const envelope = exactObject(value, ['payloadType', 'payload', 'signatures'], 'envelope');
  const { payloadType, payload, signatures } = envelope;
  if (typeof payloadType !== 'string') throw malformed('payloadType is not a string');
  if (typeof payload !== 'string') throw malformed('payload is not a string');
  const payloadBytes = decodeCanonicalBase64(payload);
  if (!payloadBytes) throw malformed('payload is not canonical standard base64');
  if (!Array.isArray(signatures) || signatures.length === 0) {
    throw malformed('signatures must be a non-empty array');
  }
  if (signatures.length > MAX_SIGNATURES) {
    throw malformed(`more than ${MAX_SIGNATURES} signatures`);
  }
  const parsed = signatures.map((entry: unknown, i) => {
    const { keyid, sig } = exactObject(entry, ['keyid', 'sig'], `signature ${i + 1}`);
    if (typeof keyid !== 'string' || !KEYID.test(keyid)) {
      throw malformed(`signature ${i + 1}: keyid must be 1-64 characters of A-Z a-z 0-9 . _ -`);
    }
    const sigBytes = typeof sig === 'string' ? decodeCanonicalBase64(sig) : null;
    if (!sigBytes || sigBytes.length !== SIG_BYTES) {
      throw malformed(`signature ${i + 1}: sig is not ${SIG_BYTES} bytes of canonical base64`);
    }
    return { keyid, sig: sigBytes };
  });
  const keyids = new Set(parsed.map((s) => s.keyid));
  if (keyids.size !== parsed.length) throw malformed('two signatures share a keyid');
  if (serializeEnvelope(envelope as unknown as Envelope) !== text) {
    throw malformed('envelope is not in canonical form (as written by lil seal)');
  }
  return { payloadType, payloadBytes, signatures: parsed };
}

function exactObject(value: unknown, keys: string[], what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw malformed(`${what} is not a JSON object`);
  }
  const actual = Object.keys(value);
  const extra = actual.filter((k) => !keys.includes(k));
  if (extra.length > 0) throw malformed(`${what} has unexpected field '${extra[0]}'`);
  const missing = keys.filter((k) => !actual.includes(k));
  if (missing.length > 0) throw malformed(`${what} lacks field '${missing[0]}'`);
  return value as Record<string, unknown>;
}

function malformed(message: string): BundleError {
  return new BundleError('malformed', message);
}
