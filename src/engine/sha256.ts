import * as crypto from 'node:crypto';

type OneShot = {
  (algorithm: string, data: Uint8Array, encoding: 'buffer'): Buffer;
  (algorithm: string, data: Uint8Array, encoding: 'hex'): string;
};
// crypto.hash (Node ≥ 20.12) hashes without creating a Hash object: cheaper for small inputs.
const oneShot = (crypto as unknown as { hash?: OneShot }).hash;

/** SHA-256 of `data`. */
export function sha256(data: Uint8Array): Buffer {
  return oneShot
    ? oneShot('sha256', data, 'buffer')
    : crypto.createHash('sha256').update(data).digest();
}

/** SHA-256 of `data`, 64 hex digits. */
export function sha256Hex(data: Uint8Array): string {
  return oneShot
    ? oneShot('sha256', data, 'hex')
    : crypto.createHash('sha256').update(data).digest('hex');
}
