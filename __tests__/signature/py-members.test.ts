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

describe('Python callables', () => {
  it('a function cannot be passed type arguments: a new type parameter breaks no call', async () => {
    expect(await found('def f(x: T) -> T: ...\n', 'def f[T](x: T) -> T: ...\n')).toEqual([]);
  });

  it('a generator toggled is a change only where the return type does not say the same', async () => {
    const gen = 'def f(xs):\n    yield from xs\n';
    const plain = 'def f(xs):\n    return iter(xs)\n';
    expect(await found(gen, plain)).toEqual([
      'async-changed breaking `f` changed from a generator to a plain function',
    ]);
    const typed = (body: string) => `def f(xs) -> Iterator[int]:\n    ${body}\n`;
    expect(await found(typed('yield from xs'), typed('return iter(xs)'))).toEqual([]);
  });

  it('a `__x` parameter is positional-only (PEP 484): its rename is info', async () => {
    expect(await found('def f(__n): pass\n', 'def f(__size): pass\n')).toEqual([
      'param-renamed info parameter `__n` of `f` renamed to `__size`',
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
