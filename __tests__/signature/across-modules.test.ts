import type { ReadModules } from '../../src/signature/across-modules';
import { diffFileSet, type FileVersions } from '../../src/signature/index';

// A Python member gone from a class whose bases are imported: the set diffed answers whether the
// class still inherits it, from the head versions of the modules the bases come from.
const same = (path: string, text: string): FileVersions => ({ path, base: text, head: text });

const core = same(
  'pkg/core.pyi',
  'from typing import ClassVar\n\nclass Calendar:\n    include_a: ClassVar[bool]\n    def holidays(self, year: int) -> list[str]: ...\n',
);
const usa = same(
  'pkg/usa/core.pyi',
  'from typing import ClassVar\nfrom ..core import Calendar\n\nclass UnitedStates(Calendar):\n    include_b: ClassVar[bool]\n',
);
const inits = [same('pkg/__init__.pyi', ''), same('pkg/usa/__init__.pyi', '')];

const iowa: FileVersions = {
  path: 'pkg/usa/iowa.pyi',
  base: [
    'from typing import ClassVar',
    'from .core import UnitedStates',
    '',
    'class Iowa(UnitedStates):',
    '    include_a: ClassVar[bool]',
    '    include_b: ClassVar[bool]',
    '    include_c: ClassVar[bool]',
    '    def holidays(self, year: int, extra: int) -> list[str]: ...',
    '',
  ].join('\n'),
  head: 'from .core import UnitedStates\n\nclass Iowa(UnitedStates): ...\n',
};

const found = async (files: FileVersions[], threads?: number) =>
  (await diffFileSet(files, { threads }))
    .flat()
    .map((f) => `${f.kind} ${f.severity} ${f.file}:${f.line} ${f.message}`);

