import { diffFileSet } from '../../src/signature/index';

// PEP 8: a name in a private module (`pkg/_impl.py`) is internal unless a public module re-exports
// it. Two whole trees hold every public module, so only there is that known (httpx 0.23 → 0.28,
// pytest 7 → 8: `_pytest/compat.py`'s constants were breaking removals).
const found = async (
  files: { path: string; base: string | null; head: string | null }[],
  wholeTree = true,
) =>
  (await diffFileSet(files, { wholeTree }))
    .flat()
    .map((f) => `${f.severity} ${f.kind} ${f.symbol ?? ''}`)
    .sort();

describe('private Python modules in whole trees', () => {
  const init = { path: 'pkg/__init__.py', base: '', head: '' };
  init.base = init.head = 'from ._impl import Client\n\n__all__ = ["Client"]\n';
  const impl = {
    path: 'pkg/_impl.py',
    base: 'class Base:\n    def m(self): ...\n\nclass Client(Base): ...\n\ndef helper(x): ...\n\nLIMIT = 1\n',
    head: 'class Base:\n    def m(self, y): ...\n\nclass Client(Base): ...\n',
  };

  it('count a name only where a public module re-exports it, and the bases of such a class', async () => {
    expect(await found([init, impl])).toEqual([
      'breaking param-required-added Base.m',
      'info export-removed LIMIT',
      'info export-removed helper',
    ]);
    // A pull request's set lacks the public modules it leaves unchanged: nothing is known.
    expect(await found([impl], false)).toEqual([
      'breaking export-removed LIMIT',
      'breaking export-removed helper',
      'breaking param-required-added Base.m',
    ]);
  });

  it('follow star imports through private packages, by what each module exports', async () => {
    const files = [
      { path: 'lib/__init__.py', base: 'from ._a import *\n', head: 'from ._a import *\n' },
      {
        path: 'lib/_a/__init__.py',
        base: 'from .b import f\n\n__all__ = ["f"]\n',
        head: 'from .b import f\n\n__all__ = ["f"]\n',
      },
      {
        path: 'lib/_a/b.py',
        base: 'def f(x): ...\n\ndef g(x): ...\n',
        head: 'def f(x, y): ...\n\ndef g(x, y): ...\n',
      },
    ];
    expect(await found(files)).toEqual([
      'breaking param-required-added f',
      'info param-required-added g',
    ]);
  });

  it('leave a removal to the public module that imports the name, but not to a star import', async () => {
    const init = 'from ._x import *\nfrom ._y import g\n\n__all__ = ["a", "g"]\n';
    const files = [
      { path: 'p/__init__.py', base: init, head: 'from ._x import *\n\n__all__ = ["a"]\n' },
      { path: 'p/_x.py', base: 'def a(): ...\n', head: '' },
      { path: 'p/_y.py', base: 'def g(): ...\n', head: '' },
    ];
    expect(await found(files)).toEqual([
      'breaking export-removed a',
      'breaking reexport-removed g',
      'info export-removed g',
    ]);
  });

  it('judge a removed private module as its names: breaking only where a star import took them', async () => {
    const module = (init: string) => [
      { path: 'q/__init__.py', base: init, head: '' },
      { path: 'q/_w.py', base: 'def w(): ...\n', head: null },
    ];
    expect(await found(module('from ._w import w\n\n__all__ = ["w"]\n'))).toEqual([
      'breaking reexport-removed w',
      'info module-removed q/_w.py',
    ]);
    expect(await found(module('from ._w import *\n'))).toEqual(['breaking module-removed q/_w.py']);
  });
});
