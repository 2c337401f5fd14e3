import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bindToChangeSet, bundleJournalPath } from '../../src/bundle/bind';
import { replayGoalFolder, replayJournal } from '../../src/bundle/replay';
import { SealError } from '../../src/bundle/reasons';
import { sealRun } from '../../src/bundle/seal';
import { verifyBundle } from '../../src/bundle/verify';
import { compactGoal, decodeJournal, durable, readGoalJournal, step } from '../../src/engine';
import { gitFixture, prChangeSet, type GitFixture } from './git-fixture';
import { BUNDLE_REL, JOURNAL_REL, KEY, OLD_KEY, sealedRun } from './sealed-run';

const now = () => new Date();

/** Seals a goal of a fixture repository into `p/<goal>.bundle.json`. */
function sealGoal(repo: GitFixture, runsDir: string, goalId: string) {
  const out = join(repo.dir, `p/${goalId}.bundle.json`);
  return sealRun({
    goalId,
    runsDir,
    repoDir: repo.dir,
    keys: [KEY],
    out,
    repository: 'o/r',
    env: {},
  });
}

describe('seal then replay', () => {
  it('verifies a sealed real run: subjects, deletions, run, steps, gates, markers', async () => {
    const run = await sealedRun();
    const { predicate, subject } = run.statement;
    expect(subject.map((s) => s.name)).toEqual(['src/app.ts', 'src/new.ts']);
    expect(predicate.deleted).toEqual(['src/old.ts']);
    expect(predicate.base.commit).toBe(run.base);
    expect(predicate.repository).toEqual({ name: 'acme/widgets', id: 42 });
    expect(predicate.run).toMatchObject({ goal: 'fix', status: 'completed', steps: 3 });
    expect(predicate.gates).toEqual([{ name: 'unit-tests', passed: true, detail: '3 passed' }]);
    expect(predicate.journal.path).toBe('fix.journal');

    const result = await verifyBundle({ path: run.bundlePath, keys: [KEY], now: now() });
    expect(result.reasons).toEqual([]);
    expect(result.status).toBe('valid');
    expect(result.keyids).toEqual(['ci-2026']);
    expect(result.statement).toEqual(run.statement);
    const replayed = result.replay!.run!;
    expect(replayed.steps.map((s) => [s.name, s.status])).toEqual([
      ['plan', 'ok'],
      ['edit', 'ok'],
      ['gate:unit-tests', 'ok'],
    ]);
    expect(replayed.steps.every((s) => /^[0-9a-f]{64}$/.test(s.outputSha256!))).toBe(true);
    expect(replayed.markers).toEqual([
      expect.objectContaining({ name: 'notify', status: 'complete', executions: 1 }),
    ]);
    expect(replayed.baseCommit).toBe(run.base);
  });

  it('verifies the same bundle from bytes with a journal loader, as the action does', async () => {
    const run = await sealedRun();
    const asked: string[] = [];
    const result = await verifyBundle({
      envelopeBytes: run.envelope,
      journal: async (name, maxBytes) => {
        asked.push(`${name} ${maxBytes}`);
        return run.journal;
      },
      keys: [KEY],
      now: now(),
    });
    expect(result.status).toBe('valid');
    expect(asked).toEqual([`fix.journal ${64 * 1024 * 1024}`]);
    const missing = await verifyBundle({
      envelopeBytes: run.envelope,
      journal: async () => null,
      keys: [KEY],
      now: now(),
    });
    expect(missing.reasons.map((r) => r.code)).toEqual(['journal-missing']);
    const failing = await verifyBundle({
      envelopeBytes: run.envelope,
      journal: async () => {
        throw new Error('API down');
      },
      keys: [KEY],
      now: now(),
    });
    expect([failing.status, failing.reasons[0]!.code]).toEqual(['cannot-verify', 'unreadable']);
  });

  it('binds a committed bundle to the PR change set with no findings', async () => {
    const run = await sealedRun();
    run.repo.git('checkout', '-q', '-b', 'agent');
    run.repo.commitAll('agent run with its proof');
    const changeSet = await prChangeSet(run.repo, run.base);
    const verified = await verifyBundle({ path: run.bundlePath, keys: [KEY], now: now() });
    const findings = bindToChangeSet(verified.statement!, changeSet, {
      bundlePaths: [BUNDLE_REL, bundleJournalPath(BUNDLE_REL, verified.statement!)],
      isAncestor: () => false,
      now: now(),
    });
    expect(bundleJournalPath(BUNDLE_REL, verified.statement!)).toBe(JOURNAL_REL);
    expect(findings).toEqual([]);
  });

  it('signs with every key (rotation) and accepts any configured one', async () => {
    const run = await sealedRun({ keys: [KEY, OLD_KEY] });
    const envelope = JSON.parse(run.envelope.toString());
    expect(envelope.signatures.map((s: { keyid: string }) => s.keyid)).toEqual([
      'ci-2026',
      'ci-2025',
    ]);
    const result = await verifyBundle({ path: run.bundlePath, keys: [KEY, OLD_KEY], now: now() });
    expect([result.status, result.keyids]).toEqual(['valid', ['ci-2026', 'ci-2025']]);
  });

  it('seals a journal that spans several segments as one whole history', async () => {
    const repo = gitFixture();
    repo.write('a.txt', 'a\n');
    const base = repo.commitAll('base');
    const runsDir = join(repo.dir, 'runs');
    await durable({ goalId: 'long', dir: runsDir, cwd: repo.dir, segmentBytes: 4096 }, async () => {
      for (let i = 0; i < 60; i++) await step(`s${i}`, async () => 'x'.repeat(100) + i);
      repo.write('a.txt', 'b\n');
    })();
    expect(
      readdirSync(join(runsDir, 'long')).filter((f) => f.startsWith('seg-')).length,
    ).toBeGreaterThan(1);
    const sealed = await sealGoal(repo, runsDir, 'long');
    const out = sealed.bundlePath;
    expect(sealed.statement.predicate.base.commit).toBe(base);
    expect(sealed.statement.predicate.run.steps).toBe(60);
    // One segment framed anew from the goal's committed payloads: the same frames and run; its
    // chain value is its own, the SHA-256 of the sealed file.
    const folder = replayGoalFolder(join(runsDir, 'long'));
    const journal = sealed.statement.predicate.journal;
    expect([journal.frames, journal.chainHead]).toEqual([folder.frames, journal.sha256]);
    expect(replayJournal(readFileSync(sealed.journalPath)).run).toEqual(folder.run);
    // Frames committed together (the goal and open records, at least) stay marked as such.
    const joined = readGoalJournal(join(runsDir, 'long')).journal.frames.map((f) => f.joined);
    expect(joined).toContain(true);
    expect(decodeJournal(readFileSync(sealed.journalPath)).frames.map((f) => f.joined)).toEqual(
      joined,
    );
    expect((await verifyBundle({ path: out, keys: [KEY], now: now() })).status).toBe('valid');
  });

  it('seals a failed run as failed, and refuses unfinished, compacted and missing runs', async () => {
    const repo = gitFixture();
    repo.write('a.txt', 'a\n');
    repo.commitAll('base');
    const runsDir = join(repo.dir, 'runs');
    await expect(
      durable({ goalId: 'broken', dir: runsDir, cwd: repo.dir }, async () => {
        await step('ok', async () => 1);
        throw new Error('model refused');
      })(),
    ).rejects.toThrow('model refused');
    const seal = (goalId: string) => sealGoal(repo, runsDir, goalId);
    expect((await seal('broken')).statement.predicate.run.status).toBe('failed');
    await expect(seal('nothing')).rejects.toThrow(/no journal for goal 'nothing'/);

    // a run still in progress: the goal record and an open, no end
    let release!: () => void;
    const running = durable({ goalId: 'busy', dir: runsDir, cwd: repo.dir }, async () => {
      await step('first', async () => 1);
      await new Promise<void>((resolve) => (release = resolve));
    })();
    await new Promise((r) => setTimeout(r, 200));
    await expect(seal('busy')).rejects.toThrow(/has not finished/);
    release();
    await running;

    await durable({ goalId: 'packed', dir: runsDir, cwd: repo.dir }, async () =>
      step('x', async () => 1),
    )();
    await compactGoal({ goalId: 'packed', dir: runsDir });
    const compacted = seal('packed');
    await expect(compacted).rejects.toThrow(SealError);
    await expect(seal('packed')).rejects.toThrow(/was compacted/);
  });

  it('refuses bad seal arguments with exit code 2 and one line', async () => {
    const run = await sealedRun();
    const base = {
      goalId: 'fix',
      runsDir: run.runsDir,
      repoDir: run.repo.dir,
      keys: [KEY],
      repository: 'o/r',
      env: {},
    };
    const errorOf = async (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: SealError) => [e.exitCode, e.message],
      );
    expect(await errorOf(sealRun({ ...base, out: join(run.repo.dir, 'x.json') }))).toEqual([
      2,
      '--out must name a file ending in .bundle.json',
    ]);
    expect(
      await errorOf(sealRun({ ...base, out: join(run.repo.dir, 'x.bundle.json'), base: 'nope' })),
    ).toEqual([2, expect.stringMatching(/--base nope is not a commit/)]);
    expect(
      await errorOf(
        sealRun({ ...base, out: join(run.repo.dir, 'x.bundle.json'), repository: 'not-a-repo' }),
      ),
    ).toEqual([2, "repository 'not-a-repo' is not OWNER/NAME"]);
    expect(
      await errorOf(sealRun({ ...base, out: join(run.repo.dir, 'x.bundle.json'), keys: [] })),
    ).toEqual([2, 'no HMAC key to seal with']);
    expect(
      await errorOf(
        sealRun({
          ...base,
          out: join(run.repo.dir, 'x.bundle.json'),
          signatureChanges: [{ symbol: 's', file: '../etc', reason: 'r' }],
        }),
      ),
    ).toEqual([2, expect.stringMatching(/cannot seal: .*'\.\.' segment/)]);
  });

  it('takes the repository from GITHUB_REPOSITORY or the origin remote', async () => {
    const run = await sealedRun();
    const seal = (env: NodeJS.ProcessEnv, repository?: string) =>
      sealRun({
        goalId: 'fix',
        runsDir: run.runsDir,
        repoDir: run.repo.dir,
        keys: [KEY],
        out: join(run.repo.dir, 'p/x.bundle.json'),
        env,
        repository,
        repositoryId: undefined,
      });
    const fromEnv = await seal({ GITHUB_REPOSITORY: 'octo/cat', GITHUB_REPOSITORY_ID: '7' });
    expect(fromEnv.statement.predicate.repository).toEqual({ name: 'octo/cat', id: 7 });
    await expect(seal({})).rejects.toThrow(/pass --repository OWNER\/NAME/);
    run.repo.git('remote', 'add', 'origin', 'git@github.com:acme/widgets.git');
    expect((await seal({})).statement.predicate.repository).toEqual({ name: 'acme/widgets' });
  });
});

