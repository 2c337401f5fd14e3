import type { HashName, Hashes } from './types';

const byPrefix: Record<string, HashName> = {
  sha1: 'SHA-1',
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
  md5: 'MD5',
};

const hexLength: Record<HashName, number> = {
  'SHA-1': 40,
  'SHA-256': 64,
  'SHA-384': 96,
  'SHA-512': 128,
  MD5: 32,
};

/**
 * Subresource-integrity strings (`sha512-<base64> sha1-<base64>`, npm, pnpm, yarn classic) to hex
 * hashes. Unknown algorithms and malformed digests are skipped rather than guessed.
 */
export function fromIntegrity(integrity: string | undefined): Hashes {
  const hashes: Hashes = {};
  if (!integrity) return hashes;
  for (const token of integrity.trim().split(/\s+/)) {
    const dash = token.indexOf('-');
    const algorithm = byPrefix[token.slice(0, dash).toLowerCase()];
    if (dash < 0 || !algorithm) continue;
    const hex = Buffer.from(token.slice(dash + 1).replace(/\?.*$/, ''), 'base64').toString('hex');
    if (hex.length === hexLength[algorithm]) hashes[algorithm] ??= hex;
  }
  return hashes;
}

/** `sha256:<hex>` (pip --hash, poetry, uv) to one hash, or undefined when unknown or malformed. */
export function fromPrefixedHex(value: string): [HashName, string] | undefined {
  const match = /^([a-z0-9]+)[:=]([0-9a-fA-F]+)$/.exec(value.trim());
  const algorithm = match ? byPrefix[match[1]!.toLowerCase()] : undefined;
  if (!match || !algorithm || match[2]!.length !== hexLength[algorithm]) return undefined;
  return [algorithm, match[2]!.toLowerCase()];
}

/** Adds `extra` to `into` without replacing a hash already known for an algorithm. */
export function mergeHashes(into: Hashes, extra: Hashes): Hashes {
  for (const [name, value] of Object.entries(extra) as [HashName, string][]) into[name] ??= value;
  return into;
}
