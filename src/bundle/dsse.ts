import { createHmac, timingSafeEqual } from 'node:crypto';
import type { HmacKey } from './keys';

/** DSSE v1 pre-authentication encoding: `DSSEv1 SP len(type) SP type SP len(body) SP body`. */
export function pae(payloadType: string, payload: Uint8Array): Buffer {
  const type = Buffer.from(payloadType, 'utf8');
  const head = Buffer.from(`DSSEv1 ${type.length} ${payloadType} ${payload.length} `, 'utf8');
  return Buffer.concat([head, payload]);
}

/** HMAC-SHA256 over the PAE of the payload: the DSSE `Sign()` this project uses. */
export function hmacSign(key: HmacKey, payloadType: string, payload: Uint8Array): Buffer {
  return createHmac('sha256', key.secret).update(pae(payloadType, payload)).digest();
}

/** Constant-time check of one signature; a wrong length is rejected before the comparison. */
export function hmacVerify(
  key: HmacKey,
  payloadType: string,
  payload: Uint8Array,
  signature: Uint8Array,
): boolean {
  const expected = hmacSign(key, payloadType, payload);
  if (signature.length !== expected.length) return false;
  return timingSafeEqual(expected, signature);
}
