import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BundleError } from '../../src/bundle/reasons';
import { parseStatement, statementJsonSchema, type Statement } from '../../src/bundle/statement';
import { exampleStatement } from './examples';

function outcome(value: unknown): string {
  try {
    parseStatement(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)));
    return 'ok';
  } catch (error) {
    if (error instanceof BundleError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

function edit(change: (s: Statement) => void): Statement {
  const s = structuredClone(exampleStatement());
  change(s);
  return s;
}

describe('parseStatement', () => {
  it('accepts a complete statement', () => {
    expect(outcome(exampleStatement())).toBe('ok');
  });

  it.each([
    ['not JSON', 'x', /^bad-statement: payload is not UTF-8 JSON/],
    ['another _type', edit((s) => ((s as { _type: string })._type = 'x')), /^bad-statement: _type/],
    [
      'an extra field',
      edit((s) => Object.assign(s.predicate, { extra: 1 })),
      /^bad-statement: predicate/,
    ],
    [
      'a bad digest',
      edit((s) => (s.subject[0]!.digest.sha256 = 'ABC')),
      /^bad-statement: subject.0.digest.sha256/,
    ],
    [
      'a newer version',
      edit((s) => ((s.predicate as { version: number }).version = 2)),
      /^unsupported-version: predicate version 2/,
    ],
    [
      'unsorted subjects',
      edit((s) => s.subject.reverse()),
      /^bad-statement: subject is not sorted/,
    ],
    [
      'a file both changed and deleted',
      edit((s) => (s.predicate.deleted = [s.subject[0]!.name])),
      /both a subject and deleted/,
    ],
    [
      'a local time',
      edit((s) => (s.predicate.issuedAt = '2026-01-01T00:00:00+02:00')),
      /^bad-statement: predicate.issuedAt/,
    ],
    [
      'an absolute subject',
      edit((s) => (s.subject[0]!.name = '/etc/passwd')),
      /^hostile-path: "\/etc\/passwd": absolute path/,
    ],
    ['a .. deletion', edit((s) => (s.predicate.deleted = ['../x'])), /^hostile-path: "..\/x"/],
    [
      'a NUL in a declared file',
      edit((s) => (s.predicate.signatureChanges = [{ symbol: 'x', file: 'a\0b', reason: 'r' }])),
      /^hostile-path/,
    ],
    [
      'a journal outside the folder',
      edit((s) => (s.predicate.journal.path = '../j')),
      /^hostile-path: journal/,
    ],
    [
      'a journal in a subfolder',
      edit((s) => (s.predicate.journal.path = 'x/j')),
      /not a bare file name/,
    ],
  ])('rejects %s', (_name, value, message) => {
    expect(outcome(value)).toMatch(message);
  });
});

describe('docs/proof-bundle.schema.json', () => {
  it('is the schema the verifier checks', () => {
    const file = JSON.parse(
      readFileSync(join(__dirname, '../../docs/proof-bundle.schema.json'), 'utf8'),
    );
    expect(file).toEqual(statementJsonSchema());
  });
});
