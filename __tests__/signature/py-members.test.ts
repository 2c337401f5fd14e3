import { diffFileVersions } from '../../src/signature/index';

// How Python classes and functions are read where the same API can be written several ways
// (fixtures/_zero/python-same-api-respelled holds the rewrites that must give nothing).
const found = async (base: string, head: string, path = 'a.py') =>
  (await diffFileVersions({ path, base, head })).map((f) => `${f.kind} ${f.severity} ${f.message}`);

describe('Python members', () => {
  it('a method `object` provides, removed, leaves the inherited one', async () => {
    const cls = (body: string) => `class A:\n    def m(self): pass\n${body}`;
    expect(await found(cls('    def __repr__(self): return "A"\n'), cls(''))).toEqual([
      'member-removed info method `A.__repr__` removed: the class now has the one it inherits',
    ]);
    expect(await found(cls('    def close(self): pass\n'), cls(''))).toEqual([
      'member-removed breaking method `A.close` removed',
    ]);
  });

  it('`ClassVar` is how an attribute is bound: its type is compared without it', async () => {
    const cls = (a: string, b: string) =>
      `from typing import Any, ClassVar\nclass A:\n    a: ${a}\n    b: ${b}\n`;
    expect(await found(cls('int', 'ClassVar[int]'), cls('ClassVar[int]', 'int'), 'a.pyi')).toEqual([
      'static-changed warning `A.a` became a class variable (`ClassVar`): instances can no longer set it',
      'static-changed warning `A.b` is no longer a class variable (`ClassVar`): reading it from the class may fail',
    ]);
    expect(await found(cls('int', 'Any'), cls('int | None', 'ClassVar[int]'), 'a.pyi')).toEqual([
      'member-type-changed breaking type of `A.a` widened: `int` → `int | None`',
      // An attribute typed `Any` said nothing of how it is bound.
      'member-type-changed breaking type of `A.b` narrowed: `Any` → `int`',
    ]);
    expect(
      await found(cls('int', 'int'), cls('typing.ClassVar[int]', 'ClassVar'), 'a.pyi'),
    ).toEqual([
      'static-changed warning `A.a` became a class variable (`ClassVar`): instances can no longer set it',
      'static-changed warning `A.b` became a class variable (`ClassVar`): instances can no longer set it',
      'member-type-changed breaking type of `A.b` widened: `int` → `Any`',
    ]);
  });

  it('a form change that an unread decorator or a `Callable` type may make none is a warning', async () => {
    const cls = (size: string, handler: string) =>
      `from typing import Callable, override\nfrom lib import lazy\nclass A:\n    ${size}\n    def size(self) -> int: ...\n    ${handler}\n`;
    const callable = 'handler: Callable[[int], None]';
    const method = 'def handler(self, x: int) -> None: ...';
    expect(await found(cls('@lazy', callable), cls('@property', method), 'a.pyi')).toEqual([
      'callable-form-changed warning `A.size` changed from a method to a getter (`@lazy` is not read: it may make the method a getter; not compared)',
      'callable-form-changed warning `A.handler` changed from a property of type `Callable[[int], None]` to a method (relation unknown)',
    ]);
    // A decorator known to keep a method a method, and an attribute of another type: as before.
    expect(
      await found(cls('@override', 'handler: int'), cls('@property', method), 'a.pyi'),
    ).toEqual([
      'callable-form-changed breaking `A.size` changed from a method to a getter',
      'callable-form-changed breaking `A.handler` changed from a property to a method',
    ]);
  });

  it('every name of a chained assignment is bound', async () => {
    expect(await found('X = Y = 1\n', 'X = 1\n')).toEqual([
      'export-removed breaking variable `Y` removed',
    ]);
    const init = (body: string) => `class A:\n    def __init__(self):\n        ${body}\n`;
    expect(await found(init('self.p = self.q = None'), init('self.p = None'))).toEqual([
      'member-removed breaking property `A.q` removed',
    ]);
  });

  it('a `property(fget, fset)` assignment is an accessor', async () => {
    const cls = (body: string) => `class A:\n    ${body}\n`;
    expect(
      await found(cls('x = property(get_x, set_x)'), cls('x = property(get_x, doc="X")')),
    ).toEqual([
      'member-readonly-added breaking `A.x` became readonly (an accessor → getter without setter)',
    ]);
  });

  it('a constructor now inherited from a base not in view is not compared', async () => {
    expect(await found('class A:\n    pass\n', 'class A(Base):\n    pass\n')).toEqual([
      'constructor-changed warning the constructor of `A` is now inherited from its base, not compared (it was the implicit `()`)',
    ]);
    expect(
      await found(
        'class A(Base):\n    def __init__(self, x): pass\n',
        'class A(Base):\n    pass\n',
      ),
    ).toEqual([
      'constructor-changed warning the constructor of `A` is now inherited from its base, not compared',
    ]);
  });

  it('a member removed where the class gained an imported base may have moved into it', async () => {
    const cls = (bases: string, body: string) =>
      `from _ssl import _Context\nfrom base import Base\n\nclass C${bases}:\n    x: int\n${body}`;
    // The base gained is another module's: the member may be inherited from it (a warning).
    expect(await found(cls('', '    y: int\n'), cls('(_Context)', ''))).toEqual([
      'member-removed warning property `C.y` removed (unless inherited from `_Context`, which it now names as a base, not in view)',
      'constructor-changed warning the constructor of `C` is now inherited from its base, not compared (it was the implicit `()`)',
    ]);
    // The base was there before: most removals are removals.
    expect(await found(cls('(Base)', '    y: int\n'), cls('(Base)', ''))).toEqual([
      'member-removed breaking property `C.y` removed (unless inherited from `Base`, not in view)',
    ]);
  });

  it('a base named through a relative import is the one named absolutely', async () => {
    const pil = (imports: string, base: string) =>
      `${imports}\n\nclass Image(${base}):\n    pass\n`;
    const absolute = pil('import pkg.base', 'pkg.base.Base');
    const relative = pil('from . import base', 'base.Base');
    expect(await found(absolute, relative, 'pkg/pil.py')).toEqual([]);
    expect(await found(absolute, relative, 'src/pkg/pil.py')).toEqual([]);
    expect(
      await found(pil('from .. import base', 'base.Base'), absolute, 'pkg/sub/pil.py'),
    ).toEqual([]);
    // Another package's `base` is another class, which may or may not descend from the old one.
    expect(await found(absolute, relative, 'other/pil.py')).toEqual([
      'heritage-changed warning heritage of `Image` changed: `pkg.base.Base` → `base.Base` (unless `base.Base`, not in view, descends from `pkg.base.Base`)',
    ]);
  });

  it('sync ↔ async is a warning where the plain function may return an awaitable', async () => {
    const loop = (def: string) =>
      `class Loop:\n    ${def}:\n        return self.run_in_executor(None, lookup, host)\n`;
    expect(
      await found(loop('def resolve(self, host)'), loop('async def resolve(self, host)')),
    ).toEqual([
      'async-changed warning `Loop.resolve` changed from sync to async (the plain function may return an awaitable: its return is not annotated)',
    ]);
    expect(
      await found(
        loop('def resolve(self, host) -> Awaitable[str]'),
        loop('async def resolve(self, host) -> str'),
      ),
    ).toEqual([
      'async-changed warning `Loop.resolve` changed from sync to async (the plain function returns `Awaitable[str]`)',
    ]);
    expect(
      await found(
        loop('def resolve(self, host) -> str'),
        loop('async def resolve(self, host) -> str'),
      ),
    ).toEqual(['async-changed breaking `Loop.resolve` changed from sync to async']);
  });

  it('a base given other arguments that read as `Any` (`Incomplete`, a bare TypeVar) is the same', async () => {
    const typed =
      'from typing import Any, TypeVar\nfrom _typeshed import Incomplete\n_T = TypeVar("_T")\n';
    const base = 'class A(list[Any]): ...\nclass B(dict[str, Incomplete]): ...\n';
    const head = 'class A(list[_T]): ...\nclass B(dict[str, Any]): ...\n';
    expect(await found(typed + base, typed + head)).toEqual([]);
    // An argument the module cannot read as `Any`: unknown.
    expect(
      await found(`${typed}class L(list[int]): ...\n`, `${typed}class L(list[_T]): ...\n`),
    ).toEqual([
      'heritage-changed warning heritage of `L` changed: `list[int]` → `list[_T]` (relation unknown)',
    ]);
  });

  it('`__new__` is the constructor where there is no `__init__`', async () => {
    expect(
      await found(
        'class A:\n    def __init__(self, x): pass\n',
        'class A:\n    def __new__(cls, x, y): pass\n',
      ),
    ).toEqual([
      'constructor-changed breaking param-required-added: required parameter `y` added to `A.__init__`',
    ]);
  });

  it('a variable whose value is not a literal is not paired as a rename', async () => {
    expect(await found('a: Callable = make("a")\n', 'b: Callable = make("b")\n')).toEqual([
      'export-removed breaking variable `a` removed',
      'export-added info variable `b` added',
    ]);
  });
});

