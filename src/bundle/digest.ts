import { createHash } from 'node:crypto';

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Git's blob id of `content`: the hash of `blob <size>\0<content>` (SHA-1 or SHA-256 repos). */
export function gitBlobId(content: Uint8Array, objectFormat: 'sha1' | 'sha256'): string {
  return createHash(objectFormat).update(`blob ${content.length}\0`).update(content).digest('hex');
}
