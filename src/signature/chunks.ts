/** Bundle chunks: files a bundler names by a hash of their content. */

/**
 * A bundler's content hash ending a chunk's name (`hydration-ByKLEQMr.js`, `chunk-7QX2K4ZD.js`),
 * maybe before a build flavour (`raise-7c948725.development.cjs.js`).
 */
const CHUNK_HASH = /([-.])([\w-]{8})((?:\.[a-z]+)*?(?:\.d)?\.[cm]?[jt]sx?)?$/;

/**
 * Two module specifiers for the same chunk of a bundle, whose content hash changed with the
 * release (a hash mixes upper and lower case, or letters and digits, or is eight hex digits:
 * `ofetch.00501375.mjs`). The names a chunk exports are the bundler's too (`aT` → `aV`): only the
 * name re-exported counts.
 */
export function sameChunk(a: string, b: string): boolean {
  const [ma, mb] = [CHUNK_HASH.exec(a), CHUNK_HASH.exec(b)];
  const hashLike = (h: string) =>
    (/[A-Z]/.test(h) && /[a-z]/.test(h)) ||
    (/\d/.test(h) && /[A-Za-z]/.test(h)) ||
    /^[0-9a-f]{8}$/.test(h);
  return (
    ma !== null &&
    mb !== null &&
    hashLike(ma[2]!) &&
    hashLike(mb[2]!) &&
    a.slice(0, ma.index) === b.slice(0, mb.index) &&
    ma[1] === mb[1] &&
    ma[3] === mb[3]
  );
}

/** A file or specifier named like a bundle chunk (its name ends in a content hash). */
export function isChunk(path: string): boolean {
  return sameChunk(path, path);
}
