import type { Finding } from '../../src/findings';
import { notRun, type GateResult } from '../../src/gate/types';
import { decideVerdict } from '../../src/gate/verdict';

const finding = (severity: Finding['severity'], extra: Partial<Finding> = {}): Finding => ({
  gate: 'scope',
  kind: 'k',
  severity,
  message: 'm',
  ...extra,
});
const ran = (findings: Finding[], extra: Partial<GateResult> = {}): GateResult => ({
  gate: 'scope',
  status: 'ran',
  summary: '',
  findings,
  ...extra,
});

describe('the verdict', () => {
  it('passes with no failing finding and says which gates did not run', () => {
    const v = decideVerdict({
      gates: [ran([finding('warning')]), notRun('sbom', 'off')],
      failOn: 'breaking',
    });
    expect(v.verdict).toBe('pass');
    expect(v.reasons).toEqual(['no failing findings; not run: sbom']);
    expect(v.counts).toEqual({ breaking: 0, warning: 1, info: 0, accepted: 0 });
  });

  it('fails by the fail-on policy', () => {
    const gates = [ran([finding('warning'), finding('breaking')])];
    expect(decideVerdict({ gates, failOn: 'breaking' })).toMatchObject({
      verdict: 'fail',
      reasons: ['1 breaking finding (fail-on: breaking)'],
    });
    expect(decideVerdict({ gates, failOn: 'warning' }).reasons).toEqual([
      '1 breaking and 1 warning findings (fail-on: warning)',
    ]);
    expect(decideVerdict({ gates: [ran([finding('warning')])], failOn: 'warning' }).verdict).toBe(
      'fail',
    );
    expect(decideVerdict({ gates, failOn: 'never' }).verdict).toBe('pass');
  });

  it('never fails on an accepted finding', () => {
    const v = decideVerdict({
      gates: [ran([finding('breaking', { accepted: { by: 'bundle' } })])],
      failOn: 'breaking',
    });
    expect(v).toMatchObject({ verdict: 'pass', counts: { breaking: 0, accepted: 1 } });
  });

  it('is could-not-verify, never pass, for a missing key or an incomplete change set', () => {
    const blocked = { ...notRun('bundle', 'no key'), cannotVerify: 'no key' };
    expect(decideVerdict({ gates: [blocked], failOn: 'never' })).toMatchObject({
      verdict: 'could-not-verify',
      reasons: ['no key'],
    });
    expect(
      decideVerdict({ gates: [], failOn: 'breaking', incomplete: '3000 of 3005' }),
    ).toMatchObject({
      verdict: 'could-not-verify',
      reasons: ['the change set is incomplete: 3000 of 3005'],
    });
  });

  it('a definite failure wins over could-not-verify, and keeps both reasons', () => {
    const v = decideVerdict({
      gates: [ran([finding('breaking')], { cannotVerify: 'no key' })],
      failOn: 'breaking',
    });
    expect(v.verdict).toBe('fail');
    expect(v.reasons).toEqual(['1 breaking finding (fail-on: breaking)', 'no key']);
  });

  it('lists findings most severe first', () => {
    const v = decideVerdict({
      gates: [ran([finding('info', { file: 'a' }), finding('breaking', { file: 'z' })])],
      failOn: 'never',
    });
    expect(v.findings.map((f) => f.severity)).toEqual(['breaking', 'info']);
  });
});