describe('Python members across the modules of a set', () => {
  it('compares a member now inherited from another module with the one it inherits', async () => {
    const expected = [
      // Every ancestor was read (Calendar names no base): include_c is gone, nothing can lend it.
      'member-removed breaking pkg/usa/iowa.pyi:3 property `Iowa.include_c` removed',
      'param-removed breaking pkg/usa/iowa.pyi:3 parameter `extra` removed from `Iowa.holidays` (now inherited from `Calendar`, pkg/core.pyi)',
    ];
    expect(await found([core, usa, ...inits, iowa])).toEqual(expected);
    // In worker threads the questions travel with the findings: the same answer.
    expect(await found([core, usa, ...inits, iowa], 2)).toEqual(expected);
  });

  it('reads base modules outside the set when given a reader', async () => {
    const outside = new Map([core, usa].map((f) => [f.path, f.head!]));
    const readModules = async (paths: string[]) => paths.map((p) => outside.get(p));
    expect((await diffFileSet([iowa], { readModules })).flat().map((f) => f.message)).toEqual([
      'property `Iowa.include_c` removed',
      'parameter `extra` removed from `Iowa.holidays` (now inherited from `Calendar`, pkg/core.pyi)',
    ]);
  });

  it('compares an `__init__` now inherited from another module', async () => {
    const ohio: FileVersions = {
      path: 'pkg/usa/ohio.pyi',
      base: 'from .core import UnitedStates\n\nclass Ohio(UnitedStates):\n    def __init__(self, year: int) -> None: ...\n',
      head: 'from .core import UnitedStates\n\nclass Ohio(UnitedStates): ...\n',
    };
    // Neither base declares one: the implicit `()` of `Calendar`, which has no base.
    expect(await found([core, usa, ...inits, ohio])).toEqual([
      'constructor-changed breaking pkg/usa/ohio.pyi:3 param-removed: parameter `year` removed from `Ohio.__init__` (now the implicit `()` of `Calendar`, pkg/core.pyi)',
    ]);
  });

  it("reads a module an absolute import names from beside the importer's top package", async () => {
    const outside = new Map(
      [core, usa, ...inits].map((f) => [`lib/${f.path.replace(/\.pyi$/, '.py')}`, f.head!]),
    );
    const asked: string[] = [];
    const readModules = async (paths: string[]) => {
      asked.push(...paths);
      return paths.map((p) => outside.get(p));
    };
    const ohio: FileVersions = {
      path: 'lib/pkg/usa/ohio.py',
      base: 'from typing import ClassVar\nfrom pkg.usa.core import UnitedStates\n\nclass Ohio(UnitedStates):\n    include_a: ClassVar[bool]\n    include_c: ClassVar[bool]\n',
      head: 'from pkg.usa.core import UnitedStates\n\nclass Ohio(UnitedStates): ...\n',
    };
    expect((await diffFileSet([ohio], { readModules })).flat().map((f) => f.message)).toEqual([
      'property `Ohio.include_c` removed',
    ]);
    expect(asked[0]).toBe('lib/pkg/usa/core.pyi');
  });

  it('says what it cannot see when a base module is not in the set', async () => {
    expect(await found([iowa])).toEqual(
      [
        'property `Iowa.include_a`',
        'property `Iowa.include_b`',
        'property `Iowa.include_c`',
        'method `Iowa.holidays`',
      ].map(
        (m) =>
          `member-removed breaking pkg/usa/iowa.pyi:3 ${m} removed (unless inherited from \`UnitedStates\`, not in view)`,
      ),
    );
  });

  it('names a base outside the file that a base beside the class inherits from', async () => {
    const sub: FileVersions = {
      path: 'pkg/usa/sub.pyi',
      base: 'from .core import UnitedStates\n\nclass Local(UnitedStates): ...\n\nclass Sub(Local):\n    def holidays(self, year: int) -> list[str]: ...\n',
      head: 'from .core import UnitedStates\n\nclass Local(UnitedStates): ...\n\nclass Sub(Local): ...\n',
    };
    expect(await found([sub])).toEqual([
      'member-removed breaking pkg/usa/sub.pyi:5 method `Sub.holidays` removed (unless inherited from `UnitedStates`, not in view)',
    ]);
    // In view, the same signature is inherited: no change.
    expect(await found([core, usa, ...inits, sub])).toEqual([]);
  });

  it('follows a base re-exported by the module it is imported from', async () => {
    const facade = same('pkg/usa/__init__.pyi', 'from .core import UnitedStates as UnitedStates\n');
    const absolute: FileVersions = {
      path: 'pkg/usa/ohio.pyi',
      base: 'from pkg.usa import UnitedStates\n\nclass Ohio(UnitedStates):\n    def holidays(self, year: int) -> list[str]: ...\n',
      head: 'from pkg.usa import UnitedStates\n\nclass Ohio(UnitedStates): ...\n',
    };
    expect(await found([core, usa, same('pkg/__init__.pyi', ''), facade, absolute])).toEqual([]);
  });

  it('follows a base a star import brings', async () => {
    const texas: FileVersions = {
      path: 'pkg/usa/texas.pyi',
      base: 'from .core import *\n\nclass Texas(UnitedStates):\n    def holidays(self, year: int) -> list[str]: ...\n    def rodeo(self) -> None: ...\n',
      head: 'from .core import *\n\nclass Texas(UnitedStates): ...\n',
    };
    expect(await found([core, usa, ...inits, texas])).toEqual([
      'member-removed breaking pkg/usa/texas.pyi:3 method `Texas.rodeo` removed',
    ]);
  });

  it("puts a generic base's type arguments in for its type parameters", async () => {
    const stack = same(
      'pkg/stack.pyi',
      'from typing import Generic, TypeVar\n_T = TypeVar("_T")\n\nclass Stack(Generic[_T]):\n    def push(self, item: _T) -> None: ...\n    def pop(self) -> _T: ...\n',
    );
    const ints: FileVersions = {
      path: 'pkg/ints.pyi',
      base: 'from .stack import Stack\n\nclass Ints(Stack[int]):\n    def push(self, item: int) -> None: ...\n    def pop(self) -> int | None: ...\n',
      head: 'from .stack import Stack\n\nclass Ints(Stack[int]): ...\n',
    };
    // `push(item: _T)` is `push(item: int)` here: no change.
    expect(await found([stack, same('pkg/__init__.pyi', ''), ints])).toEqual([
      'return-type-narrowed info pkg/ints.pyi:3 return type of `Ints.pop` narrowed: `int | None` → `int` (now inherited from `Stack`, pkg/stack.pyi)',
    ]);
  });

  it('reads a builtin base from the builtins stub when the set holds it', async () => {
    const builtins = same(
      'stdlib/builtins.pyi',
      'class type:\n    def mro(self) -> list[type]: ...\n',
    );
    const meta: FileVersions = {
      path: 'stdlib/m.pyi',
      base: 'class Meta(type):\n    def mro(self) -> list[type]: ...\n    name: str\n',
      head: 'class Meta(type): ...\n',
    };
    expect(await found([meta])).toEqual([
      'member-removed breaking stdlib/m.pyi:1 method `Meta.mro` removed (unless inherited from `type`, not in view)',
      'member-removed breaking stdlib/m.pyi:1 property `Meta.name` removed (unless inherited from `type`, not in view)',
    ]);
    expect(await found([builtins, meta])).toEqual([
      'member-removed breaking stdlib/m.pyi:1 property `Meta.name` removed',
    ]);
  });

  it('reads the absolute imports of the package whose folder is the root as its own (api-diff old/django new/django)', async () => {
    const features = same(
      'db/backends/base/features.py',
      'class BaseDatabaseFeatures:\n    has_case_insensitive_like = False\n',
    );
    const mysql: FileVersions = {
      path: 'db/backends/mysql/features.py',
      base: 'from django.db.backends.base.features import BaseDatabaseFeatures\n\nclass DatabaseFeatures(BaseDatabaseFeatures):\n    has_case_insensitive_like = False\n',
      head: 'from django.db.backends.base.features import BaseDatabaseFeatures\n\nclass DatabaseFeatures(BaseDatabaseFeatures):\n    pass\n',
    };
    // `from django import Base`: the root's own `__init__`.
    const init = same('__init__.py', 'class Base:\n    def run(self) -> None: ...\n');
    const job: FileVersions = {
      path: 'core/job.py',
      base: 'from django import Base\n\nclass Job(Base):\n    def run(self) -> None: ...\n',
      head: 'from django import Base\n\nclass Job(Base): ...\n',
    };
    const inits = ['db/', 'db/backends/', 'db/backends/base/', 'db/backends/mysql/', 'core/'].map(
      (d) => same(`${d}__init__.py`, ''),
    );
    const set = [init, ...inits, features, mysql, job];
    const found = async (pythonRoot?: string) =>
      (await diffFileSet(set, { pythonRoot })).flat().map((f) => `${f.file} ${f.message}`);
    expect(await found('django')).toEqual([]);
    // Unnamed, the root is no package of the set: its bases are not in view.
    expect(await found()).toEqual([
      'db/backends/mysql/features.py property `DatabaseFeatures.has_case_insensitive_like` removed (unless inherited from `BaseDatabaseFeatures`, not in view)',
      'core/job.py method `Job.run` removed (unless inherited from `Base`, not in view)',
    ]);
  });

  it('reads an absolute module name from a folder that is no package', async () => {
    // `threading` is the top-level module, not the `threading` submodule of another package.
    const stdlib = same('stdlib/threading.pyi', 'class Thread:\n    def run(self) -> None: ...\n');
    const other = [
      same('stubs/g/g/__init__.pyi', ''),
      same('stubs/g/g/threading.pyi', 'class Thread: ...\n'),
    ];
    const worker: FileVersions = {
      path: 'stubs/w/w/worker.pyi',
      base: 'from threading import Thread\n\nclass Worker(Thread):\n    def run(self) -> None: ...\n',
      head: 'from threading import Thread\n\nclass Worker(Thread): ...\n',
    };
    expect(await found([...other, stdlib, worker])).toEqual([]);
    expect(await found([...other, worker])).toEqual([
      'member-removed breaking stubs/w/w/worker.pyi:3 method `Worker.run` removed (unless inherited from `Thread`, not in view)',
    ]);
  });
});