describe('Python heritage', () => {
  it('takes `metaclass=ABCMeta` beside an `ABC` base as no change: ABC has it', async () => {
    const cls = (bases: string) => `from abc import ABC, ABCMeta\nclass B(${bases}):\n    pass\n`;
    expect(await found(cls('ABC, metaclass=ABCMeta'), cls('ABC'))).toEqual([]);
    expect(await found(cls('object, metaclass=ABCMeta'), cls('object'))).toEqual([
      'heritage-changed breaking heritage of `B` changed: `metaclass=ABCMeta` → (none)',
    ]);
  });
});

describe('Python class keywords', () => {
  it('are no bases: a removal names only the bases that may lend the member', async () => {
    const cls = (body: string) => `class A(Base, total=False, _root=True):\n${body}\n`;
    expect(await found(cls('    x: int'), cls('    ...'))).toEqual([
      'member-removed breaking property `A.x` removed (unless inherited from `Base`, not in view)',
    ]);
  });
});

describe('Python slots', () => {
  it('say what instances lost when `__weakref__` or `__dict__` goes', async () => {
    const cls = (slots: string, base = '') => `class A${base}:\n    __slots__ = (${slots})\n`;
    expect(await found(cls('"x", "__weakref__", "__dict__"'), cls('"x",'))).toEqual([
      'member-removed breaking instances of `A` can no longer be weakly referenced (no `__weakref__`)',
      'member-removed breaking instances of `A` can no longer take attributes other than their slots (no `__dict__`)',
    ]);
    // With a base not in view, that base may give them: the usual removal, with its caveat.
    expect(await found(cls('"__weakref__",', '(Base)'), cls('', '(Base)'))).toEqual([
      'member-removed breaking property `A.__weakref__` removed (unless inherited from `Base`, not in view)',
    ]);
  });
});

