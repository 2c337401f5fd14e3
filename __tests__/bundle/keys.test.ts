import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { KeyConfigError, loadHmacKeys, parseHmacKeys } from '../../src/bundle/keys';

const secret = Buffer.alloc(32, 7).toString('base64');

describe('parseHmacKeys', () => {
  it('reads keyid:base64 lines, skipping blanks and comments, first key first', () => {
    const keys = parseHmacKeys(`# current\nnew-2026:${secret}\r\n\n old.1:${secret}\n`, 'f');
    expect(keys.map((k) => k.keyid)).toEqual(['new-2026', 'old.1']);
    expect(keys[0]!.secret.equals(Buffer.alloc(32, 7))).toBe(true);
  });

  it.each([
    ['no colon', 'abc', /f line 1: expected 'keyid:base64-secret'/],
    ['bad keyid', `a b:${secret}`, /f line 1: keyid must be/],
    ['empty keyid', `:${secret}`, /keyid must be/],
    ['not base64', 'k:@@@@', /secret of key 'k' is not base64/],
    ['non-canonical base64', `k:${secret.slice(0, -2)}`, /not base64/],
    ['short secret', `k:${Buffer.alloc(16).toString('base64')}`, /is 16 bytes; use at least 32/],
    ['duplicate keyid', `k:${secret}\nk:${secret}`, /f line 2: keyid 'k' appears twice/],
  ])('rejects %s with a one-line error', (_name, text, message) => {
    let error: unknown;
    try {
      parseHmacKeys(text, 'f');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(KeyConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
    expect((error as Error).message).not.toContain(secret);
  });

  it('never shows the secret in JSON or inspect output', () => {
    const [key] = parseHmacKeys(`k:${secret}`, 'f');
    expect(JSON.stringify(key)).toBe('{"keyid":"k"}');
    expect(inspect(key)).toBe('HmacKey(k)');
    expect(Object.keys(key!)).toEqual(['keyid']);
  });
});

describe('loadHmacKeys', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lil-keys-'));

  it('prefers --key-file over the environment', async () => {
    const file = join(dir, 'keys');
    writeFileSync(file, `file:${secret}\n`);
    const keys = await loadHmacKeys({
      keyFile: file,
      env: { LETITLOOP_HMAC_KEYS: `env:${secret}` },
    });
    expect(keys.map((k) => k.keyid)).toEqual(['file']);
  });

  it('reads LETITLOOP_HMAC_KEYS, and returns no keys when nothing is set', async () => {
    const env = { LETITLOOP_HMAC_KEYS: `env:${secret}` };
    expect((await loadHmacKeys({ env })).map((k) => k.keyid)).toEqual(['env']);
    expect(await loadHmacKeys({ env: {} })).toEqual([]);
  });

  it('names a missing or empty key file in one line', async () => {
    await expect(loadHmacKeys({ keyFile: join(dir, 'nope'), env: {} })).rejects.toThrow(
      /cannot read key file .*nope \(ENOENT\)/,
    );
    const empty = join(dir, 'empty');
    writeFileSync(empty, '# nothing\n');
    await expect(loadHmacKeys({ keyFile: empty, env: {} })).rejects.toThrow(/holds no key/);
  });
});