// The same for TS/JS: a base class or interface another module of the set exports.
describe('TS members across the modules of a set', () => {
  const base = (head: string): FileVersions => ({
    path: 'src/lib/base.ts',
    base: 'export class Base<T> {\n  id = 1;\n}\nexport interface Shape {\n  kind: string;\n}\n',
    head,
  });
  const moved = base(
    [
      'export class Base<T> {',
      '  id = 1;',
      "  name() { return 'base'; }",
      '  get(key: T): T { return key; }',
      '  put(key: T, at: number): void {}',
      '  toJSON(): unknown { return 1; }',
      '}',
      'export interface Shape {',
      '  kind: string;',
      '  area(): number;',
      '}',
      '',
    ].join('\n'),
  );
  const barrel = same('src/lib/index.ts', "export * from './base';\n");
  const child: FileVersions = {
    path: 'src/child.ts',
    base: [
      "import { Base, type Shape } from './lib/index.js';",
      'export class Child extends Base<string> {',
      "  name() { return 'child'; }",
      '  get(key: string): string { return key; }',
      '  put(key: string): void {}',
      "  toJSON(): string { return ''; }",
      '  size = 3;',
      '}',
      'export interface Square extends Shape {',
      '  area(): number;',
      '}',
      '',
    ].join('\n'),
    head: [
      "import { Base, type Shape } from './lib/index.js';",
      'export class Child extends Base<string> {}',
      'export interface Square extends Shape {}',
      '',
    ].join('\n'),
  };

  it('compares a member now inherited from another module with the one it inherits', async () => {
    const expected = [
      // `name` (its return inferred, a string on both), `get` (`T` is `string` here) and
      // `Square.area` are inherited alike; `put` gained a required parameter; `size` is gone.
      'param-required-added breaking src/child.ts:2 required parameter `at` added to `Child.put` (now inherited from `Base`, src/lib/base.ts)',
      // Read from the text as the checker would: any type is assignable to `unknown`.
      'return-type-widened breaking src/child.ts:2 return type of `Child.toJSON` widened: `string` → `unknown` (now inherited from `Base`, src/lib/base.ts)',
      'member-removed breaking src/child.ts:2 property `Child.size` removed',
    ];
    const set = [moved, barrel, child];
    const inChild = (findings: string[]) => findings.filter((f) => f.includes('src/child.ts'));
    expect(inChild(await found(set))).toEqual(expected);
    // In worker threads the questions travel with the findings: the same answer.
    expect(inChild(await found(set, 2))).toEqual(expected);
  });

  it('says what it cannot see when the base module is not in the set', async () => {
    expect(await found([child])).toEqual(
      [
        'method `Child.name`',
        'method `Child.get`',
        'method `Child.put`',
        'method `Child.toJSON`',
        'property `Child.size`',
      ]
        .map((m) => `${m} removed (unless inherited from \`Base<string>\`, not in view)`)
        .concat('method `Square.area` removed (unless inherited from `Shape`, not in view)')
        .map((m) => `member-removed breaking src/child.ts:${m.includes('Square') ? 3 : 2} ${m}`),
    );
  });

  it('follows a default export, a renaming re-export, `module.exports` and a `.ts` specifier', async () => {
    const withRun = (path: string, text: string, run: string): FileVersions => ({
      path,
      base: text.replace('RUN', ''),
      head: text.replace('RUN', run),
    });
    const files = [
      withRun('d.ts', 'export default class D {RUN}\n', ' run(): void {}'),
      same('e.ts', "export { default as E } from './d';\n"),
      withRun(
        'c.js',
        'class C {RUN}\nmodule.exports = C;\n',
        ' /** @param {string} s */ run(s) {}',
      ),
      {
        path: 'use.ts',
        base: "import D from './d';\nimport { E } from './e';\nexport class X extends D { run(): void {} }\nexport class Y extends E { run(): void {} }\n",
        head: "import D from './d';\nimport { E } from './e';\nexport class X extends D {}\nexport class Y extends E {}\n",
      },
      // A declaration file imports `./x.ts` as its source did: `x.d.ts`.
      withRun('types/x.d.ts', 'export declare class W {RUN}\n', ' run(): void;'),
      {
        path: 'types/use.d.ts',
        base: "import { W } from './x.ts';\nexport declare class V extends W { run(): void; }\n",
        head: "import { W } from './x.ts';\nexport declare class V extends W {}\n",
      },
      {
        path: 'use.js',
        base: "const C = require('./c');\nclass Z extends C { /** @param {string} s */ run(s) {} }\nmodule.exports = { Z };\n",
        head: "const C = require('./c');\nclass Z extends C {}\nmodule.exports = { Z };\n",
      },
    ];
    expect((await found(files)).filter((f) => f.startsWith('member-removed'))).toEqual([]);
  });

  it('reads a base module outside the set when given a reader, once per path', async () => {
    const outside = new Map([['src/lib/base.ts', moved.head!]]);
    const asked: string[][] = [];
    const readModules = async (paths: string[]) => {
      asked.push(paths);
      return paths.map((p) => outside.get(p));
    };
    const findings = (await diffFileSet([barrel, child], { readModules }))
      .flat()
      .map((f) => f.message);
    expect(findings).toContain('property `Child.size` removed');
    expect(findings.some((m) => m.includes('not in view'))).toBe(false);
    // The barrel is in the set; `./base`'s candidate files are read in one batch, `base.ts` first.
    expect(asked).toHaveLength(1);
    expect(asked[0]!.slice(0, 2)).toEqual(['src/lib/base.ts', 'src/lib/base.tsx']);
    // A reader that fails leaves the bases not in view.
    const failing = async (): Promise<(string | undefined)[]> => {
      throw new Error('API down');
    };
    const unseen = (await diffFileSet([barrel, child], { readModules: failing })).flat();
    expect(unseen.filter((f) => f.message.includes('not in view'))).toHaveLength(6);
  });

  it('compares a constructor now inherited from another module', async () => {
    const base = same(
      'base.ts',
      'export class Base {\n  constructor(readonly name: string) {}\n}\nexport class Plain {}\n',
    );
    const sub = (ctor: string) =>
      [
        "import { Base, Plain } from './base';",
        `export class Same extends Base {${ctor ? ' constructor(name: string) { super(name); } ' : ''}}`,
        `export class Fewer extends Base {${ctor ? ' constructor(name: string, n?: number) { super(name); } ' : ''}}`,
        `export class Empty extends Plain {${ctor ? ' constructor() { super(); } ' : ''}}`,
        `export class Gone extends Plain {${ctor ? ' constructor(a: string) { super(); } ' : ''}}`,
        '',
      ].join('\n');
    const child: FileVersions = { path: 'child.ts', base: sub('ctor'), head: sub('') };
    // A useless constructor removed is no change; `Plain` has the implicit `()`.
    expect(await found([base, child])).toEqual([
      'constructor-changed breaking child.ts:3 param-removed: parameter `n` removed from `Fewer.constructor` (now inherited from `Base`, base.ts)',
      'constructor-changed breaking child.ts:5 param-removed: parameter `a` removed from `Gone.constructor` (now the implicit `()` of `Plain`, base.ts)',
    ]);
    expect(await found([child])).toHaveLength(4);
  });

  it('ends at re-export cycles, and reads no module the analysis would skip', async () => {
    const user: FileVersions = {
      path: 'user.ts',
      base: "import { Missing } from './a';\nexport class U extends Missing { run(): void {} }\n",
      head: "import { Missing } from './a';\nexport class U extends Missing {}\n",
    };
    const cycle = [same('a.ts', "export * from './b';\n"), same('b.ts', "export * from './a';\n")];
    const caveat = 'method `U.run` removed (unless inherited from `Missing`, not in view)';
    expect((await found([...cycle, user])).map((f) => f.split(' ').slice(3).join(' '))).toEqual([
      caveat,
    ]);
    const large = same(
      'a.ts',
      `export class Missing { run(): void {} }\n${'x'.repeat(1_100_000)}\n`,
    );
    expect((await found([large, user])).map((f) => f.split(' ').slice(3).join(' '))).toEqual([
      caveat,
    ]);
  });

  it('leaves a base from a package as not in view', async () => {
    const ext: FileVersions = {
      path: 'ext.ts',
      base: "import { Ext } from 'some-package';\nexport class Other extends Ext { run(): void {} }\n",
      head: "import { Ext } from 'some-package';\nexport class Other extends Ext {}\n",
    };
    expect(
      await found([ext, same('some-package.ts', 'export class Ext { run(): void {} }\n')]),
    ).toEqual([
      'member-removed breaking ext.ts:2 method `Other.run` removed (unless inherited from `Ext`, not in view)',
    ]);
  });
});

