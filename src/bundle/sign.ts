import { hmacSign } from './dsse';
import { PAYLOAD_TYPE, serializeEnvelope } from './envelope';
import type { HmacKey } from './keys';
import type { Statement } from './statement';

/**
 * Serializes the statement once and signs those exact bytes with every given key (several keys
 * give several signatures, for rotation). Returns the envelope file's text.
 */
export function signStatement(statement: Statement, keys: HmacKey[]): string {
  if (keys.length === 0) throw new Error('signStatement needs at least one key');
  const payload = Buffer.from(JSON.stringify(statement), 'utf8');
  return serializeEnvelope({
    payloadType: PAYLOAD_TYPE,
    payload: payload.toString('base64'),
    signatures: keys.map((key) => ({
      keyid: key.keyid,
      sig: hmacSign(key, PAYLOAD_TYPE, payload).toString('base64'),
    })),
  });
}
