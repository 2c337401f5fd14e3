import { sbomGate } from '../../src/gate/sbom';
import { testGate, type TestRun } from '../../src/gate/test-command';

describe('the SBOM gate', () => {
  it('is not run when disabled or skipped', () => {
    expect(sbomGate({ state: 'disabled' })).toMatchObject({
      status: 'not-run',
      reason: 'disabled (`sbom: false`)',
    });
    expect(sbomGate({ state: 'skipped', reason: 'no checkout' })).toMatchObject({
      status: 'not-run',
      reason: 'no checkout',
    });
  });

  it('turns unreadable lockfiles into warnings and notes into information', () => {
    const r = sbomGate({
      state: 'generated',
      format: 'cyclonedx-json',
      outcome: {
        sha256: 'ab'.repeat(32),
        componentCounts: { npm: 3, pypi: 1 },
        lockfiles: ['package-lock.json', 'bad/yarn.lock'],
        notes: ['requirement foo is not pinned'],
        errors: [{ file: 'bad/yarn.lock', line: 4, message: 'unexpected token' }],
      },
    });
    expect(r.summary).toBe(
      'cyclonedx-json: 4 components (npm 3, pypi 1) from 2 lockfiles; sha256 abababababab',
    );
    expect(r.findings).toEqual([
      {
        gate: 'sbom',
        kind: 'sbom-error',
        severity: 'warning',
        file: 'bad/yarn.lock',
        line: 4,
        message: 'bad/yarn.lock: unexpected token',
      },
      {
        gate: 'sbom',
        kind: 'sbom-note',
        severity: 'info',
        message: 'requirement foo is not pinned',
      },
    ]);
  });
});

describe('the test-command gate', () => {
  const run = (extra: Partial<TestRun>): TestRun => ({
    command: 'npm test',
    exitCode: 0,
    signal: null,
    timedOut: false,
    timeoutSeconds: 60,
    durationMs: 1500,
    outputTail: 'ok 1',
    ...extra,
  });

  it('is off without a command and not run when refused', () => {
    expect(testGate({ state: 'off' }).status).toBe('not-run');
    expect(testGate({ state: 'refused', reason: 'pull_request_target' })).toMatchObject({
      status: 'not-run',
      reason: 'pull_request_target',
    });
  });

  it('passes on exit 0 and keeps the tail of the output', () => {
    const r = testGate({ state: 'ran', run: run({}) });
    expect(r).toMatchObject({
      status: 'ran',
      findings: [],
      summary: '`npm test`: exit 0 in 1.5 s',
    });
    expect(r.details).toEqual([{ title: 'Last lines of its output', text: 'ok 1', code: true }]);
  });

  it('fails on a non-zero exit, a signal or the timeout', () => {
    expect(testGate({ state: 'ran', run: run({ exitCode: 2 }) }).findings).toMatchObject([
      { kind: 'test-failed', message: '`npm test` exited with code 2.' },
    ]);
    expect(
      testGate({ state: 'ran', run: run({ exitCode: null, signal: 'SIGSEGV' }) }).findings,
    ).toMatchObject([{ kind: 'test-failed', message: '`npm test` was killed by SIGSEGV.' }]);
    expect(
      testGate({ state: 'ran', run: run({ exitCode: null, signal: 'SIGKILL', timedOut: true }) })
        .findings,
    ).toMatchObject([
      {
        kind: 'test-timeout',
        severity: 'breaking',
        message: '`npm test` was stopped after the 60 s timeout.',
      },
    ]);
  });
});
