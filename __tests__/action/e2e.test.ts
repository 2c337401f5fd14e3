import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stickyMarker } from '../../src/github';
import type { FileRow } from '../support/github-server';
import { closeFixture, pullFixture, TOKEN, type PullFixture } from './fixtures';
import { DIST, runBundledAction, spawnNode } from './harness';

const BASE = {
  'src/app.ts': 'export function greet(name: string): string {\n  return `hi ${name}`;\n}\n',
  'README.md': '# app\n',
};
const HEAD = {
  'src/app.ts': 'export function greet(name: string): string {\n  return `hello ${name}`;\n}\n',
  'docs/guide.md': '# guide\n',
};

describe('the bundled action (dist/index.js) end to end', () => {
  let f: PullFixture | undefined;
  beforeAll(() => {
    if (!existsSync(DIST)) throw new Error(`${DIST} is missing: run 'npm run bundle' first`);
  });
  afterEach(async () => {
    if (f) expect(f.fake.violations).toEqual([]);
    await closeFixture(f);
    f = undefined;
  });
  const run = (fx: PullFixture, extra: Partial<Parameters<typeof runBundledAction>[0]> = {}) =>
    runBundledAction({
      payload: fx.payload,
      apiUrl: fx.fake.url,
      token: TOKEN,
      workspace: fx.repo.dir,
      ...extra,
    });

  it('creates exactly one comment on the first run and updates it on the second', async () => {
    f = await pullFixture(BASE, HEAD);
    const first = await run(f);
    expect(first.code).toBe(0);
    expect(first.outputs).toMatchObject({ verdict: 'pass', findings: '0' });
    const [comment, ...others] = f.fake.commentsOn(f.fakeRepo, f.number);
    expect(others).toEqual([]);
    expect(comment!.body).toMatch(/^## ✅ \*\*Verdict: pass\*\*/);
    expect(comment!.body.endsWith(stickyMarker())).toBe(true);
    expect(first.outputs['comment-url']).toBe(
      `https://github.com/acme/app/pull/${f.number}#issuecomment-${comment!.id}`,
    );
    expect(first.summary).toContain('Verdict: pass');
    expect(JSON.parse(first.report!)).toMatchObject({
      verdict: 'pass',
      changeSet: { source: 'git', files: 2 },
    });

    const second = await run(f, { inputs: { scope: 'src/**\nREADME.md' } });
    expect(second.code).toBe(1);
    expect(second.outputs).toMatchObject({ verdict: 'fail', findings: '1' });
    const after = f.fake.commentsOn(f.fakeRepo, f.number);
    expect(after.map((c) => c.id)).toEqual([comment!.id]);
    expect(after[0]!.body).toContain('Verdict: fail');
    expect(after[0]!.body).toContain('docs/guide.md');
    expect(second.stdout).toContain(
      '::error title=letitloop Scope fence%3A out-of-scope,file=docs/guide.md,line=1::The PR adds `docs/guide.md`, outside the allowed scope.',
    );
  });

  it('turns a 403 on the comment into a warning and still writes the summary', async () => {
    f = await pullFixture(BASE, HEAD);
    f.fake.fail({ operation: 'issues/create-comment', status: 403 });
    const result = await run(f);
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ verdict: 'pass', 'comment-url': '' });
    expect(result.stdout).toMatch(/::warning::letitloop: GitHub answered 403 when commenting/);
    expect(result.summary).toContain('Verdict: pass');
    expect(result.summary).toContain('No PR comment: GitHub answered 403');
    expect(f.fake.commentsOn(f.fakeRepo, f.number)).toEqual([]);
  });

  it('retries GitHub 500s (no checkout: the change set comes through the API)', async () => {
    f = await pullFixture(BASE, HEAD);
    f.fake.fail({ operation: 'pulls/list-files', status: 500, times: 1 });
    f.fake.fail({ operation: 'issues/create-comment', status: 502, times: 1 });
    const result = await run(f, { workspace: undefined });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.report!)).toMatchObject({
      verdict: 'pass',
      changeSet: { source: 'api', files: 2 },
    });
    const counts = f.fake.callCounts();
    expect(counts['pulls/list-files']).toBe(2);
    expect(counts['issues/create-comment']).toBe(2);
    expect(f.fake.commentsOn(f.fakeRepo, f.number)).toHaveLength(1);
  });

  it('past 3,000 files the change set is incomplete and the verdict fails closed', async () => {
    f = await pullFixture(BASE, HEAD, { number: 9 });
    const rows: FileRow[] = Array.from({ length: 3005 }, (_, i) => ({
      filename: `data/${i}.txt`,
      status: 'modified',
      sha: (i + 1).toString(16).padStart(40, '0'),
      additions: 1,
      deletions: 1,
      changes: 2,
      patch: '@@ -1 +1 @@\n-a\n+b',
    }));
    f.fake.addPull(f.fakeRepo, { number: 10, base: f.base, head: f.head, files: rows });
    f.payload.number = 10;
    f.payload.pull_request.number = 10;
    f.payload.pull_request.changed_files = 3005;
    const result = await run(f, { workspace: undefined });
    expect(result.code).toBe(3);
    expect(result.outputs.verdict).toBe('could-not-verify');
    expect(result.summary).toContain("GitHub listed 3000 of the pull request's 3005 changed files");
    expect(JSON.parse(result.report!).changeSet).toMatchObject({
      files: 3000,
      incomplete: expect.stringContaining('3000'),
    });
  });

  it('a fork PR under pull_request gets a warning instead of a comment, and the summary', async () => {
    f = await pullFixture(BASE, HEAD, { forkOwner: 'outsider' });
    const result = await run(f);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/::warning::letitloop: this is a fork PR under `pull_request`/);
    expect(result.summary).toContain('Verdict: pass');
    expect(f.fake.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('under pull_request_target reads the PR through the API, runs no PR code, and never uses GITHUB_SHA', async () => {
    f = await pullFixture(BASE, HEAD, { forkOwner: 'outsider' });
    const result = await run(f, {
      eventName: 'pull_request_target',
      workspace: undefined,
      inputs: { 'test-command': 'touch /tmp/should-not-run' },
    });
    expect(result.code).toBe(0);
    const report = JSON.parse(result.report!);
    expect(report.changeSet).toMatchObject({ source: 'api', head: f.head, base: f.base });
    expect(report.gates.find((g: { gate: string }) => g.gate === 'test')).toMatchObject({
      status: 'not-run',
      reason: expect.stringContaining('refused under pull_request_target'),
    });
    expect(f.fake.commentsOn(f.fakeRepo, f.number)).toHaveLength(1);
  });

  it('reads a base class the PR does not change through the API: an override removed is no drift', async () => {
    const base = 'export class Base {\n  send(to: string): void {}\n}\n';
    const child = (body: string) =>
      `import { Base } from './base.js';\nexport class Child extends Base {${body}}\n`;
    f = await pullFixture(
      { 'src/base.ts': base, 'src/child.ts': child('\n  send(to: string): void {}\n') },
      { 'src/child.ts': child('') },
    );
    const result = await run(f, { workspace: undefined });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ verdict: 'pass', findings: '0' });
    expect(JSON.parse(result.report!).changeSet).toMatchObject({ source: 'api', files: 1 });
  });

  it('an invalid .letitloop.yml is a configuration error (exit 2) naming the key, with no verdict', async () => {
    f = await pullFixture({ ...BASE, '.letitloop.yml': 'fail-on: sometimes\n' }, HEAD);
    const result = await run(f);
    expect(result.code).toBe(2);
    expect(result.stdout).toContain(
      '::error title=letitloop configuration::letitloop: configuration error: .letitloop.yml: fail-on: expected one of breaking|warning|never',
    );
    expect(result.outputs.verdict).toBeUndefined();
    expect(f.fake.commentsOn(f.fakeRepo, f.number)).toEqual([]);
  });

  it('with a key, seals its own run as a receipt that lil replay verifies', async () => {
    f = await pullFixture(BASE, HEAD);
    const temp = mkdtempSync(join(tmpdir(), 'lil-receipt-'));
    const keys = `k1:${Buffer.alloc(32, 9).toString('base64')}`;
    try {
      const result = await run(f, { inputs: { 'hmac-keys': keys }, runnerTemp: temp });
      expect(result.code).toBe(0);
      const receipt = result.outputs['receipt-path']!;
      expect(receipt).toMatch(/receipt\.bundle\.json$/);
      expect(result.summary).toContain('Sealed receipt');
      const replay = await spawnNode(
        [DIST, 'replay', receipt, '--json'],
        { PATH: process.env.PATH, LETITLOOP_HMAC_KEYS: keys },
        temp,
      );
      expect(replay.code).toBe(0);
      const verified = JSON.parse(replay.stdout);
      expect(verified.status).toBe('valid');
      const steps = verified.replay.run.steps.map((s: { name: string }) => s.name);
      expect(steps).toEqual(
        expect.arrayContaining([
          'change-set',
          'policy',
          'gate:signature',
          'gate:bundle',
          'gate:scope',
          'gate:sbom',
          'gate:test',
        ]),
      );
      expect(verified.replay.run.markers.map((m: { name: string }) => m.name)).toEqual([
        'post-comment',
      ]);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });

  it('with no arguments outside Actions, dry-runs the current repository and posts nothing', async () => {
    f = await pullFixture(BASE, HEAD);
    const result = await spawnNode(
      [DIST],
      { PATH: process.env.PATH, HOME: process.env.HOME },
      f.repo.dir,
    );
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe('## ✅ **Verdict: pass**');
    expect(result.stdout).toContain('Base: merge-base with main.');
    expect(f.fake.requests).toEqual([]);
  });
});
