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
});
