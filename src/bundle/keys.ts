import { readFile } from 'node:fs/promises';
import { inspect } from 'node:util';
import { decodeCanonicalBase64 } from './base64';

/** An HMAC-SHA256 key. The secret is hidden from JSON, `util.inspect` and enumeration. */
export interface HmacKey {
  readonly keyid: string;
  readonly secret: Buffer;
}

export const KEY_ENV = 'LETITLOOP_HMAC_KEYS';
export const MIN_SECRET_BYTES = 32;
const MAX_KEYS = 32;
const KEYID = /^[A-Za-z0-9._-]{1,64}$/;

/** A key file or key variable that cannot be used: one line, never the secret. */
export class KeyConfigError extends Error {
  override name = 'KeyConfigError';
}

export function hmacKey(keyid: string, secret: Buffer): HmacKey {
  if (!KEYID.test(keyid)) throw new KeyConfigError(`bad keyid '${keyid.slice(0, 64)}'`);
  const key = { keyid } as HmacKey;
  Object.defineProperty(key, 'secret', { value: Buffer.from(secret), enumerable: false });
  Object.defineProperty(key, 'toJSON', { value: () => ({ keyid }), enumerable: false });
  Object.defineProperty(key, inspect.custom, {
    value: () => `HmacKey(${keyid})`,
    enumerable: false,
  });
  return key;
}

/**
 * Parses keys written one per line as `keyid:base64-secret`. Blank lines and `#` comments are
 * skipped. The first key is the current one; later keys are older keys kept for rotation.
 */
export function parseHmacKeys(text: string, source: string): HmacKey[] {
  const keys: HmacKey[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '').trim();
    if (line === '' || line.startsWith('#')) continue;
    const where = `${source} line ${i + 1}`;
    const colon = line.indexOf(':');
    if (colon < 0) throw new KeyConfigError(`${where}: expected 'keyid:base64-secret'`);
    const keyid = line.slice(0, colon);
    if (!KEYID.test(keyid)) {
      throw new KeyConfigError(`${where}: keyid must be 1-64 characters of A-Z a-z 0-9 . _ -`);
    }
    const secret = decodeCanonicalBase64(line.slice(colon + 1));
    if (!secret) throw new KeyConfigError(`${where}: secret of key '${keyid}' is not base64`);
    if (secret.length < MIN_SECRET_BYTES) {
      throw new KeyConfigError(
        `${where}: secret of key '${keyid}' is ${secret.length} bytes; use at least ${MIN_SECRET_BYTES} (openssl rand -base64 32)`,
      );
    }
    if (keys.some((k) => k.keyid === keyid)) {
      throw new KeyConfigError(`${where}: keyid '${keyid}' appears twice`);
    }
    keys.push(hmacKey(keyid, secret));
  }
  if (keys.length > MAX_KEYS) throw new KeyConfigError(`${source}: more than ${MAX_KEYS} keys`);
  return keys;
}

/**
 * Keys from `--key-file` when given, otherwise from the environment variable; an empty list when
 * neither is set (the caller decides whether that is "cannot verify" or a usage error).
 */
export async function loadHmacKeys(options: {
  keyFile?: string;
  env: NodeJS.ProcessEnv;
}): Promise<HmacKey[]> {
  if (options.keyFile !== undefined) {
    let text: string;
    try {
      text = await readFile(options.keyFile, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new KeyConfigError(`cannot read key file ${options.keyFile} (${code})`);
    }
    const keys = parseHmacKeys(text, options.keyFile);
    if (keys.length === 0) throw new KeyConfigError(`key file ${options.keyFile} holds no key`);
    return keys;
  }
  const fromEnv = options.env[KEY_ENV];
  return fromEnv ? parseHmacKeys(fromEnv, KEY_ENV) : [];
}