describe('enum member values', () => {
  it('are integers in any base; a name or an expression is not read (a warning)', async () => {
    const py = (a: string, b: string, c: string) =>
      `import enum\nclass E(enum.IntEnum):\n    A = ${a}\n    B = ${b}\n    C = ${c}\n`;
    expect(await found(py('0x8000', 'AF_INET', '1 << 3'), py('32_768', '2', '8'))).toEqual(
      [
        '`E.B` value changed from `AF_INET` to `2` (not a literal: the values may be equal)',
        '`E.C` value changed from `1 << 3` to `8` (not a literal: the values may be equal)',
      ].map((m) => `enum-member-value-changed warning ${m}`),
    );
    expect(await found(py('5', "'it\\'s'", '-0b11'), py('6', "'its'", '-3'))).toEqual([
      'enum-member-value-changed breaking `E.A` value changed from `5` to `6`',
      "enum-member-value-changed breaking `E.B` value changed from `'it\\'s'` to `'its'`",
    ]);
    const ts = (a: string) => `export enum E { A = ${a} }\n`;
    expect(await found(ts('0x10'), ts('16'), 'e.ts')).toEqual([]);
  });
});

describe('Python instance attributes', () => {
  it('are set in `__init__` or in a method it calls on self, not elsewhere', async () => {
    const cls = (init: string, helper: string, other: string) =>
      `class C:\n    def __init__(self):\n        self.a = 1\n${init}\n    def init_state(self):\n${helper}\n    def other(self):\n${other}\n`;
    const before = cls(
      '        self.b = None\n        self.c = 2\n',
      '        pass\n',
      '        pass\n',
    );
    const moved = cls(
      '        self.init_state()\n',
      '        self.b = None\n',
      '        self.c = 2\n',
    );
    expect(await found(before, moved)).toEqual(['member-removed breaking property `C.c` removed']);
    // A helper's other statements changing changes nothing.
    const rewritten = moved.replace('self.b = None', 'print()\n        self.b = None');
    expect(await found(moved, rewritten)).toEqual([]);
  });
});

