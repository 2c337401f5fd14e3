import type { ChangedFile } from '../../src/diff/types';
import { scopeGate, scopeMatcher } from '../../src/gate/scope';

const file = (
  path: string,
  status: ChangedFile['status'] = 'modified',
  previousPath?: string,
): ChangedFile => ({
  path,
  status,
  binary: false,
  ...(previousPath ? { previousPath } : {}),
});

describe('scope globs (path-component semantics)', () => {
  const allowed = scopeMatcher(['src', 'docs/', 'lib/*.ts', '**/*.md', '!src/secret/**']);

  it.each([
    ['src/a.ts', true],
    ['src/deep/er/b.ts', true],
    ['docs/x/y.txt', true],
    ['lib/a.ts', true],
    ['notes/readme.md', true],
    ['.github/README.md', true],
    ['src2/a.ts', false],
    ['lib/sub/a.ts', false],
    ['lib/a.tsx', false],
    ['srcfile', false],
    ['src/secret/key.ts', false],
    ['package.json', false],
  ])('%s → %s', (path, expected) => {
    expect(allowed(path)).toBe(expected);
  });

  it('a single * never crosses a folder', () => {
    expect(scopeMatcher(['*.json'])('a/package.json')).toBe(false);
    expect(scopeMatcher(['*.json'])('package.json')).toBe(true);
  });
});

describe('the scope gate', () => {
  it('is not run without a scope', () => {
    expect(scopeGate({ files: [file('x')], scope: [] })).toMatchObject({
      status: 'not-run',
      findings: [],
    });
  });

  it('counts deletions and both sides of a rename', () => {
    const result = scopeGate({
      scope: ['src/**'],
      files: [
        file('src/ok.ts'),
        file('infra/gone.tf', 'removed'),
        file('src/moved.ts', 'renamed', 'config/moved.ts'),
        file('tools/new.sh', 'renamed', 'src/old.sh'),
      ],
    });
    expect(result.status).toBe('ran');
    expect(result.findings.map((f) => [f.file, f.severity, f.message])).toEqual([
      ['infra/gone.tf', 'breaking', 'The PR deletes `infra/gone.tf`, outside the allowed scope.'],
      [
        'config/moved.ts',
        'breaking',
        'The PR renames away `config/moved.ts`, outside the allowed scope.',
      ],
      ['tools/new.sh', 'breaking', 'The PR renames to `tools/new.sh`, outside the allowed scope.'],
    ]);
    expect(result.summary).toBe('6 paths checked against 1 glob');
  });

  it('leaves exempt paths (the proof bundles) to their own gate', () => {
    const result = scopeGate({
      scope: ['src/**'],
      files: [file('.letitloop/proofs/run.json', 'added')],
      exempt: (p) => p.startsWith('.letitloop/proofs/'),
    });
    expect(result.findings).toEqual([]);
  });
});
