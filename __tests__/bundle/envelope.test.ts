import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnvelope, PAYLOAD_TYPE, serializeEnvelope } from '../../src/bundle/envelope';
import { readFileCapped } from '../../src/bundle/read';
import { BundleError } from '../../src/bundle/reasons';

const sig = Buffer.alloc(32, 9).toString('base64');
const good = {
  payloadType: PAYLOAD_TYPE,
  payload: Buffer.from('{"x":1}').toString('base64'),
  signatures: [{ keyid: 'k1', sig }],
};

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof BundleError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'accepted';
}

describe('parseEnvelope', () => {
  it('accepts the canonical form and returns the exact payload bytes', () => {
    const parsed = parseEnvelope(Buffer.from(serializeEnvelope(good)));
    expect(parsed.payloadBytes.toString()).toBe('{"x":1}');
    expect(parsed.signatures).toEqual([{ keyid: 'k1', sig: Buffer.alloc(32, 9) }]);
  });

  const text = serializeEnvelope(good);
  it.each([
    ['not JSON', 'nope', /not UTF-8 JSON/],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0x7d]), /not UTF-8 JSON/],
    ['an array', '[]', /envelope is not a JSON object/],
    ['an extra field', serializeEnvelope(good).replace('{', '{"x":1,'), /unexpected field 'x'/],
    [
      'a missing field',
      JSON.stringify({ payloadType: 'a', payload: '' }),
      /lacks field 'signatures'/,
    ],
    ['no signatures', serializeEnvelope({ ...good, signatures: [] }), /non-empty array/],
    ['url-safe base64', text.replace(good.payload, good.payload.replace('=', '')), /canonical/],
    [
      'stray bits in base64',
      text.replace(good.payload, good.payload.slice(0, -2) + 'x='),
      /payload is not canonical/,
    ],
    ['a short sig', text.replace(sig, Buffer.alloc(31).toString('base64')), /not 32 bytes/],
    ['a bad keyid', text.replace('"k1"', '"k 1"'), /keyid must be/],
    [
      'two signatures with one keyid',
      serializeEnvelope({ ...good, signatures: [good.signatures[0]!, good.signatures[0]!] }),
      /share a keyid/,
    ],
    ['compact JSON', JSON.stringify(good), /not in canonical form/],
    ['a missing final newline', text.trimEnd(), /not in canonical form/],
    [
      'reordered fields',
      text.replace(/^\{\n {2}("payloadType": [^\n]+)\n {2}("payload": [^\n]+)/, '{\n  $2\n  $1'),
      /canonical form/,
    ],
    [
      'a duplicated field',
      text.replace('{', `{\n  "payload": "${good.payload}",`),
      /canonical form/,
    ],
  ])('rejects %s as malformed', (_name, input, message) => {
    const bytes = typeof input === 'string' ? Buffer.from(input) : input;
    const result = codeOf(() => parseEnvelope(bytes));
    expect(result).toMatch(/^malformed: /);
    expect(result).toMatch(message);
  });
});

/** Writes 100 MB into the FIFO named by argv[1] and prints how many bytes the reader took. */
const WRITE_100MB = `
const fs = require('node:fs');
const fd = fs.openSync(process.argv[1], 'w');
const chunk = Buffer.alloc(1 << 20, 0x20);
let total = 0;
try {
  for (let i = 0; i < 100; i++) total += fs.writeSync(fd, chunk);
} catch {}
process.stdout.write(String(total));
`;

describe('readFileCapped', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lil-read-'));

  it('reads files up to the cap', async () => {
    const file = join(dir, 'small');
    writeFileSync(file, 'abc');
    expect((await readFileCapped(file, 3, 'bundle')).toString()).toBe('abc');
    await expect(readFileCapped(file, 2, 'bundle')).rejects.toMatchObject({ code: 'too-large' });
  });

  it('refuses a file that claims 100 MB from its size alone (the message carries the stat size)', async () => {
    const file = join(dir, 'huge');
    writeFileSync(file, '');
    truncateSync(file, 100 * 1024 * 1024); // sparse: claims 100 MB, holds nothing on disk
    await expect(readFileCapped(file, 8 * 1024 * 1024, 'bundle')).rejects.toThrow(
      'bundle is 104857600 bytes; the limit is 8388608',
    );
  });

  it('stops reading a 100 MB stream of unknown size at the cap', async () => {
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    const writer = spawn(process.execPath, ['-e', WRITE_100MB, fifo], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let written = '';
    writer.stdout.on('data', (chunk: Buffer) => (written += chunk.toString()));
    const exited = new Promise((resolve) => writer.on('close', resolve));
    await expect(readFileCapped(fifo, 4 * 1024 * 1024, 'bundle')).rejects.toThrow(
      'bundle is more than 4194304 bytes; the limit is 4194304',
    );
    await exited;
    const total = Number(written.trim());
    expect(total).toBeGreaterThan(4 * 1024 * 1024);
    expect(total).toBeLessThan(8 * 1024 * 1024);
  });

  it('names a missing file with its errno', async () => {
    await expect(readFileCapped(join(dir, 'none'), 10, 'journal')).rejects.toMatchObject({
      code: 'unreadable',
      errno: 'ENOENT',
    });
  });
});
