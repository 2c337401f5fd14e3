import { copyFileSync, mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hmacKey } from '../../src/bundle/keys';
import { bindToChangeSet } from '../../src/bundle/bind';
import { verifyBundle } from '../../src/bundle/verify';
import type { Finding } from '../../src/findings';
import { codes, frameRanges, signed, verifyBytes } from './tamper-kit';
import { ancestryIn, prChangeSet } from './git-fixture';
import { BUNDLE_REL, JOURNAL_REL, KEY, OLD_KEY, sealedRun, type SealedRun } from './sealed-run';

let run: SealedRun;
let other: SealedRun;
beforeAll(async () => {
  run = await sealedRun();
  other = await sealedRun();
});

describe('the verifier refuses, each with its own reason code', () => {
  it('accepts the untouched bundle (the baseline every case departs from)', async () => {
    const result = await verifyBytes(run.envelope, run.journal);
    expect([result.status, codes(result)]).toEqual(['valid', []]);
  });

  it('a wrong key: bad-signature', async () => {
    const wrong = hmacKey(KEY.keyid, Buffer.alloc(32, 0x99));
    const result = await verifyBytes(run.envelope, run.journal, { keys: [wrong] });
    expect([result.status, codes(result)]).toEqual(['invalid', ['bad-signature']]);
  });

  it('an unknown keyid: unknown-key', async () => {
    const result = await verifyBytes(run.envelope, run.journal, { keys: [OLD_KEY] });
    expect([result.status, codes(result)]).toEqual(['invalid', ['unknown-key']]);
  });

  it('no key at all: cannot-verify (no-key), never valid', async () => {
    const result = await verifyBytes(run.envelope, run.journal, { keys: [] });
    expect([result.status, codes(result)]).toEqual(['cannot-verify', ['no-key']]);
  });

  it('rotated keys where only the old one matches: retired-key when the policy forbids it', async () => {
    const oldOnly = signed(run.statement, [OLD_KEY]);
    const keys = [KEY, OLD_KEY];
    expect((await verifyBytes(oldOnly, run.journal, { keys })).status).toBe('valid');
    const strict = await verifyBytes(oldOnly, run.journal, {
      keys,
      policy: { requireCurrentKey: true },
    });
    expect([strict.status, codes(strict)]).toEqual(['invalid', ['retired-key']]);
    const both = signed(run.statement, [KEY, OLD_KEY]);
    expect(
      (await verifyBytes(both, run.journal, { keys, policy: { requireCurrentKey: true } })).status,
    ).toBe('valid');
  });

  it('a signature transplanted from another bundle: bad-signature', async () => {
    const mine = JSON.parse(run.envelope.toString());
    const theirs = JSON.parse(other.envelope.toString());
    mine.signatures = theirs.signatures;
    const result = await verifyBytes(
      Buffer.from(JSON.stringify(mine, null, 2) + '\n'),
      run.journal,
    );
    expect(codes(result)).toEqual(['bad-signature']);
  });

  it('another payload type: wrong-payload-type', async () => {
    const result = await verifyBytes(signed(run.statement, [KEY], 'application/json'), run.journal);
    expect(codes(result)).toEqual(['wrong-payload-type']);
  });

  it('a newer predicate version, and a statement off the schema', async () => {
    const newer = structuredClone(run.statement) as unknown as { predicate: { version: number } };
    newer.predicate.version = 2;
    expect(codes(await verifyBytes(signed(newer), run.journal))).toEqual(['unsupported-version']);
    const extra = { ...run.statement, extra: true };
    expect(codes(await verifyBytes(signed(extra), run.journal))).toEqual(['bad-statement']);
  });

  it.each([
    ['an absolute path', '/etc/passwd'],
    ['a .. segment', 'src/../../etc/passwd'],
    ['a NUL', 'src/a\0.ts'],
    ['a non-normalized path', 'src//app.ts'],
    ['a backslash', 'src\\app.ts'],
  ])('a hostile path (%s): hostile-path', async (_name, path) => {
    const hostile = structuredClone(run.statement);
    hostile.subject[0]!.name = path;
    hostile.subject.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
    expect(codes(await verifyBytes(signed(hostile), run.journal))).toEqual(['hostile-path']);
  });

  it('a truncated journal, cut inside a frame or at a frame boundary: journal-truncated', async () => {
    const frames = frameRanges(run.journal);
    const last = frames[frames.length - 1]!;
    const inside = run.journal.subarray(0, last.offset + 20);
    expect(codes(await verifyBytes(run.envelope, inside))).toEqual(['journal-truncated']);
    const atBoundary = run.journal.subarray(0, last.offset);
    expect(codes(await verifyBytes(run.envelope, atBoundary))).toEqual(['journal-truncated']);
  });

  it('a duplicated frame: journal-duplicated', async () => {
    const [, second] = frameRanges(run.journal);
    const copy = run.journal.subarray(second!.offset, second!.offset + second!.length);
    const end = second!.offset + second!.length;
    const duplicated = Buffer.concat([
      run.journal.subarray(0, end),
      copy,
      run.journal.subarray(end),
    ]);
    expect(codes(await verifyBytes(run.envelope, duplicated))).toEqual(['journal-duplicated']);
  });

  it('reordered frames: journal-reordered', async () => {
    const [, a, b] = frameRanges(run.journal);
    const slice = (r: { offset: number; length: number }) =>
      run.journal.subarray(r.offset, r.offset + r.length);
    const reordered = Buffer.concat([
      run.journal.subarray(0, a!.offset),
      slice(b!),
      slice(a!),
      run.journal.subarray(b!.offset + b!.length),
    ]);
    expect(reordered.length).toBe(run.journal.length);
    expect(codes(await verifyBytes(run.envelope, reordered))).toEqual(['journal-reordered']);
  });

  it('a journal from another run: claim-mismatch on its digest, chain head and run id', async () => {
    const result = await verifyBytes(run.envelope, other.journal);
    expect(new Set(codes(result))).toEqual(new Set(['claim-mismatch']));
    expect(result.reasons.map((r) => r.message.split(':')[0])).toEqual(
      expect.arrayContaining(['journal.sha256', 'journal.chainHead', 'run.runId']),
    );
  });

  it('a claim the journal does not support: claim-mismatch naming the claim', async () => {
    const lying = structuredClone(run.statement);
    lying.predicate.run.steps = 99;
    lying.predicate.gates = [{ name: 'unit-tests', passed: true, detail: '300 passed' }];
    const result = await verifyBytes(signed(lying), run.journal);
    expect(result.reasons.map((r) => `${r.code} ${r.message.split(':')[0]}`)).toEqual([
      'claim-mismatch run.steps',
      'claim-mismatch gates',
    ]);
  });

  it('a missing journal: journal-missing', async () => {
    expect(codes(await verifyBytes(run.envelope, null))).toEqual(['journal-missing']);
    const copy = join(mkdtempSync(join(tmpdir(), 'lil-alone-')), 'fix.bundle.json');
    copyFileSync(run.bundlePath, copy);
    const alone = await verifyBundle({ path: copy, keys: [KEY], now: new Date() });
    expect(codes(alone)).toEqual(['journal-missing']);
  });

  it('a journal or bundle committed as a symbolic link: hostile-path, not followed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lil-link-'));
    copyFileSync(run.bundlePath, join(dir, 'fix.bundle.json'));
    symlinkSync(run.journalPath, join(dir, 'fix.journal'));
    const linkedJournal = await verifyBundle({
      path: join(dir, 'fix.bundle.json'),
      keys: [KEY],
      now: new Date(),
    });
    expect(linkedJournal.reasons).toEqual([
      { code: 'hostile-path', message: `journal ${join(dir, 'fix.journal')} is a symbolic link` },
    ]);
    symlinkSync(run.bundlePath, join(dir, 'link.bundle.json'));
    const linkedBundle = await verifyBundle({
      path: join(dir, 'link.bundle.json'),
      keys: [KEY],
      now: new Date(),
    });
    expect(codes(linkedBundle)).toEqual(['hostile-path']);
  });

  it('an expired bundle, and one issued in the future: expired / not-yet-valid', async () => {
    const { issuedAt, expiresAt } = run.statement.predicate;
    const after = new Date(Date.parse(expiresAt) + 6 * 60_000);
    expect(codes(await verifyBytes(run.envelope, run.journal, { now: after }))).toEqual([
      'expired',
    ]);
    const before = new Date(Date.parse(issuedAt) - 6 * 60_000);
    expect(codes(await verifyBytes(run.envelope, run.journal, { now: before }))).toEqual([
      'not-yet-valid',
    ]);
    const withinSkew = new Date(Date.parse(issuedAt) - 4 * 60_000);
    expect(codes(await verifyBytes(run.envelope, run.journal, { now: withinSkew }))).toEqual([]);
  });

  it('an envelope that claims 100 MB: too-large from its size, before it is read', async () => {
    const huge = `${run.bundlePath}.huge.bundle.json`;
    writeFileSync(huge, run.envelope);
    truncateSync(huge, 100 * 1024 * 1024);
    const result = await verifyBundle({ path: huge, keys: [KEY], now: new Date() });
    expect(result.reasons).toEqual([
      { code: 'too-large', message: 'bundle is 104857600 bytes; the limit is 8388608' },
    ]);
  });

  it('a journal of 100 MB beside a valid bundle: too-large before it is read', async () => {
    truncateSync(run.journalPath, 100 * 1024 * 1024);
    try {
      const result = await verifyBundle({ path: run.bundlePath, keys: [KEY], now: new Date() });
      expect(result.reasons).toEqual([
        { code: 'too-large', message: 'journal is 104857600 bytes; the limit is 67108864' },
      ]);
    } finally {
      writeFileSync(run.journalPath, run.journal);
    }
  });

  it('a statement that claims a 100 MB journal: too-large without opening it', async () => {
    const claims = structuredClone(run.statement);
    claims.predicate.journal.bytes = 100 * 1024 * 1024;
    let opened = false;
    const result = await verifyBundle({
      envelopeBytes: signed(claims),
      journal: async () => {
        opened = true;
        return run.journal;
      },
      keys: [KEY],
      now: new Date(),
    });
    expect([codes(result), opened]).toEqual([['too-large'], false]);
  });
});

