import { join } from 'node:path';
import { diffFileVersions } from '../../src/signature/index';
import { FIXTURES, loadPairs, versions } from './fixtures';

describe('changes that are not drift report nothing', () => {
  const pairs = loadPairs(join(FIXTURES, '_zero'));

  it('covers formatting, reordering, comment re-wrapping and private-only changes in TS and Python', () => {
    const cases = pairs.map((p) => `${p.name}.${p.ext}`);
    for (const name of ['formatting-only', 'reordering-only', 'comment-rewrap', 'private-only']) {
      expect(cases).toEqual(expect.arrayContaining([`${name}.ts`, `${name}.py`]));
    }
  });

  it.each(pairs.map((p) => [`${p.name}.${p.ext}`, p] as const))('%s', async (_, pair) => {
    expect(pair.base).not.toBe(pair.head);
    expect(await diffFileVersions(versions(pair))).toEqual([]);
  });
});

describe('mixed real-world files', () => {
  const pairs = loadPairs(join(FIXTURES, '_mixed'));
  const run = async (name: string) => {
    const pair = pairs.find((p) => p.name === name)!;
    const findings = await diffFileVersions(versions(pair));
    return findings.map((f) => `${f.kind} ${f.symbol ?? ''}`.trim());
  };

  it('a class with overloads, generics and decorators', async () => {
    expect(await run('ts-class')).toEqual([
      'decorator-changed EventBus',
      'overload-removed EventBus.on',
      'doc-comment-removed EventBus.on',
      'async-changed EventBus.emit',
      'param-optional-added EventBus.emit',
    ]);
  });

  it('a CommonJS module with JSDoc types', async () => {
    expect(await run('commonjs')).toEqual([
      'param-became-required read',
      'constant-value-changed VERSION',
      'reexport-removed helpers',
    ]);
  });

  it('a Python module with @property, @staticmethod, *args and **kwargs', async () => {
    // `__init__`'s keyword-only `readonly` becoming positional-or-keyword breaks no call (griffe's
    // table), and `_private_helper` is not public: neither is reported.
    expect(await run('python-module')).toEqual([
      'member-readonly-added Store.size',
      'static-changed Store.from_env',
      'variadic-removed Store.get',
      'variadic-removed open_store',
    ]);
  });
});
