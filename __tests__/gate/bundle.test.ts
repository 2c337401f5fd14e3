import { bundleGate, type BundleCheck } from '../../src/gate/bundle';

const check = (extra: Partial<BundleCheck> = {}): BundleCheck => ({
  file: '.letitloop/proofs/run.dsse.json',
  status: 'valid',
  keyIds: ['k1'],
  reasons: [],
  binding: [],
  steps: [{ name: 'fetch', kind: 'step', status: 'ok', durationMs: 12 }],
  ...extra,
});
const files = ['.letitloop/proofs/run.dsse.json'];

describe('the proof-bundle gate', () => {
  it('is not run when the PR has no bundle and none is required', () => {
    expect(bundleGate({ files: [], required: false, keysAvailable: true })).toMatchObject({
      status: 'not-run',
      reason: 'no proof bundle in this PR',
    });
  });

  it('fails when a required bundle is missing', () => {
    const r = bundleGate({ files: [], required: true, keysAvailable: true });
    expect(r.findings).toMatchObject([{ kind: 'bundle-missing', severity: 'breaking' }]);
  });

  it('is could-not-verify, never a pass, with a bundle and no key', () => {
    const r = bundleGate({ files, required: false, keysAvailable: false });
    expect(r.status).toBe('not-run');
    expect(r.cannotVerify).toMatch(/no HMAC key/);
  });

  it('is could-not-verify when the verifier is not available', () => {
    const r = bundleGate({ files, required: false, keysAvailable: true, unavailable: 'not built' });
    expect(r.cannotVerify).toBe('a proof bundle is present but could not be verified: not built');
  });

  it('rejects a seal by a key id it does not hold while keys are configured, as lil replay does', () => {
    const r = bundleGate({
      files,
      required: false,
      keysAvailable: true,
      checks: [
        check({
          status: 'invalid',
          keyIds: [],
          reasons: [{ code: 'unknown-key', message: "signed with key 'k9'" }],
        }),
      ],
    });
    expect(r.cannotVerify).toBeUndefined();
    expect(r.findings).toEqual([
      expect.objectContaining({
        kind: 'unknown-key',
        severity: 'breaking',
        message: "signed with key 'k9'",
      }),
    ]);
  });

  it('reports a bad seal and binding problems as breaking findings, and draws the replayed steps', () => {
    const r = bundleGate({
      files,
      required: false,
      keysAvailable: true,
      checks: [
        check({
          status: 'invalid',
          reasons: [{ code: 'bad-signature', message: 'signature by k1 does not match' }],
        }),
        check({
          file: '.letitloop/proofs/b.dsse.json',
          binding: [
            {
              gate: 'bundle',
              kind: 'unattested-file',
              severity: 'breaking',
              file: 'src/x.ts',
              message: 'x',
            },
          ],
        }),
      ],
    });
    expect(r.findings.map((f) => [f.kind, f.file])).toEqual([
      ['bad-signature', '.letitloop/proofs/run.dsse.json'],
      ['unattested-file', 'src/x.ts'],
    ]);
    expect(r.summary).toBe('1 of 2 bundles valid; key k1');
    expect(r.timeline).toHaveLength(2);
    expect(r.cannotVerify).toBeUndefined();
  });

  it('an unsealed journal is replayed but not trusted', () => {
    const r = bundleGate({
      files,
      required: false,
      keysAvailable: true,
      checks: [check({ status: 'unsealed', keyIds: [] })],
    });
    expect(r.findings).toMatchObject([{ kind: 'unsealed', severity: 'warning' }]);
  });
});