describe('failed attempts in the replay', () => {
  it('lists a retried step attempt as failed, with its error, in start order', async () => {
    const repo = gitFixture();
    repo.write('a.txt', 'a\n');
    repo.commitAll('base');
    const runsDir = join(repo.dir, 'runs');
    let tries = 0;
    await durable({ goalId: 'flaky', dir: runsDir, cwd: repo.dir }, async () => {
      await step('first', async () => 1);
      await step({ name: 'call-model', retry: { attempts: 2, backoffMs: 1 } }, async () => {
        if (++tries === 1) throw new Error('503 from the model\nsecond line');
        return 'answer';
      });
      repo.write('a.txt', 'b\n');
    })();
    const out = (await sealGoal(repo, runsDir, 'flaky')).bundlePath;
    const result = await verifyBundle({ path: out, keys: [KEY], now: now() });
    expect(result.status).toBe('valid');
    expect(result.statement!.predicate.run.steps).toBe(2);
    expect(
      result.replay!.run!.steps.map((s) => [s.name, s.status, s.attempt, s.error ?? null]),
    ).toEqual([
      ['first', 'ok', 1, null],
      ['call-model', 'failed', 1, '503 from the model'],
      ['call-model', 'ok', 2, null],
    ]);
  });
});

describe('unsealed journals', () => {
  it('replays a goal folder and a bare journal as unsealed, with the run', async () => {
    const run = await sealedRun();
    const folder = replayGoalFolder(join(run.runsDir, 'fix'));
    expect([folder.chainValid, folder.run!.committedSteps]).toEqual([true, 3]);
    const segment = join(run.runsDir, 'fix', 'seg-000000000001.lil');
    const bare = await verifyBundle({ path: segment, keys: [], now: now() });
    expect(bare.status).toBe('unsealed');
    expect(bare.replay!.run!.goal).toBe('fix');
    const damaged = Buffer.from(readFileSync(segment));
    damaged[200]! ^= 0x40;
    writeFileSync(segment, damaged);
    const broken = await verifyBundle({ path: segment, keys: [], now: now() });
    expect([broken.status, broken.replay!.chainValid, broken.replay!.problem!.code]).toEqual([
      'unsealed',
      false,
      'journal-corrupt',
    ]);
  });

  it.each([
    ['crlf.wal.jsonl', true],
    ['legacy-mixed.wal.jsonl', true],
    ['tampered-chain.wal.jsonl', false],
    ['mid-damage.wal.jsonl', false],
  ])(
    'replays the upstream LILWAL02 journal %s as unsealed (chain valid: %s)',
    async (name, valid) => {
      const path = join(__dirname, '../engine/upstream-fixtures', name);
      const result = await verifyBundle({ path, keys: [KEY], now: now() });
      expect(result.status).toBe('unsealed');
      expect(result.replay!.format).toBe('LILWAL02');
      expect(result.replay!.chainValid).toBe(valid);
      expect(result.replay!.upstream!.events.length).toBeGreaterThan(0);
    },
  );
});
