import type { ChangedFile } from '../../src/diff/types';
import { signatureGate } from '../../src/gate/signature';
import * as signature from '../../src/signature';

const pair = (
  path: string,
  base: string | null,
  head: string | null,
  extra: Partial<ChangedFile> = {},
): ChangedFile => ({
  path,
  status: base === null ? 'added' : head === null ? 'removed' : 'modified',
  binary: false,
  baseContent: base === null ? null : Buffer.from(base),
  headContent: head === null ? null : Buffer.from(head),
  ...extra,
});

describe('the signature gate (with the real signature library)', () => {
  const changed = pair(
    'src/api.ts',
    'export function send(to: string): void {}\n',
    'export function send(to: number): void {}\n',
  );

  it('reports API drift of changed sources', async () => {
    const r = await signatureGate({
      files: [changed, pair('README.md', 'a', 'b')],
      strictAst: true,
      allowed: [],
      library: signature,
    });
    expect(r.status).toBe('ran');
    expect(r.summary).toBe('1 file checked; strict');
    expect(r.findings.length).toBeGreaterThan(0);
    expect(r.findings.every((f) => f.gate === 'signature' && f.file === 'src/api.ts')).toBe(true);
    expect(r.findings.some((f) => f.severity === 'breaking' && f.symbol === 'send')).toBe(true);
  });

  it('accepts changes the config declares, and demotes to warnings without strict-ast', async () => {
    const accepted = await signatureGate({
      files: [changed],
      strictAst: true,
      allowed: [{ symbol: 'send', reason: 'v2 API' }],
      library: signature,
    });
    expect(
      accepted.findings
        .filter((f) => f.severity === 'breaking')
        .every((f) => f.accepted?.by === 'config'),
    ).toBe(true);
    const lax = await signatureGate({
      files: [changed],
      strictAst: false,
      allowed: [],
      library: signature,
    });
    expect(lax.findings.some((f) => f.severity === 'breaking')).toBe(false);
  });

  it('accepts what a valid bundle declares by the same rule as the config, naming the source', async () => {
    const cls = pair(
      'src/client.ts',
      'export class Client {\n  send(to: string): void {}\n  close(): void {}\n}\n',
      'export class Client {\n  send(to: number): void {}\n}\n',
    );
    const r = await signatureGate({
      files: [cls, changed],
      strictAst: true,
      allowed: [{ symbol: 'send', kind: 'param-type-narrowed', reason: 'config' }],
      // `Class.*` covers every member: the bundle's declarations match as config entries do.
      declared: [{ symbol: 'Client.*', file: 'src/client.ts', reason: 'v2 client' }],
      library: signature,
    });
    const breaking = r.findings.filter((f) => f.severity === 'breaking');
    expect(breaking.map((f) => [f.file, f.symbol, f.accepted])).toEqual([
      ['src/client.ts', 'Client.send', { by: 'bundle', reason: 'v2 client' }],
      ['src/client.ts', 'Client.close', { by: 'bundle', reason: 'v2 client' }],
      ['src/api.ts', 'send', { by: 'config', reason: 'config' }],
    ]);
  });

  it('says a source it could not load was not checked', async () => {
    const r = await signatureGate({
      files: [
        {
          path: 'src/big.ts',
          status: 'modified',
          binary: false,
          skipped: 'too large: head is 2000000 bytes',
        },
      ],
      strictAst: true,
      allowed: [],
      library: signature,
    });
    expect(r.findings).toEqual([
      {
        gate: 'signature',
        kind: 'not-checked',
        severity: 'warning',
        file: 'src/big.ts',
        message: '`src/big.ts` was not checked: too large: head is 2000000 bytes.',
      },
    ]);
  });

  it('is not run without the library or without source changes', async () => {
    expect(
      await signatureGate({
        files: [changed],
        strictAst: true,
        allowed: [],
        unavailable: 'not built',
      }),
    ).toMatchObject({ status: 'not-run', reason: 'not built' });
    expect(
      (
        await signatureGate({
          files: [pair('a.md', 'x', 'y')],
          strictAst: true,
          allowed: [],
          library: signature,
        })
      ).status,
    ).toBe('not-run');
  });
});