describe('heritage across the modules of a set', () => {
  const http = (base: string, imports = '') => ({
    path: 'exceptions/http.exception.d.ts',
    text: `${imports}export declare class HttpException extends ${base} {\n  getStatus(): number;\n}\n`,
  });
  const pair = (head: { path: string; text: string }): FileVersions => ({
    path: head.path,
    base: http('Error').text,
    head: head.text,
  });
  const intrinsic = "import { IntrinsicException } from './intrinsic.exception';\n";

  it('finds a new base from another module a subclass of the old one (nest 10 → 11)', async () => {
    const declared = same(
      'exceptions/intrinsic.exception.d.ts',
      'export declare class IntrinsicException extends Error {}\n',
    );
    expect(await found([pair(http('IntrinsicException', intrinsic)), declared])).toEqual([
      'heritage-changed info exceptions/http.exception.d.ts:2 heritage of `HttpException` changed: `extends Error` → `extends IntrinsicException`, still a subclass of `extends Error`',
    ]);
  });

  it('says plainly that it is not one, or leaves the caveat where an ancestor is out of view', async () => {
    const other = (base: string, imports = '') =>
      same(
        'exceptions/intrinsic.exception.d.ts',
        `${imports}export declare class IntrinsicException${base} {}\n`,
      );
    const local = "import { Base } from './base';\n";
    const base = same('exceptions/base.d.ts', 'export declare class Base {}\n');
    // The old base is a module's class: a chain of the set's classes that never reaches it.
    const was = {
      path: 'exceptions/http.exception.d.ts',
      base: `${local}export declare class HttpException extends Base {}\n`,
      head: `${intrinsic}export declare class HttpException extends IntrinsicException {}\n`,
    };
    expect(await found([was, base, other('')])).toEqual([
      'heritage-changed breaking exceptions/http.exception.d.ts:2 heritage of `HttpException` changed: `extends Base` → `extends IntrinsicException`',
    ]);
    // An ancestor from a package may descend from anything.
    const fromPackage = other(' extends Ext', "import { Ext } from 'ext';\n");
    expect(await found([was, base, fromPackage])).toEqual([
      'heritage-changed warning exceptions/http.exception.d.ts:2 heritage of `HttpException` changed: `extends Base` → `extends IntrinsicException` (unless `IntrinsicException`, not in view, descends from `Base`)',
    ]);
  });

  it('answers for Python too, through a chain of modules (CPython 3.6 → 3.7: pip ListCommand)', async () => {
    const base = same(
      'pip/cli/base_command.py',
      'class Command:\n    def main(self, args):\n        pass\n',
    );
    const req = same(
      'pip/cli/req_command.py',
      'from pip.cli.base_command import Command\n\n\nclass IndexGroupCommand(Command):\n    pass\n',
    );
    const list: FileVersions = {
      path: 'pip/commands/list.py',
      base: 'from pip.cli.base_command import Command\n\n\nclass ListCommand(Command):\n    pass\n',
      head: 'from pip.cli.req_command import IndexGroupCommand\n\n\nclass ListCommand(IndexGroupCommand):\n    pass\n',
    };
    const inits = ['pip/__init__.py', 'pip/cli/__init__.py', 'pip/commands/__init__.py'];
    expect(await found([list, base, req, ...inits.map((p) => same(p, ''))])).toEqual([
      'heritage-changed info pip/commands/list.py:4 heritage of `ListCommand` changed: `Command` → `IndexGroupCommand`, still a subclass of `Command`',
    ]);
  });
});

