import { createHash } from 'node:crypto';

/** The engine's SHA-256 (hex), one-shot where Node has `crypto.hash`. */
export { sha256Hex } from '../engine/sha256';

/** Git's blob id of `content`: the hash of `blob <size>\0<content>` (SHA-1 or SHA-256 repos). */
export function gitBlobId(content: Uint8Array, objectFormat: 'sha1' | 'sha256'): string {
  return createHash(objectFormat).update(`blob ${content.length}\0`).update(content).digest('hex');
}
