import { ConfigError } from './errors';
import type { HmacKey } from './schema';

const KEY_ID = /^[A-Za-z0-9._-]{1,64}$/;
const BASE64 = /^(?:[A-Za-z0-9+/]+={0,2}|[A-Za-z0-9_-]+={0,2})$/;
/** HMAC-SHA256 keys shorter than this are refused as too weak to mean anything. */
const MIN_KEY_BYTES = 16;

/**
 * Parses HMAC keys, one `keyid:base64` a line (blank lines and `#` comments ignored). Errors name
 * the source, the line and the key id, never the key material.
 */
export function parseHmacKeys(text: string, source: string): HmacKey[] {
  const keys: HmacKey[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const where = `${source} line ${index + 1}`;
    const colon = line.indexOf(':');
    if (colon < 0) throw new ConfigError(`${where}: expected 'keyid:base64'`);
    const keyId = line.slice(0, colon).trim();
    const encoded = line.slice(colon + 1).trim();
    if (!KEY_ID.test(keyId))
      throw new ConfigError(`${where}: key id must be 1-64 of [A-Za-z0-9._-]`);
    if (!BASE64.test(encoded)) throw new ConfigError(`${where}: key '${keyId}' is not base64`);
    const secret = Buffer.from(
      encoded,
      encoded.includes('-') || encoded.includes('_') ? 'base64url' : 'base64',
    );
    if (secret.length < MIN_KEY_BYTES) {
      throw new ConfigError(
        `${where}: key '${keyId}' is ${secret.length} bytes; at least ${MIN_KEY_BYTES} are needed`,
      );
    }
    if (keys.some((k) => k.keyId === keyId))
      throw new ConfigError(`${where}: key id '${keyId}' appears twice`);
    keys.push({ keyId, secret });
  });
  return keys;
}

/**
 * Every text form a key could be printed in: the ways to mask it (`core.setSecret`) and to redact it.
 * Short forms are left out: masking a 3-character string would blank unrelated log text.
 */
export function secretForms(key: HmacKey): string[] {
  const forms = [
    key.secret.toString('base64'),
    key.secret.toString('base64').replace(/=+$/, ''),
    key.secret.toString('base64url'),
    key.secret.toString('hex'),
  ];
  const text = key.secret.toString('utf8');
  if (/^[\x20-\x7e]+$/.test(text)) forms.push(text);
  return [...new Set(forms)].filter((f) => f.length >= 8);
}