describe('TS exports an `export *` may supply', () => {
  it('are info where a module it re-exports exports them, breaking where none does (type-fest 4.20 → 4.30)', async () => {
    const index: FileVersions = {
      path: 'src/internal/index.d.ts',
      base: 'export type A = 1;\nexport type B = 2;\n',
      head: "export * from './array';\n",
    };
    const array = same('src/internal/array.d.ts', 'export type A = 1;\n');
    const found = async (files: FileVersions[]) =>
      (await diffFileSet(files)).flat().map((f) => `${f.severity} ${f.symbol} ${f.message}`);
    expect(await found([index, array])).toEqual([
      "info A type alias `A` is no longer declared here; `export * from` './array' exports it",
      'breaking B type alias `B` removed (no module of its `export * from` exports it)',
    ]);
    // Not in view: what the pair alone says.
    expect((await found([index])).map((m) => m.split(' ')[0])).toEqual(['warning', 'warning']);
  });
});

describe('TS re-exports whose source changed', () => {
  const found = async (files: FileVersions[], readModules?: ReadModules) =>
    (await diffFileSet(files, { readModules }))
      .flat()
      .map((f) => `${f.severity} ${f.kind} ${f.file}:${f.line}:${f.oldLine} ${f.message}`);
  const retargeted: FileVersions = {
    path: 'src/index.ts',
    base: "export { parse } from './a';\n",
    head: "export { parse } from './b';\n",
  };
  const parse = (params: string) => `export function parse(${params}): number { return 1; }\n`;

  it('compare the declaration moved behind a barrel with the one it moved from', async () => {
    const a = same('src/a.ts', parse('text: string'));
    const moved = (params: string): FileVersions => ({
      path: 'src/b.ts',
      base: null,
      head: parse(params),
    });
    expect(await found([retargeted, a, moved('text: string')])).toEqual([
      "info reexport-removed src/index.ts:1:1 re-export `parse` retargeted: parse from './a' → parse from './b', which declares it as the base's source did",
    ]);
    expect(await found([retargeted, a, moved('text: string, strict: boolean')])).toEqual([
      'breaking param-required-added src/index.ts:1:1 required parameter `strict` added to `parse` (re-exported; declared in `src/b.ts`, was `src/a.ts`)',
    ]);
    // Not in view: what the pair alone says.
    expect(await found([retargeted])).toEqual([
      "warning reexport-removed src/index.ts:1:1 re-export `parse` retargeted: parse from './a' → parse from './b' (the two sources are not compared)",
    ]);
  });

  it('read a source outside the set as both versions, unless the head added it', async () => {
    const reads: string[][] = [];
    const outside = (texts: Record<string, string>) => async (paths: string[]) => {
      reads.push(paths);
      return paths.map((p) => texts[p]);
    };
    const b: FileVersions = {
      path: 'src/b.ts',
      base: parse('x: number'),
      head: parse('x: string'),
    };
    // `./a` untouched by the change: its base version is the one read.
    expect(await found([retargeted, b], outside({ 'src/a.ts': parse('x: number') }))).toEqual([
      expect.stringContaining(
        'src/index.ts:1:1 parameter `x` of `parse` changed incompatibly: `number` → `string` (re-exported; declared in `src/b.ts`, was `src/a.ts`)',
      ),
      expect.stringContaining('src/b.ts:1:1 parameter `x` of `parse`'),
    ]);
    // A source the head added has no base version, wherever it is read from.
    const added: FileVersions = { path: 'src/a.ts', base: null, head: parse('x: number') };
    const both = await found([retargeted, added, b], outside({ 'src/a.ts': parse('x: number') }));
    expect(both[0]).toContain('(the two sources are not compared)');
  });

  it('compare what a renamed bundle chunk declares, and report nothing where it is the same', async () => {
    const entry = (chunk: string, alias: string) =>
      `export { ${alias} as Options } from './${chunk}';\n`;
    const index: FileVersions = {
      path: 'build/index.d.ts',
      base: entry('query-Ab12Cd34.js', 'aA'),
      head: entry('query-Zy98Xw76.js', 'aY'),
    };
    const chunk = (alias: string, members: string) =>
      `interface Options { ${members} }\nexport { type Options as ${alias} };\n`;
    const chunks = (members: string): FileVersions[] => [
      { path: 'build/query-Ab12Cd34.d.ts', base: chunk('aA', 'retry?: number;'), head: null },
      { path: 'build/query-Zy98Xw76.d.ts', base: null, head: chunk('aY', members) },
    ];
    expect(await found([index, ...chunks('retry?: number;')])).toEqual([]);
    expect(await found([index, ...chunks('retry?: number; signal: AbortSignal;')])).toEqual([
      'breaking member-required-added build/index.d.ts:1:1 required property `Options.signal` added: implementers must provide it (re-exported; declared in `build/query-Zy98Xw76.d.ts`, was `build/query-Ab12Cd34.d.ts`)',
    ]);
    // The chunks not in view: nothing, as before.
    expect(await found([index])).toEqual([]);
  });

  it('compare a Python declaration moved between the modules a package imports it from (attrs 22 → 25)', async () => {
    const init: FileVersions = {
      path: 'attr/__init__.py',
      base: "from ._funcs import evolve\n__all__ = ['evolve']\n",
      head: "from ._make import evolve\n__all__ = ['evolve']\n",
    };
    const evolve = (params: string) => `def evolve(${params}):\n    pass\n`;
    const funcs: FileVersions = {
      path: 'attr/_funcs.py',
      base: evolve('inst, **changes'),
      head: '',
    };
    const make = (params: string): FileVersions => ({
      path: 'attr/_make.py',
      base: '',
      head: evolve(params),
    });
    expect(await found([init, funcs, make('inst, **changes')])).toEqual([
      "info reexport-removed attr/__init__.py:1:1 re-export `evolve` retargeted: evolve from '._funcs' → evolve from '._make', which declares it as the base's source did",
      expect.stringContaining('attr/_funcs.py'),
      expect.stringContaining('attr/_make.py'),
    ]);
    // httpx 0.23 → 0.28: bound by star imports, the last one that binds it.
    const stars: FileVersions = {
      ...init,
      head: "from ._make import *\nfrom ._funcs import *\n__all__ = ['evolve']\n",
    };
    const kept = { ...funcs, head: 'def other():\n    pass\n' };
    expect((await found([stars, kept, make('inst, **changes')]))[0]).toBe(
      "info reexport-removed attr/__init__.py:1:1 re-export `evolve` retargeted: evolve from '._funcs' → evolve from '._make, ._funcs', which declares it as the base's source did",
    );
    expect((await found([init, funcs, make('inst, *, strict, **changes')]))[0]).toBe(
      'breaking param-required-added attr/__init__.py:1:1 required parameter `strict` added to `evolve` (re-exported; declared in `attr/_make.py`, was `attr/_funcs.py`)',
    );
  });
});

