import type { Statement } from '../../src/bundle/statement';

/** A complete, schema-valid statement for unit tests of the layers below verifyBundle. */
export function exampleStatement(): Statement {
  return {
    _type: 'https://in-toto.io/Statement/v1',
    subject: [
      { name: 'a.txt', digest: { sha256: 'a'.repeat(64), gitBlob: 'a'.repeat(40) } },
      { name: 'src/b.ts', digest: { sha256: 'b'.repeat(64), gitBlob: 'b'.repeat(40) } },
    ],
    predicateType: 'https://letitloop.dev/proof-bundle/v1',
    predicate: {
      version: 1,
      tool: { name: 'letitloop-action', version: '2.0.0' },
      repository: { name: 'acme/widgets', id: 42 },
      base: { commit: 'c'.repeat(40) },
      deleted: ['old.txt'],
      run: {
        goal: 'g',
        runId: 'r1',
        status: 'completed',
        steps: 2,
        startedAt: '2026-01-01T00:00:00.000Z',
        endedAt: '2026-01-01T00:00:01.000Z',
      },
      journal: {
        path: 'g.journal',
        sha256: 'd'.repeat(64),
        bytes: 10,
        frames: 3,
        chainHead: 'e'.repeat(64),
      },
      gates: [{ name: 'tests', passed: true }],
      signatureChanges: [{ symbol: 'A.b', kind: 'param-added', file: 'src/b.ts', reason: 'why' }],
      issuedAt: '2026-01-01T00:00:02.000Z',
      expiresAt: '2026-01-31T00:00:02.000Z',
      nonce: 'f'.repeat(32),
    },
  };
}