describe('Python callables', () => {
  it('a class that had no type parameters gains one without breaking a bare use', async () => {
    expect(await found('class Box:\n    pass\n', 'class Box[T]:\n    pass\n')).toEqual([]);
    expect(await found('class Box[T]:\n    pass\n', 'class Box[T, U]:\n    pass\n')).toEqual([
      'type-param-added-required breaking required type parameter `U` added to `Box`',
    ]);
  });

  it('a function cannot be passed type arguments: a new type parameter breaks no call', async () => {
    expect(await found('def f(x: T) -> T: ...\n', 'def f[T](x: T) -> T: ...\n')).toEqual([]);
  });

  it('a generator toggled is a change only where the return type does not say the same', async () => {
    const gen = 'def f(xs):\n    yield from xs\n';
    const plain = 'def f(xs):\n    return iter(xs)\n';
    // Unannotated, the plain function may return a generator (`return _walk(xs)`): a warning.
    expect(await found(gen, plain)).toEqual([
      'async-changed warning `f` changed from a generator to a plain function (the plain function may return a generator: its return is not annotated)',
    ]);
    expect(await found(gen, 'def f(xs) -> list[int]:\n    return list(xs)\n')).toEqual([
      'async-changed breaking `f` changed from a generator to a plain function',
    ]);
    // `@contextmanager` wraps its generator: callers get a context manager either way.
    const cm = 'from contextlib import contextmanager\n@contextmanager\ndef f(xs):\n    yield xs\n';
    expect(await found(cm, 'def f(xs):\n    return _f(xs)\n')).toEqual([
      'decorator-changed warning decorators of `f` changed from `contextmanager` to (none)',
    ]);
    const typed = (body: string) => `def f(xs) -> Iterator[int]:\n    ${body}\n`;
    expect(await found(typed('yield from xs'), typed('return iter(xs)'))).toEqual([]);
    // An async generator is called without `await`, as a function returning its iterator is
    // (jinja2 3.1.6 `auto_aiter`); a coroutine function is not.
    const agen = 'async def f(xs) -> AsyncIterator[int]:\n    for x in xs:\n        yield x\n';
    const aiter = 'def f(xs) -> AsyncIterator[int]:\n    return _Aiter(xs)\n';
    expect(await found(agen, aiter)).toEqual([]);
    expect(await found(agen.replace('yield x', 'await x'), aiter)).toEqual([
      'async-changed breaking `f` changed from async to sync',
    ]);
  });

  it('a `__x` parameter is positional-only (PEP 484): its rename is info', async () => {
    expect(await found('def f(__n): pass\n', 'def f(__size): pass\n')).toEqual([
      'param-renamed info parameter `__n` of `f` renamed to `__size`',
    ]);
    // PEP 570 spells it `x, /`: the same parameter (after a method's receiver too).
    expect(await found('def f(__n, __m=1): pass\n', 'def f(n, m=1, /): pass\n')).toEqual([]);
    const cls = (params: string) => `class P:\n    def __new__(cls, ${params}): ...\n`;
    expect(await found(cls('__it: int'), cls('it: int, /'))).toEqual([]);
    // After an ordinary parameter it is an ordinary one.
    expect(await found('def f(a, b, __c): pass\n', 'def f(a, b, c, /): pass\n')).toContain(
      'param-kind-changed breaking parameter `__c` of `f` changed from positional to positional-only (now `c`)',
    );
    // A name callers could use that became `__o`: one change, of kind; `__o` is no name to call by.
    expect(await found('def f(o): pass\n', 'def f(__o): pass\n')).toEqual([
      'param-kind-changed breaking parameter `o` of `f` changed from positional to positional-only (now `__o`)',
    ]);
  });

  it('a parameter made keyword-only behind a new `*args` is a warning: `*args` takes its positional calls', async () => {
    // CPython 3.13 `re.split(pattern, string, *args, maxsplit=0, flags=0)` (positional use deprecated).
    expect(
      await found(
        'def split(p, s, maxsplit=0):\n    pass\n',
        'def split(p, s, *args, maxsplit=0):\n    pass\n',
      ),
    ).toEqual([
      'param-kind-changed warning parameter `maxsplit` of `split` changed from positional to keyword-only (a positional argument in its place now goes to `*args`: what the body does with it is not read)',
    ]);
    // Behind a bare `*`, a positional call fails.
    expect(
      await found(
        'def split(p, s, maxsplit=0):\n    pass\n',
        'def split(p, s, *, maxsplit=0):\n    pass\n',
      ),
    ).toEqual([
      'param-kind-changed breaking parameter `maxsplit` of `split` changed from positional to keyword-only',
    ]);
  });

  it('a function that became a class is called alike: the constructor is compared with it', async () => {
    // typeshed's `typing_extensions.deprecated`: a function, then a class taking the same calls.
    const fn = 'def deprecated(msg: str, *, category: type | None = ...) -> None: ...\n';
    const cls = (init: string) =>
      `class deprecated:\n    def __init__(self, ${init}) -> None: ...\n`;
    expect(
      await found(fn, cls('msg: str, *, category: type | None = ..., stacklevel: int = 1')),
    ).toEqual([
      'export-kind-changed warning `deprecated` changed from function to class (called alike: its constructor is compared with the function)',
      'constructor-changed info param-optional-added: optional parameter `stacklevel` added to `deprecated`',
    ]);
    // A call it no longer takes is still found.
    expect(await found(fn, cls('message: str'))).toContainEqual(
      'constructor-changed breaking param-renamed: parameter `msg` of `deprecated` renamed to `message`',
    );
  });

  it('a special method the interpreter calls by position made positional-only is info', async () => {
    // typeshed marks them so (`def __class_getitem__(cls, item: Any, /)`): `C[int]`, `a / b`.
    const cls = (sep: string) =>
      `class C:\n    def __class_getitem__(cls, item${sep}): ...\n    def __truediv__(self, other${sep}): ...\n    def __new__(cls, x${sep}): ...\n`;
    expect(await found(cls(''), cls(', /'))).toEqual([
      'param-kind-changed info parameter `item` of `C.__class_getitem__` changed from positional to positional-only (a special method the interpreter calls with positional arguments)',
      'param-kind-changed info parameter `other` of `C.__truediv__` changed from positional to positional-only (a special method the interpreter calls with positional arguments)',
      // `C(x=1)` passes it by name.
      'constructor-changed breaking param-kind-changed: parameter `x` of `C.__new__` changed from positional to positional-only',
    ]);
  });
});

describe('TS functions gaining type parameters', () => {
  it('break only calls that could pass them', async () => {
    const f = (params: string) => `export function make${params}(): string {\n  return '';\n}\n`;
    expect(await found(f(''), f('<T>'), 'a.ts')).toEqual([]);
    expect(await found(f('<A>'), f('<A, B>'), 'a.ts')).toEqual([
      'type-param-added-required breaking required type parameter `B` added to `make`',
    ]);
  });
});

