import { diffFileVersions } from '../../src/signature/index';

// Where a Python module's and a class's public names come from: definitions inside `if`/`try`
// blocks, and names `__all__` exports that a `from m import *` binds.
const found = async (base: string, head: string) =>
  (await diffFileVersions({ path: 'm.py', base, head })).map((f) => `${f.kind} ${f.message}`);

describe('Python scopes', () => {
  const transport = (methods: string) =>
    `import sys\n\n\nclass Transport:\n    if sys.platform == "win32":\n${methods}    else:\n${methods}`;
  const method = (name: string) => `        def ${name}(self):\n            pass\n`;

  it('reads the methods a class defines inside an if block', async () => {
    expect(
      await found(transport(method('kill') + method('send')), transport(method('kill'))),
    ).toEqual(['member-removed method `Transport.send` removed']);
  });

  it('reads a name in __all__ that a star import binds as a re-export from that module', async () => {
    const module = (all: string) => `from genericpath import *\n\n__all__ = [${all}]\n`;
    expect(await found(module('"exists", "isjunction"'), module('"exists"'))).toEqual([
      "reexport-removed re-export `isjunction` (isjunction from 'genericpath') removed",
    ]);
  });

  it('reads an `__all__` each branch assigns as every branch’s names', async () => {
    // typeshed's gevent.select: `poll` is public where the first branch runs.
    const module = (others: string) =>
      `import sys\nif sys.platform != "win32":\n    __all__ = ["poll", "select"]\nelse:\n    __all__ = [${others}]\ndef select() -> None: ...\nclass poll: ...\n`;
    expect(await found(module('"select"'), module('"select"'))).toEqual([]);
    const everywhere =
      'import sys\n__all__ = ["poll", "select"]\ndef select() -> None: ...\nclass poll: ...\n';
    expect(await found(everywhere, module('"select"'))).toEqual([]);
    // Left out of every branch, it is no longer public.
    const nowhere =
      'import sys\n__all__ = ["select"]\ndef select() -> None: ...\nclass poll: ...\n';
    expect(await found(module('"select"'), nowhere)).toEqual([
      'visibility-narrowed class `poll` is no longer public',
    ]);
  });

  it('reads `sys.version_info` branches newest first, however they are written', async () => {
    const older = 'def open_text(package: str, resource: str) -> str: ...\n';
    const newer = 'def open_text(package: str, resource: str | None = None) -> str: ...\n';
    const branches = (test: string, first: string, second: string) =>
      `import sys\nif sys.version_info ${test}:\n    ${first}else:\n    ${second}`;
    const ge = branches('>= (3, 13)', newer, older);
    const lt = branches('< (3, 13)', older, newer);
    expect(await found(ge, lt)).toEqual([]);
    expect(await found(lt, ge)).toEqual([]);
    // `elif` chains too; the newest branch changed is what is compared.
    const chain = (newest: string) =>
      `import sys\nif sys.version_info < (3, 9):\n    ${older}elif sys.version_info < (3, 13):\n    ${older}else:\n    ${newest}`;
    expect(await found(chain(newer), ge)).toEqual([]);
    expect(await found(ge, chain(older))).toEqual([
      'param-became-required parameter `resource` of `open_text` became required (default `None` removed)',
      'param-type-narrowed parameter `resource` of `open_text` narrowed: `str | None` → `str`',
    ]);
    // A test on anything else is read as written.
    const platform = branches('== "win32"', older, newer).replace(
      'sys.version_info ',
      'sys.platform ',
    );
    expect(
      await found(
        platform,
        branches('== "win32"', newer, older).replace('sys.version_info ', 'sys.platform '),
      ),
    ).toHaveLength(2);
  });

  it('reads the newest branch of a class body, and of overload stubs, as the API', async () => {
    const lock = (old: string) =>
      `import sys\nclass Lock:\n    if sys.version_info >= (3, 10):\n        def __init__(self) -> None: ...\n${old}`;
    const older = '    else:\n        def __init__(self, *, loop: object = None) -> None: ...\n';
    expect(await found(lock(older), lock(''))).toEqual([]);
    // The newest branch changed is what is compared, in a class as in a module.
    expect(await found(lock(older), lock(older).replace('(self)', '(self, x: int)'))).toEqual([
      'constructor-changed param-required-added: required parameter `x` added to `Lock.__init__`',
    ]);
    const sleep = (tail: string) =>
      `import sys\nfrom typing import overload\nif sys.version_info >= (3, 10):\n    @overload\n    def sleep(delay: float) -> None: ...\n    @overload\n    def sleep(delay: float, result: int) -> int: ...\n${tail}`;
    const olderStubs =
      'else:\n    @overload\n    def sleep(delay: float, loop: object = None) -> None: ...\n    @overload\n    def sleep(delay: float, result: int, loop: object = None) -> int: ...\n';
    expect(await found(sleep(olderStubs), sleep(''))).toEqual([]);
  });

  it('takes a definition only older Pythons had, removed, as a warning', async () => {
    const base = [
      'import sys',
      'if sys.version_info < (3, 9):',
      '    def old() -> int: ...',
      'if sys.version_info >= (3, 10):',
      '    def new() -> int: ...',
      'else:',
      '    class Legacy: ...',
      '    LEGACY_FLAG: int',
      'def keep() -> int: ...',
      '',
    ].join('\n');
    const head = 'import sys\ndef keep() -> int: ...\n';
    expect(await found(base, head)).toEqual([
      'export-removed function `old` removed (it was defined only where `sys.version_info < (3, 9)`)',
      'export-removed function `new` removed',
      'export-removed class `Legacy` removed (it was defined only where `not (sys.version_info >= (3, 10))`)',
      'export-removed variable `LEGACY_FLAG` removed (it was defined only where `not (sys.version_info >= (3, 10))`)',
    ]);
    const severities = await diffFileVersions({ path: 'm.py', base, head });
    expect(severities.map((f) => f.severity)).toEqual([
      'warning',
      'breaking',
      'warning',
      'warning',
    ]);
  });

  it('takes a class member only older Pythons had, removed, as a warning', async () => {
    const base = [
      'import sys',
      'class C:',
      '    if sys.version_info < (3, 9):',
      '        def old(self) -> int: ...',
      '        x: int',
      '    def keep(self) -> int: ...',
      '',
    ].join('\n');
    const head = 'class C:\n    def keep(self) -> int: ...\n';
    const findings = await diffFileVersions({ path: 'm.pyi', base, head });
    expect(findings.map((f) => `${f.severity} ${f.message}`)).toEqual([
      'warning method `C.old` removed (it was defined only where `sys.version_info < (3, 9)`)',
      'warning property `C.x` removed (it was defined only where `sys.version_info < (3, 9)`)',
    ]);
  });

  it('leaves out an older branch`s definition of a name the newest imports', async () => {
    const files = 'def files(package: str) -> int: ...\n';
    const base = `import sys\nif sys.version_info >= (3, 12):\n    def files(anchor: str | None = None) -> int: ...\nelse:\n    ${files}`;
    const head = `import sys\nif sys.version_info >= (3, 11):\n    from ._common import files as files\nelse:\n    ${files}`;
    // Still exported, now through a re-export of another module's (not compared).
    expect(await found(base, head)).toEqual([]);
  });
});
