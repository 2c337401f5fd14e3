import type { Finding } from '../../src/findings';
import { applySignaturePolicy } from '../../src/signature/index';

const finding = (over: Partial<Finding>): Finding => ({
  gate: 'signature',
  kind: 'param-removed',
  severity: 'breaking',
  file: 'src/a.ts',
  line: 3,
  symbol: 'Client.connect',
  message: 'parameter `b` removed from `Client.connect`',
  ...over,
});

describe('applySignaturePolicy', () => {
  it('with strict-ast on keeps severities and accepts allowed changes', () => {
    const findings = [finding({}), finding({ symbol: 'other', kind: 'export-removed' })];
    const out = applySignaturePolicy(findings, {
      strictAst: true,
      allowed: [{ symbol: 'Client.connect', kind: 'param-removed', reason: 'v3 API' }],
      allowedBy: 'bundle',
    });
    expect(out[0]).toEqual({ ...findings[0], accepted: { by: 'bundle', reason: 'v3 API' } });
    expect(out[1]).toEqual(findings[1]);
    expect(findings[0]!.accepted).toBeUndefined(); // inputs are not mutated
  });

  it('with strict-ast off demotes breaking to warning and leaves the rest', () => {
    const out = applySignaturePolicy(
      [finding({}), finding({ severity: 'info', kind: 'export-added' })],
      { strictAst: false, allowed: [] },
    );
    expect(out.map((f) => f.severity)).toEqual(['warning', 'info']);
  });

  it('matches kind (and the alias unparseable), file, Class.* and *', () => {
    const apply = (allowed: Parameters<typeof applySignaturePolicy>[1]['allowed'], f: Finding) =>
      applySignaturePolicy([f], { strictAst: true, allowed })[0]!.accepted;
    expect(apply([{ symbol: 'Client.connect', kind: 'param-moved' }], finding({}))).toBeUndefined();
    expect(apply([{ symbol: 'Client.connect', file: 'src/b.ts' }], finding({}))).toBeUndefined();
    expect(apply([{ symbol: 'Client.connect', file: './src/a.ts' }], finding({}))).toEqual({
      by: 'config',
    });
    expect(apply([{ symbol: 'Client.*' }], finding({}))).toEqual({ by: 'config' });
    expect(apply([{ symbol: 'Client.*' }], finding({ symbol: 'ClientX.a' }))).toBeUndefined();
    expect(
      apply(
        [{ symbol: '*', kind: 'unparseable' }],
        finding({ kind: 'side-unparseable', symbol: undefined }),
      ),
    ).toEqual({ by: 'config' });
    expect(apply([{ symbol: 'x' }], finding({ symbol: undefined }))).toBeUndefined();
  });

  it('passes findings of other gates through', () => {
    const other = finding({ gate: 'bundle', kind: 'bad-signature' });
    expect(applySignaturePolicy([other], { strictAst: false, allowed: [{ symbol: '*' }] })).toEqual(
      [other],
    );
  });
});