describe('Python module names', () => {
  it('`__all__.append("x")` exports x; `del x` unbinds x', async () => {
    const cls = 'class A:\n    pass\n';
    expect(
      await found(`__all__ = ["A"]\n${cls}`, `__all__ = []\n__all__.append("A")\n${cls}`),
    ).toEqual([]);
    expect(await found('dbm = 0\ndel dbm\ndef f(): pass\n', 'def f(): pass\n')).toEqual([]);
  });

  it('a builtin bound only where it is missing is no export', async () => {
    const shim =
      'try:\n    FileNotFoundError\nexcept NameError:\n    FileNotFoundError = IOError\n';
    expect(await found(`${shim}def f(): pass\n`, 'def f(): pass\n')).toEqual([]);
  });

  it('a module`s own `__doc__` is never a re-export', async () => {
    expect(
      await found(
        'from _csv import writer, __doc__\n__all__ = ["writer", "__doc__"]\n',
        '"""CSV."""\nfrom _csv import writer\n__all__ = ["writer", "__doc__"]\n',
      ),
    ).toEqual([]);
  });

  it('a name now imported instead of defined is still an attribute: a warning', async () => {
    expect(await found('Protocol = object\n', 'from typing import Protocol\n')).toEqual([
      'visibility-narrowed warning variable `Protocol` is now imported from `typing`, not defined here: still an attribute of the module, no longer its own API',
    ]);
  });

  it('a function that became an alias is not compared: a warning', async () => {
    expect(
      await found('def helper(a): pass\ndef run(a): pass\n', 'def helper(a): pass\nrun = helper\n'),
    ).toEqual([
      'export-kind-changed warning `run` changed from function to a name bound to `helper` (not compared)',
    ]);
  });

  it("a dataclass's `__init__` takes its fields' defaults and leaves out `init=False` (FastAPI 0.115)", async () => {
    const explicit =
      'class Dependant:\n    def __init__(self, path_params: Optional[List[int]] = None, path: Optional[str] = None) -> None:\n        pass\n';
    const dataclass = (fields: string) =>
      `@dataclass\nclass Dependant:\n    path_params: Optional[List[int]] = field(default_factory=list)\n    path: Optional[str] = NO_PATH\n${fields}`;
    const cacheKey = '    cache_key: tuple = field(init=False)\n';
    expect(await found(explicit, dataclass(cacheKey))).toEqual([
      'decorator-changed warning decorators of `Dependant` changed from (none) to `dataclass`',
      'constructor-changed warning param-default-changed: parameter `path_params` of `Dependant.__init__`: default changed from `None` to `list()`',
      'constructor-changed warning param-default-changed: parameter `path` of `Dependant.__init__`: default changed from `None` to `NO_PATH`',
    ]);
    expect(await found(dataclass(''), dataclass(cacheKey))).toEqual([]);
    expect(await found(dataclass(''), dataclass('    cache_key: tuple\n'))).toEqual([
      'constructor-changed breaking param-required-added: required parameter `cache_key` added to `Dependant.__init__`',
    ]);
  });

  it('a method bound to what a call returns is not compared: a warning (tomlkit 0.13)', async () => {
    const cls = (body: string) => `class Integer(int):\n${body}`;
    const method = '    def __add__(self, other):\n        return self\n';
    expect(await found(cls(method), cls('    __add__ = wrap_method(int.__add__)\n'))).toEqual([
      'callable-form-changed warning `Integer.__add__` changed from a method to a name bound to `wrap_method(int.__add__)` (not compared)',
    ]);
  });

  it('a private base folded away is a warning', async () => {
    const base =
      'class Base:\n    pass\nclass _Mid(Base):\n    pass\nclass Spec(_Mid):\n    pass\n';
    const head = 'class Base:\n    pass\nclass Spec(Base):\n    pass\n';
    expect(await found(base, head)).toEqual([
      'heritage-changed warning heritage of `Spec` changed: `_Mid` → `Base` (a private base)',
    ]);
  });
});

describe('Python decorators', () => {
  it('a cache keeps the call: its size is no change; another decorator changing is', async () => {
    const f = (d: string) => `import functools\n@${d}\ndef f(x): pass\n`;
    expect(
      await found(f('functools.lru_cache(maxsize=512)'), f('functools.lru_cache(maxsize=2048)')),
    ).toEqual([]);
    expect(await found(f('retry(times=2)'), f('retry(times=3)'))).toHaveLength(1);
  });
});

describe('Python comments', () => {
  it('a license link moved to https and a removed utf-8 coding cookie are no loss', async () => {
    const lic = (url: string) =>
      `# Copyright (c) 2005 Ian Bicking\n# Licensed under the MIT license: ${url}\n\ndef f(): pass\n`;
    expect(
      await found(
        lic('http://www.opensource.org/licenses/mit'),
        lic('https://opensource.org/licenses/mit'),
      ),
    ).toEqual([]);
    expect(await found('# -*- coding: utf-8 -*-\ndef f(): pass\n', 'def f(): pass\n')).toEqual([]);
    expect(
      await found('# -*- coding: latin-1 -*-\ndef f(): pass\n', 'def f(): pass\n'),
    ).toHaveLength(1);
  });
});