describe('a valid bundle bound to the wrong pull request', () => {
  async function bind(sealed: SealedRun, repository = { owner: 'acme', name: 'widgets', id: 42 }) {
    const changeSet = await prChangeSet(sealed.repo, sealed.base, repository);
    return (statement = sealed.statement, base = changeSet.base): Finding[] =>
      bindToChangeSet(
        statement,
        { ...changeSet, base },
        {
          bundlePaths: [BUNDLE_REL, JOURNAL_REL],
          isAncestor: ancestryIn(sealed.repo),
        },
      );
  }
  const kinds = (findings: Finding[]) =>
    findings.map((f) => `${f.kind}${f.file ? ` ${f.file}` : ''}`).sort();

  async function committed(change?: (r: SealedRun) => void): Promise<SealedRun> {
    const sealed = await sealedRun();
    sealed.repo.git('checkout', '-q', '-b', 'agent');
    change?.(sealed);
    sealed.repo.commitAll('the agent PR');
    return sealed;
  }

  it('binds to its own PR with no findings', async () => {
    expect(await (await bind(await committed()))()).toEqual([]);
  });

  it('another repository: repository-mismatch', async () => {
    const check = await bind(await committed(), { owner: 'evil', name: 'fork', id: 9 });
    expect(kinds(check())).toEqual(['repository-mismatch']);
  });

  it('another base: base-mismatch', async () => {
    const sealed = await committed();
    const check = await bind(sealed);
    // a commit on a branch the PR's base never saw
    sealed.repo.git('checkout', '-q', '--orphan', 'elsewhere');
    const unrelated = sealed.repo.commitAll('unrelated history');
    const moved = structuredClone(sealed.statement);
    moved.predicate.base.commit = unrelated;
    expect(kinds(check(moved))).toEqual(['base-mismatch']);
  });

  it('another file set (the bundle of another run): every file named', async () => {
    const sealed = await committed((r) => r.repo.write('src/other.ts', 'x\n'));
    const check = await bind(sealed);
    const otherSet = structuredClone(sealed.statement);
    otherSet.subject = otherSet.subject.filter((s) => s.name !== 'src/new.ts');
    otherSet.predicate.deleted = [];
    expect(kinds(check(otherSet))).toEqual([
      'unattested-deletion src/old.ts',
      'unattested-file src/new.ts',
      'unattested-file src/other.ts',
    ]);
  });

  it('a file edited after sealing, an extra changed file, a deleted file', async () => {
    const sealed = await committed((r) => {
      r.repo.write('src/app.ts', 'export const version = 3; // edited after sealing\n');
      r.repo.write('src/extra.ts', 'export {};\n');
      r.repo.remove('README.md');
    });
    expect(kinds((await bind(sealed))())).toEqual([
      'digest-mismatch src/app.ts',
      'unattested-deletion README.md',
      'unattested-file src/extra.ts',
    ]);
  });
});
