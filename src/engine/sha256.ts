import * as crypto from 'node:crypto';

type OneShot = (algorithm: string, data: Uint8Array, encoding: 'buffer') => Buffer;
// crypto.hash (Node ≥ 20.12) hashes without creating a Hash object: cheaper per frame.
const oneShot = (crypto as unknown as { hash?: OneShot }).hash;

/** SHA-256 of `data`. */
export function sha256(data: Uint8Array): Buffer {
  return oneShot
    ? oneShot('sha256', data, 'buffer')
    : crypto.createHash('sha256').update(data).digest();
}

let scratch = Buffer.allocUnsafe(4096);
/** Views of `scratch` by length: frames of one size recur, and a view costs an allocation. */
let views = new Map<number, Buffer>();

/** SHA-256 of `a ‖ b` (the journal's chain step), without a Hash object for small inputs. */
export function sha256Concat(a: Uint8Array, b: Uint8Array): Buffer {
  if (!oneShot) return crypto.createHash('sha256').update(a).update(b).digest();
  const n = a.length + b.length;
  if (n > scratch.length) {
    scratch = Buffer.allocUnsafe(Math.max(n, scratch.length * 2));
    views = new Map();
  }
  scratch.set(a, 0);
  scratch.set(b, a.length);
  let view = views.get(n);
  if (!view) {
    view = scratch.subarray(0, n);
    if (views.size < 256) views.set(n, view);
  }
  return oneShot('sha256', view, 'buffer');
}
