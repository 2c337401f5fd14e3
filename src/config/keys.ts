import { KeyConfigError, parseHmacKeys as parseBundleKeys, type HmacKey } from '../bundle/keys';
import { ConfigError } from './errors';

/**
 * HMAC keys, one `keyid:base64` a line (the proof-bundle format, src/bundle/keys). A bad line is a
 * configuration error naming the source, the line and the key id, never the key material.
 */
export function parseHmacKeys(text: string, source: string): HmacKey[] {
  try {
    return parseBundleKeys(text, source);
  } catch (error) {
    if (error instanceof KeyConfigError) throw new ConfigError(error.message);
    throw error;
  }
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
