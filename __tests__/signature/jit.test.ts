import { jitFlags } from '../../src/signature/jit';

// The flags must exist in the V8 that gets them: V8 prints an error line for an unknown one (the
// CI smoke test checks that dist/index.js writes nothing to stderr on Node 20 and 24).
describe('jitFlags', () => {
  it('gives V8 11 (Node 20) the inlining and the tier-up budget', () => {
    expect(jitFlags('11.3.244.8-node.38')).toEqual([
      '--max-inlined-bytecode-size-cumulative=200',
      '--interrupt-budget=264000',
    ]);
  });

  it('gives later V8s (Node 22, 24) the inlining budget only', () => {
    for (const v8 of ['12.4.254.21-node.33', '13.6.233.10-node.28'])
      expect(jitFlags(v8)).toEqual(['--max-inlined-bytecode-size-cumulative=200']);
  });
});