describe('TS re-exports whose source changed, asking in turn', () => {
  it('answer what the moved declaration asks of its own imports, and leave one declaration to its module', async () => {
    const index: FileVersions = {
      path: 'src/index.ts',
      base: "export { Client } from './a';\n",
      head: "export { Client } from './b';\n",
    };
    const base = same('src/base.ts', 'export class Base { close(force: boolean): void {} }\n');
    const a = same('src/a.ts', 'export class Client { close(): void {} send(): void {} }\n');
    const b: FileVersions = {
      path: 'src/b.ts',
      base: null,
      head: "import { Base } from './base';\nexport class Client extends Base { send(): void {} }\n",
    };
    const found = async (files: FileVersions[]) =>
      (await diffFileSet(files))
        .flat()
        .map((f) => `${f.severity} ${f.kind} ${f.file}:${f.line} ${f.message}`);
    expect(await found([index, base, a, b])).toEqual([
      'breaking param-required-added src/index.ts:1 required parameter `force` added to `Client.close` (now inherited from `Base`, src/base.ts) (re-exported; declared in `src/b.ts`, was `src/a.ts`)',
    ]);
    // RTK 2.2 → 2.5 `ApiModules`: another module augmented the base's interface.
    const registry: FileVersions = {
      path: 'src/index.ts',
      base: "export { Modules } from './api';\n",
      head: "export { Modules } from './core';\n",
    };
    const api = same('src/api.ts', 'export interface Modules {}\n');
    const core: FileVersions = {
      path: 'src/core.ts',
      base: "declare module './api' {\n  export interface Modules { core: 1 }\n}\nexport {};\n",
      head: 'export interface Modules { core: 1 }\n',
    };
    expect((await found([registry, api, core])).filter((f) => f.includes('index.ts'))).toEqual([
      "warning reexport-removed src/index.ts:1 re-export `Modules` retargeted: Modules from './api' → Modules from './core' (the two sources are not compared)",
    ]);
    // RTK 2.2 → 2.5 `GetDispatch`: another declaration of the same module.
    const alias: FileVersions = {
      path: 'src/index.ts',
      base: "export { GetDispatch } from './types';\n",
      head: "export { GetDispatchType as GetDispatch } from './types';\n",
    };
    const types = (second: string) =>
      same(
        'src/types.ts',
        `export type GetDispatch = () => 1;\nexport type GetDispatchType = ${second};\n`,
      );
    expect(await found([alias, types('() => 1')])).toEqual([
      "info reexport-removed src/index.ts:1 re-export `GetDispatch` retargeted: GetDispatch from './types' → GetDispatchType from './types', which declares it as the base's source did",
    ]);
    expect(await found([alias, types('() => 2')])).toEqual([
      expect.stringMatching(/^breaking type-alias-changed src\/index.ts:1 .*`GetDispatch`/),
    ]);
    // `./a` re-exporting `./b`'s: one declaration, which src/b.ts's own pair compares.
    const forward = same('src/a.ts', "export { Client } from './b';\n");
    const moved: FileVersions = { ...b, base: b.head };
    expect(await found([index, base, forward, moved])).toEqual([
      "info reexport-removed src/index.ts:1 re-export `Client` retargeted: Client from './a' → Client from './b': both name the declaration in `src/b.ts`, compared there",
    ]);
  });
});

