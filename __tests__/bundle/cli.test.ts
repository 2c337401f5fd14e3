import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/main';
import { recordingIO } from '../support/cli-io';
import { KEY, OLD_KEY, sealedRun } from './sealed-run';

const keyLine = (k: typeof KEY) => `${k.keyid}:${k.secret.toString('base64')}\n`;

function keyFile(...keys: (typeof KEY)[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'lil-cli-keys-')), 'keys');
  writeFileSync(file, keys.map(keyLine).join(''));
  return file;
}

/** `lil seal` of the fixture's run, declaring the signature changes in `file`. */
function sealDeclaring(file: string): string[] {
  const common = ['--out', 'p/x.bundle.json', '--key-file', keyFile(KEY), '--repository', 'a/b'];
  return ['seal', '--goal', 'fix', ...common, '--signature-changes', file];
}

describe('lil seal and lil replay', () => {
  it('seals with --key-file, replays with the key from the environment: table, then JSON', async () => {
    const run = await sealedRun();
    rmSync(run.bundlePath); // the library's bundle would otherwise be two more untracked files
    rmSync(run.journalPath);
    const io = recordingIO({ cwd: run.repo.dir, env: { GITHUB_REPOSITORY: 'acme/widgets' } });
    const sealArgs = [
      'seal',
      '--goal',
      'fix',
      '--runs-dir',
      '.letitloop/runs',
      '--key-file',
      keyFile(KEY),
      '--out',
      'proofs/cli.bundle.json',
    ];
    expect(await runCli(sealArgs, io)).toBe(0);
    expect(io.err).toMatch(
      /sealed run .* of goal 'fix' \(completed, 3 steps\): 2 file\(s\) changed, 1 deleted/,
    );
    expect(io.out.trim().split('\n')).toEqual([
      join(run.repo.dir, 'proofs/cli.bundle.json'),
      join(run.repo.dir, 'proofs/cli.journal'),
    ]);

    const env = { LETITLOOP_HMAC_KEYS: keyLine(KEY) };
    const table = recordingIO({ cwd: run.repo.dir, env });
    expect(await runCli(['replay', 'proofs/cli.bundle.json'], table)).toBe(0);
    expect(table.out).toMatch(
      /^proofs\/cli\.bundle\.json: VALID; sealed by key ci-2026; statement sha256 [0-9a-f]{64}$/m,
    );
    expect(table.out).toMatch(/^pos\s+step\s+status\s+attempt\s+started\s+duration/m);
    expect(table.out).toMatch(/^1\s+edit\s+ok\s+1\s+/m);
    expect(table.out).toMatch(/^notify\s+complete\s+1/m);
    expect(table.out).toContain('gate unit-tests: passed (3 passed)');
    expect(table.err).toBe('');

    const json = recordingIO({ cwd: run.repo.dir, env });
    expect(await runCli(['replay', 'proofs/cli.bundle.json', '--json'], json)).toBe(0);
    const parsed = JSON.parse(json.out);
    expect(parsed.status).toBe('valid');
    expect(parsed.replay.run.steps.map((s: { name: string }) => s.name)).toEqual([
      'plan',
      'edit',
      'gate:unit-tests',
    ]);
  });

  it('exit 1 with reason codes for an invalid bundle, 3 without a key, 2 for usage errors', async () => {
    const run = await sealedRun();
    const io = () => recordingIO({ cwd: run.repo.dir });
    const wrong = io();
    expect(
      await runCli(
        [
          'replay',
          run.bundlePath,
          '--key-file',
          keyFile({ keyid: KEY.keyid, secret: Buffer.alloc(32, 3) } as typeof KEY),
        ],
        wrong,
      ),
    ).toBe(1);
    expect(wrong.err).toBe(
      "lil replay: invalid: bad-signature: signature by key 'ci-2026' does not match the payload\n",
    );

    const unknown = io();
    expect(await runCli(['replay', run.bundlePath, '--key-file', keyFile(OLD_KEY)], unknown)).toBe(
      1,
    );
    expect(unknown.err).toMatch(/^lil replay: invalid: unknown-key: /);

    const retired = await sealedRun({ keys: [OLD_KEY] });
    const strict = io();
    const both = keyFile(KEY, OLD_KEY);
    expect(await runCli(['replay', retired.bundlePath, '--key-file', both], io())).toBe(0);
    expect(
      await runCli(
        ['replay', retired.bundlePath, '--key-file', both, '--require-current-key'],
        strict,
      ),
    ).toBe(1);
    expect(strict.err).toMatch(/retired-key/);

    const noKey = io();
    expect(await runCli(['replay', run.bundlePath], noKey)).toBe(3);
    expect(noKey.err).toMatch(/^lil replay: cannot-verify: no-key: /);
    expect(noKey.out).toMatch(/CANNOT-VERIFY/);

    for (const args of [['replay'], ['replay', 'a', 'b'], ['replay', run.bundlePath, '--frob']]) {
      const usage = io();
      expect(await runCli(args, usage)).toBe(2);
      expect(usage.err.trim().split('\n')).toHaveLength(1);
    }
    const badKeys = join(mkdtempSync(join(tmpdir(), 'lil-cli-')), 'keys');
    writeFileSync(badKeys, 'k:short\n');
    const bad = io();
    expect(await runCli(['replay', run.bundlePath, '--key-file', badKeys], bad)).toBe(2);
    expect(bad.err).toMatch(/keys line 1: secret of key 'k' is not base64/);

    const missing = io();
    expect(
      await runCli(['replay', join(run.repo.dir, 'nope.bundle.json'), '--key-file', both], missing),
    ).toBe(3);
    expect(missing.err).toMatch(/unreadable: cannot read bundle .*nope\.bundle\.json \(ENOENT\)/);
  });

  it('replays a bare journal and a goal folder as unsealed (exit 3), a broken one exit 1', async () => {
    const run = await sealedRun();
    const folder = recordingIO({ cwd: run.repo.dir });
    expect(await runCli(['replay', '.letitloop/runs/fix'], folder)).toBe(3);
    expect(folder.out).toMatch(/^\.letitloop\/runs\/fix: UNSEALED$/m);
    expect(folder.out).toMatch(/^0\s+plan\s+ok/m);
    const upstream = recordingIO();
    const fixtures = join(__dirname, '../engine/upstream-fixtures');
    expect(await runCli(['replay', join(fixtures, 'crlf.wal.jsonl')], upstream)).toBe(3);
    expect(upstream.out).toMatch(/journal \(LILWAL02\): \d+ frames, \d+ bytes, chain valid/);
    expect(upstream.out).toMatch(/^seq\s+timestamp\s+event/m);
    // the task id holds U+2028: shown escaped, never as a line break
    expect(upstream.out).toContain('valörs-\\u2028-task');
    expect(upstream.out).not.toContain('\u2028');
    const tampered = recordingIO();
    expect(
      await runCli(['replay', join(fixtures, 'tampered-chain.wal.jsonl'), '--json'], tampered),
    ).toBe(1);
    expect(JSON.parse(tampered.out).replay.chainValid).toBe(false);
  });

  it('refuses seal usage errors with exit 2 and one line', async () => {
    const run = await sealedRun();
    const cases: [string[], RegExp][] = [
      [['seal', '--out', 'x.bundle.json', '--key-file', keyFile(KEY)], /--goal is required/],
      [
        ['seal', '--goal', 'fix', '--key-file', keyFile(KEY)],
        /--out PATH\.bundle\.json is required/,
      ],
      [
        ['seal', '--goal', 'fix', '--out', 'x.bundle.json'],
        /no key: pass --key-file FILE or set LETITLOOP_HMAC_KEYS/,
      ],
      [
        [
          'seal',
          '--goal',
          'fix',
          '--out',
          'x.json',
          '--key-file',
          keyFile(KEY),
          '--repository',
          'a/b',
        ],
        /--out must name a file ending in \.bundle\.json/,
      ],
      [
        [
          'seal',
          '--goal',
          'fix',
          '--out',
          'x.bundle.json',
          '--key-file',
          keyFile(KEY),
          '--expires-in',
          'soon',
        ],
        /--expires-in must be a whole number/,
      ],
    ];
    for (const [args, message] of cases) {
      const io = recordingIO({ cwd: run.repo.dir });
      expect(await runCli(args, io)).toBe(2);
      expect(io.err).toMatch(message);
      expect(io.err.trim().split('\n')).toHaveLength(1);
    }
    const declared = join(run.repo.dir, 'changes.json');
    writeFileSync(declared, JSON.stringify([{ symbol: 'f', reason: '' }]));
    const io = recordingIO({ cwd: run.repo.dir });
    const args = sealDeclaring('changes.json');
    expect(await runCli(args, io)).toBe(2);
    expect(io.err).toMatch(/--signature-changes .*changes\.json: 0\.reason: /);
  });

  it('seals declared signature changes into the predicate', async () => {
    const run = await sealedRun();
    writeFileSync(
      join(run.repo.dir, 'changes.json'),
      JSON.stringify([
        { symbol: 'version', kind: 'type-changed', file: 'src/app.ts', reason: 'v2' },
      ]),
    );
    const io = recordingIO({ cwd: run.repo.dir });
    const args = sealDeclaring('changes.json');
    expect(await runCli(args, io)).toBe(0);
    const json = recordingIO({ cwd: run.repo.dir, env: { LETITLOOP_HMAC_KEYS: keyLine(KEY) } });
    expect(await runCli(['replay', 'p/x.bundle.json', '--json'], json)).toBe(0);
    expect(JSON.parse(json.out).statement.predicate.signatureChanges).toEqual([
      { symbol: 'version', kind: 'type-changed', file: 'src/app.ts', reason: 'v2' },
    ]);
  });
});