describe('Python names bound other ways', () => {
  it('a class alias of a sibling method is that method; a tuple-unpacked member is there', async () => {
    const cls = (body: string) => `class C:\n    def close(self): pass\n    ${body}\n`;
    expect(await found(cls('def shutdown(self): pass'), cls('shutdown = close'))).toEqual([]);
    const ops = (body: string) => `class N:\n    ${body}\n`;
    expect(
      await found(
        ops('def __mod__(self, o): pass\n    def __rmod__(self, o): pass'),
        ops('__mod__, __rmod__ = _ops(mod)'),
      ),
    ).toEqual([]);
  });

  it('a lambda variable is a function; unpacked module names are bound', async () => {
    expect(await found('if_dl = lambda s: s\n', 'def if_dl(s):\n    return s\n')).toEqual([]);
    expect(await found('A = 1\nB = 2\n', 'A, B = 1, 2\n')).toEqual([]);
  });

  it('a name in `__all__` bound at run time is still exported', async () => {
    const head = '__all__ = ["List"]\nimport typing\nglobals().update({"List": typing.List})\n';
    expect(await found('__all__ = ["List"]\nimport typing\nList = typing.List\n', head)).toEqual(
      [],
    );
  });

  it('an @asyncio.coroutine generator is a coroutine function, as async def', async () => {
    const old = 'import asyncio\n@asyncio.coroutine\ndef fetch(u):\n    yield from go(u)\n';
    expect(await found(old, 'async def fetch(u):\n    await go(u)\n')).toEqual([]);
  });

  it('a method moved into a base class in the same file is inherited, and compared', async () => {
    const base = 'class Stack:\n    def push(self, x): pass\n';
    const moved = (params: string) =>
      `class _Base:\n    def push(${params}): pass\nclass Stack(_Base):\n    pass\n`;
    expect(await found(base, moved('self, x'))).toEqual([]);
    expect(await found(base, moved('self, x, y'))).toEqual([
      'param-required-added breaking required parameter `y` added to `Stack.push`',
    ]);
  });
});

describe('Python names bound at run time, and slots', () => {
  it('a name gone from a module that binds names at run time is a warning', async () => {
    const head =
      'import re._compiler as _c\nglobals().update({k: v for k, v in vars(_c).items()})\n';
    expect(await found('MAXCODE = 1\n', head)).toEqual([
      'export-removed warning variable `MAXCODE` is no longer defined here; the module may still bind it at run time (globals(), not compared)',
    ]);
    expect(
      await found('def helper(): pass\n', 'def __getattr__(name):\n    return 1\n'),
    ).toHaveLength(1);
    // A star import is no run-time binding: a name gone from a module that had one is gone; a
    // module that started to star-import another may have moved its names there.
    expect(await found('from _m import *\nX = 1\n', 'from _m import *\n')).toEqual([
      'export-removed breaking variable `X` removed',
    ]);
    expect(await found('X = 1\n', 'from _m import *\n')).toEqual([
      'export-removed warning variable `X` is no longer declared here; `from _m import *`, new in this version, may supply it (not compared)',
    ]);
  });

  it('`__slots__` entries are instance attributes; `@_simple_enum` makes an enum', async () => {
    const cls = (body: string) => `class H:\n    ${body}\n`;
    expect(
      await found(
        cls('def __init__(self):\n        self.digest_size = 1'),
        cls('__slots__ = ("digest_size",)\n    def __init__(self):\n        self._init()'),
      ),
    ).toEqual([]);
    expect(
      await found(
        'class K(StrEnum):\n    A = "a"\n',
        '@_simple_enum(StrEnum)\nclass K:\n    A = "a"\n',
      ),
    ).toEqual([
      'decorator-changed warning decorators of `K` changed from (none) to `_simple_enum(StrEnum)`',
    ]);
  });
});

describe('Python spellings of one API (round six)', () => {
  it('leaves out what an `if __name__ == "__main__":` block binds: it runs as a script', async () => {
    const main = (body: string) => `def f(): pass\n\nif __name__ == "__main__":\n${body}`;
    expect(await found(main('    root = f()\n'), main('    f()\n'))).toEqual([]);
  });

  it('takes `metaclass=type` as no metaclass, and the keys of a dict `__slots__` as slots', async () => {
    expect(await found('class C(Base, metaclass=type): ...\n', 'class C(Base): ...\n')).toEqual([]);
    const slots = (value: string) => `class T:\n    __slots__ = ${value}\n`;
    expect(
      await found(slots('("name", "tarfile")'), slots('dict(name="doc", tarfile=None)')),
    ).toEqual([]);
    expect(await found(slots('("name",)'), slots('{"name": "doc"}'))).toEqual([]);
  });

  it('does not call a member renamed to `_x` where the class had an `_x` already', async () => {
    const cls = (body: string) => `class H:\n    _inner = None\n${body}`;
    expect(await found(cls('    inner = None\n'), cls(''))).toEqual([
      'member-removed breaking property `H.inner` removed',
    ]);
  });

  it('takes a classmethod that became a staticmethod as info, and compares their parameters', async () => {
    const cls = (deco: string, params: string) =>
      `class P:\n    @${deco}\n    def f(${params}): ...\n`;
    expect(await found(cls('classmethod', 'cls, a'), cls('staticmethod', 'a'))).toEqual([
      'static-changed info `P.f` changed from a class method to a static method',
    ]);
    expect(await found(cls('classmethod', 'cls, a'), cls('staticmethod', 'a, b'))).toContain(
      'param-required-added breaking required parameter `b` added to `P.f`',
    );
  });
});