describe('TS aliases of imported declarations (openai 4.50 → 4.70)', () => {
  const kinds = async (files: FileVersions[]) =>
    (await diffFileSet(files)).flat().map((f) => `${f.kind} ${f.severity} ${f.file} ${f.message}`);
  const pagination = same(
    'pagination.d.ts',
    'export interface PageParams {\n  limit?: number;\n}\nexport declare class Page {\n  items: string[];\n}\n',
  );

  it('one that became type-only breaks only where what it names has a value', async () => {
    const ns = (body: string, imports = "import * as Pagination from './pagination';\n") => ({
      path: 'index.d.ts',
      ...{ imports, body },
    });
    const file = (v: { imports: string; body: string }) =>
      `${v.imports}export declare class OpenAI {}\nexport declare namespace OpenAI {\n${v.body}}\n`;
    const pair = (base: string, head: string, headImports?: string): FileVersions => ({
      path: 'index.d.ts',
      base: file(ns(base)),
      head: file(ns(head, headImports)),
    });
    const named = "import { type PageParams, Page } from './pagination.js';\n";
    // `export import X = NS.X` → `export { type X as X }` of an imported X, or `export type X = NS.X`.
    expect(
      await kinds([
        pagination,
        pair(
          '  export import PageParams = Pagination.PageParams;\n',
          '  export { type PageParams as PageParams };\n',
          named,
        ),
      ]),
    ).toEqual([]);
    expect(
      await kinds([
        pagination,
        pair(
          '  export import PageParams = Pagination.PageParams;\n',
          '  export type PageParams = Pagination.PageParams;\n',
        ),
      ]),
    ).toEqual([]);
    expect(
      await kinds([
        pagination,
        pair(
          '  export import Page = Pagination.Page;\n',
          '  export { type Page as Page };\n',
          named,
        ),
      ]),
    ).toEqual([
      "export-type-only breaking index.d.ts `OpenAI.Page` became type-only (an alias of `'./pagination'.Page`), which has a value",
    ]);
    // Not in view: unknown.
    expect(
      await kinds([
        pair(
          '  export import Page = Pagination.Page;\n',
          '  export { type Page as Page };\n',
          named,
        ),
      ]),
    ).toEqual([
      "export-type-only warning index.d.ts `OpenAI.Page` became type-only (an alias of `'./pagination'.Page`): whether it has a value is not in view",
    ]);
  });

  it('a re-export that became type-only, and an alias of a declaration of the file itself', async () => {
    const entry = (type: string): FileVersions => ({
      path: 'entry.d.ts',
      base: "export { PageParams, Page } from './pagination.js';\n",
      head: `export { ${type}PageParams, ${type}Page } from './pagination.js';\n`,
    });
    expect(await kinds([pagination, entry('type ')])).toEqual([
      "export-type-only breaking entry.d.ts re-export `Page` (Page from './pagination.js') became type-only, which has a value",
    ]);
    // `import * as Self from './self.js'` in self.d.ts: the namespace's alias is its own class.
    const self = (member: string): string =>
      `import * as Self from './self.js';\nexport declare class Page {\n  items: string[];\n}\nexport declare namespace Page {\n${member}}\n`;
    expect(
      await kinds([
        {
          path: 'self.d.ts',
          base: self('  export import Inner = Self.Page;\n'),
          head: self('  export { Page as Inner };\n'),
        },
      ]),
    ).toEqual([]);
  });

  it('one that names another module now is compared with the one it named', async () => {
    const api = same('api.d.ts', "export { Page, PageParams } from './pagination.js';\n");
    const file = (imports: string, member: string) =>
      `${imports}export declare namespace OpenAI {\n${member}}\n`;
    const changed = (members: string): FileVersions => ({
      path: 'pagination.d.ts',
      base: pagination.base,
      head: `export interface PageParams {\n${members}}\nexport declare class Page {\n  items: string[];\n}\n`,
    });
    const index: FileVersions = {
      path: 'index.d.ts',
      base: file(
        "import * as API from './api.js';\n",
        '  export import PageParams = API.PageParams;\n',
      ),
      head: file(
        "import { PageParams } from './pagination.js';\n",
        '  export { PageParams as PageParams };\n',
      ),
    };
    expect(await kinds([pagination, api, index])).toEqual([
      "reexport-removed info index.d.ts alias `OpenAI.PageParams` retargeted: `'./api.js'.PageParams` → `'./pagination.js'.PageParams`: both name the declaration in `pagination.d.ts`, compared there",
    ]);
    // A package's name may be the package itself (preact/compat's `'preact'` for `'../../src'`).
    const fromPackage = { ...index, head: index.head!.replace("'./pagination.js'", "'pkg'") };
    expect(await kinds([pagination, api, fromPackage])).toEqual([]);
    // A change to it is said where it is declared.
    expect(await kinds([changed('  limit: number;\n'), api, index])).toEqual([
      expect.stringContaining('member-optionality-changed breaking pagination.d.ts'),
      expect.stringContaining('reexport-removed info index.d.ts'),
    ]);
  });
});