describe('Python TypeVars and enum values (round six, typeshed and CPython)', () => {
  it('reads a TypeVar inside another type as what it stands for', async () => {
    const tv =
      'from typing import Callable, Generic, TypeVar\nclass M: ...\n_T = TypeVar("_T", bound=M, default=M)\n';
    const f = (annotation: string) => `${tv}def make(factory: ${annotation}) -> None: ...\n`;
    expect(await found(f('Callable[[], M]'), f('Callable[[], _T]'))).toEqual([]);
  });

  it('takes a TypeVar another module defines as a type parameter whose bound is not in view', async () => {
    const local =
      'from typing import Generic, TypeVar\nclass M: ...\n_MessageT = TypeVar("_MessageT", bound=M, default=M)\n';
    const imported =
      'from typing import Generic\nfrom ._policybase import _MessageT\nclass M: ...\n';
    const cls = (head: string, base: string) => `${head}class Policy(${base}): ...\n`;
    expect(
      await found(cls(local, 'Generic[_MessageT]'), cls(imported, 'Generic[_MessageT]')),
    ).toEqual([]);
    // A base given an imported TypeVar (by typing's naming convention) keeps the class generic.
    expect(
      await found(
        cls(`${local}from .b import Base\n`, 'Base[M], Generic[_MessageT]'),
        cls(`${imported}from .b import Base\n`, 'Base[_MessageT]'),
      ),
    ).not.toContain('type-param-removed breaking type parameter `_MessageT` removed from `Policy`');
  });

  it('takes a type parameter whose TypeVar has a default as optional', async () => {
    const tv =
      'from typing import Protocol, TypeVar\n_T = TypeVar("_T")\n_E = TypeVar("_E", default=bool | None)\n';
    const cls = (params: string) =>
      `${tv}class CM(Protocol[${params}]):\n    def f(self) -> _T: ...\n`;
    expect(await found(cls('_T'), cls('_T, _E'))).toEqual([]);
  });

  it('takes `X = "v",` as `X = "v"` in an enum mixed with a data type', async () => {
    const e = (k: string, v: string) =>
      `import enum\nclass E(str, enum.Enum):\n    KeyPress = '2'\n    Key = ${k}\n    Virtual = ${v}\n`;
    expect(await found(e('KeyPress,', "'35',"), e('KeyPress', "'35'"))).toEqual([]);
    const plain = (v: string) => `import enum\nclass E(enum.Enum):\n    V = ${v}\n`;
    expect(await found(plain("'35',"), plain("'35'"))).toHaveLength(1);
  });
});

describe('Python signatures that took any arguments', () => {
  it('made explicit (`self, *args = args` in the body, then `self, x=None, /`) are not compared', async () => {
    const cls = (params: string) =>
      `class Counter(dict):\n    def update(${params}):\n        pass\n`;
    expect(await found(cls('*args, **kwds'), cls('self, iterable=None, /, **kwds'))).toEqual([
      'variadic-removed warning `Counter.update` took any arguments (`(*args, **kwds?)`) and now declares them (`(iterable = None, **kwds?)`): which calls its body accepted is not read (not compared)',
    ]);
    // `**kwargs` alone is no such signature: its removal breaks keyword calls.
    expect(await found('def f(a, **kw): pass\n', 'def f(a): pass\n')).toEqual([
      'variadic-removed breaking `**kw` removed from `f`',
    ]);
  });
});

describe('PEP 696 type parameter defaults, which the grammar does not parse', () => {
  it('read the rest of the file, and take a new parameter as maybe defaulted', async () => {
    expect(
      await found(
        'class Box[T]:\n    item: T\ndef api(x: int) -> int: ...\n',
        'class Box[T, U = int]:\n    item: T\ndef api() -> int: ...\n',
      ),
    ).toEqual([
      'type-param-added-required warning required type parameter `U` added to `Box` (unless it has a default: PEP 696 defaults are not read)',
      'param-removed breaking parameter `x` removed from `api`',
    ]);
    const multi = 'def f[T = dict[str, int], *Ts = *tuple[int, ...]](\n    x: T,\n) -> T: ...\n';
    expect(await found(multi, multi.replace('x: T', 'x: T, y: int'))).toEqual([
      'param-required-added breaking required parameter `y` added to `f`',
    ]);
  });
});

describe('Python enums', () => {
  it("take a stub member's unspecified value (`X: str`, `X = ...`) as no value to compare", async () => {
    const e = (body: string) => `from enum import Enum\nclass S(Enum):\n${body}`;
    expect(await found(e('    A: str\n    B = ...\n'), e('    A = "A"\n    B = "B"\n'))).toEqual(
      [],
    );
    expect(await found(e('    A = "A"\n'), e('    A = "a"\n'))).toHaveLength(1);
  });

  it('an alias of an earlier member has its value', async () => {
    const e = (body: string) => `from enum import IntEnum\nclass S(IntEnum):\n${body}`;
    expect(await found(e('    OLD = 416\n'), e('    NEW = 416\n    OLD = NEW\n'))).toEqual([
      'enum-member-added info enum member `S.NEW` added',
    ]);
  });
});

describe('Python stubs (typeshed) spellings', () => {
  const kinds = async (base: string, head: string, path = 'a.pyi') =>
    (await found(base, head, path)).map((f) => f.split(' ').slice(0, 2).join(' '));

  it("take typeshed's aliases of Any, and unions with Any, as Any", async () => {
    const stub = (t: string, r: string) =>
      `from typing import Any\nfrom _typeshed import Incomplete, MaybeNone\nclass C:\n    x: ${t}\n    def f(self, a: ${t}) -> int: ...\nv: ${t}\ndef read() -> ${r}: ...\n`;
    expect(await kinds(stub('Any', 'bytes'), stub('Incomplete', 'bytes'))).toEqual([]);
    expect(await kinds(stub('Any', 'bytes'), stub('Any', 'bytes | MaybeNone'))).toEqual([
      'return-annotation-removed-or-changed warning',
    ]);
    // A real type in place of Any still narrows what is accepted.
    expect(await kinds(stub('Any', 'bytes'), stub('int', 'bytes'))).toContain(
      'param-type-narrowed breaking',
    );
  });

  it('take `from m import x as x` as a re-export, `__all__` or not', async () => {
    const imports = 'from _socket import IPX_TYPE as IPX_TYPE, socket as socket\n';
    expect(await kinds(imports, `${imports}__all__ = ["socket"]\n`)).toEqual([]);
    expect(
      await kinds(imports, 'from _socket import IPX_TYPE, socket\n__all__ = ["socket"]\n'),
    ).toEqual(['visibility-narrowed breaking']);
  });

  it('take a `@cached_property` as settable', async () => {
    const head =
      'from functools import cached_property\nclass G:\n    @cached_property\n    def adj(self) -> dict[str, int]: ...\n';
    expect(await kinds('class G:\n    adj: dict[str, int]\n', head)).toEqual([]);
    expect(
      await kinds(
        'class G:\n    adj: dict[str, int]\n',
        head.replace('cached_property\n ', 'property\n '),
      ),
    ).toEqual(['member-readonly-added breaking']);
    // A descriptor named so is one too (flask 2.2 → 3.1 `Flask.name`).
    expect(
      await kinds(
        head.replace('@cached_property', '@locked_cached_property'),
        head.replace('@cached_property', '@util.memoized_property'),
      ),
    ).toEqual([]);
  });

  it('take a base that gained type arguments as the same base', async () => {
    const m = (base: string) =>
      `from typing import Generic, TypeVar\n_M = TypeVar("_M")\nclass Policy(Generic[_M]): ...\nclass Compat32(${base}): ...\n`;
    expect(await kinds(m('Policy'), m('Policy[_M]'))).toEqual([]);
  });

  it('take a one-method ABC base dropped from a class that keeps its methods as info', async () => {
    const c = (base: string, next = '    def __next__(self) -> int: ...\n') =>
      `from collections.abc import Iterator\nclass cycle(${base}):\n${next}    def __iter__(self): ...\n`;
    expect(await kinds(c('Iterator[int]'), c('object'))).toEqual(['heritage-changed info']);
    expect(await kinds(c('Iterator[int]'), c('object', ''))).toEqual([
      'heritage-changed breaking',
      'member-removed breaking',
    ]);
  });

  it("take a class generic through its bases' TypeVars as generic in them", async () => {
    const tv = 'from typing import Generic, TypeVar\n_T = TypeVar("_T")\n_U = TypeVar("_U")\n';
    const base = 'class _Base(Generic[_T]):\n    def push(self, x: _T) -> None: ...\n';
    const explicit = `${tv}class Stack(Generic[_T]):\n    def push(self, x: _T) -> None: ...\n`;
    expect(await kinds(explicit, `${tv}${base}class Stack(_Base[_T]): ...\n`)).toEqual([]);
    // A base that takes no TypeVar leaves the class without type parameters.
    expect(await kinds(explicit, `${tv}${base}class Stack(_Base[int]): ...\n`)).toEqual([
      'type-param-removed breaking',
    ]);
    // In order of appearance, each once.
    expect(
      await kinds(
        `${tv}class M(Mapping[_T, _U], Generic[_T, _U]): ...\n`,
        `${tv}class M(Mapping[_T, _U], Iterable[_T]): ...\n`,
      ),
    ).toEqual([]);
  });

  it('take an old base still an ancestor through a new one as info', async () => {
    const mid = 'class URLError(OSError):\n    pass\n';
    const c = (base: string) => `${mid}class HTTPError(${base}):\n    pass\n`;
    // Through a class declared beside it, then built-in exceptions (OSError → Exception).
    expect(await found(c('Exception'), c('URLError'))).toEqual([
      'heritage-changed info heritage of `HTTPError` changed: `Exception` → `URLError`, still a subclass of `Exception`',
    ]);
    expect(await kinds('class E(Exception): ...\n', 'class E(ValueError): ...\n')).toEqual([
      'heritage-changed info',
    ]);
    const tuple = 'class _Base(NamedTuple):\n    a: int\n';
    expect(
      await kinds(`${tuple}class R(NamedTuple):\n    a: int\n`, `${tuple}class R(_Base): ...\n`),
    ).toEqual(['heritage-changed info']);
    // A base that is not below the old one is another base.
    expect(await kinds('class E(ValueError): ...\n', 'class E(Exception): ...\n')).toEqual([
      'heritage-changed breaking',
    ]);
    // One named through its module may be below it, out of view (CPython 3.6 → 3.7 shelve).
    const shelf = (base: string) => `import collections\nclass Shelf(${base}): ...\n`;
    expect(
      await found(shelf('collections.MutableMapping'), shelf('collections.abc.MutableMapping')),
    ).toEqual([
      'heritage-changed warning heritage of `Shelf` changed: `collections.MutableMapping` → `collections.abc.MutableMapping` (unless `collections.abc.MutableMapping`, not in view, descends from `collections.MutableMapping`)',
    ]);
  });
});
