import { diffFileVersions } from '../../src/signature/index';

// An overload is removed only when no signature of the new version accepts all its calls; a
// signature the new version still takes in another spelling is compared, not removed.
const found = async (path: string, base: string, head: string) =>
  (await diffFileVersions({ path, base, head })).map((f) => `${f.kind} ${f.severity} ${f.message}`);

describe('overloads merged or split', () => {
  it('merged into one signature that takes every call: the parameters widen, nothing is removed', async () => {
    const base =
      'export function f(v: string): void;\nexport function f(v: number): void;\nexport function f(v: unknown) {}\n';
    const head = 'export function f(v: string | number): void {}\n';
    expect(await found('a.ts', base, head)).toEqual([
      'param-type-widened info parameter `v` of `f` widened: `string` → `string | number`',
      'param-type-widened info parameter `v` of `f` widened: `number` → `string | number`',
    ]);
  });

  it('merged with a wider return: the return widens', async () => {
    const base =
      'export function f(v: string): string;\nexport function f(v: number): number;\nexport function f(v: any) { return v; }\n';
    const head = 'export function f(v: string | number): string | number { return v; }\n';
    const kinds = (await found('a.ts', base, head)).map((f) => f.split(' ').slice(0, 2).join(' '));
    expect(kinds).toEqual([
      'param-type-widened info',
      'return-type-widened breaking',
      'param-type-widened info',
      'return-type-widened breaking',
    ]);
  });

  it('split into overloads none of which takes every old call: the old signature is removed', async () => {
    const base = 'export function f(v: unknown): void {}\n';
    const head =
      'export function f(v: string): void;\nexport function f(v: number): void;\nexport function f(v: unknown) {}\n';
    expect(await found('a.ts', base, head)).toEqual([
      'overload-removed breaking overload `(v: unknown): void` of `f` removed: no signature of the new version accepts all its calls',
    ]);
  });

  it('split into overloads that take its calls together, by one parameter: not removed', async () => {
    // Python: `X | None = None` → an overload for `None = None` and one for `X`.
    const py = (policy: string) =>
      `from typing import Literal, overload\nclass Policy: ...\n${policy}`;
    const split =
      '@overload\ndef gen(out: str, *, policy: None = None) -> None: ...\n@overload\ndef gen(out: str, *, policy: Policy) -> None: ...\n';
    const one = 'def gen(out: str, *, policy: Policy | None = None) -> None: ...\n';
    expect(await found('a.pyi', py(one), py(split))).toEqual([
      "overload-removed info overload `(out: str, policy: Policy | None = None): None` of `gen` split: the new version's signatures take its calls together, by the type of `policy`",
    ]);
    // `bool` → `Literal[False] = ...` and `Literal[True]`; what the calls get back is compared.
    const flag =
      '@overload\ndef cpu(per: Literal[False] = ...) -> int: ...\n@overload\ndef cpu(per: Literal[True]) -> list[int]: ...\n';
    expect(await found('a.pyi', py('def cpu(per: bool = False) -> int: ...\n'), py(flag))).toEqual([
      "overload-removed info overload `(per: bool = False): int` of `cpu` split: the new version's signatures take its calls together, by the type of `per`",
      'return-type-widened breaking return type of `cpu` changed incompatibly: `int` → `list[int]`',
    ]);
    // The calls that leave the parameter out need a signature that takes them too.
    const noDefault = split.replace('policy: None = None', 'policy: None');
    expect(await found('a.pyi', py(one), py(noDefault))).toEqual([
      'overload-removed breaking overload `(out: str, policy: Policy | None = None): None` of `gen` removed: no signature of the new version accepts all its calls',
    ]);
    // TS: a union parameter, one overload per member.
    const ts =
      'export function f(v: string): void;\nexport function f(v: number): void;\nexport function f(v: unknown) {}\n';
    expect(await found('a.ts', 'export function f(v: string | number): void {}\n', ts)).toEqual([
      "overload-removed info overload `(v: string | number): void` of `f` split: the new version's signatures take its calls together, by the type of `v`",
    ]);
  });

  it('split by whether its calls pass an optional parameter: not removed', async () => {
    const base =
      'class S:\n    def __new__(cls, start: Any, stop: Any, step: Any = ..., /) -> S: ...\n';
    const head =
      'from typing import TypeVar, overload\n_T = TypeVar("_T")\nclass S:\n    @overload\n    def __new__(cls, start: _T, stop: _T, /) -> S: ...\n    @overload\n    def __new__(cls, start: _T, stop: _T, step: _T, /) -> S: ...\n';
    expect(await found('a.pyi', `from typing import Any\n${base}`, head)).toEqual([
      "constructor-changed info overload-removed: overload `(start: Any, stop: Any, step: Any = ...)` of `S.__new__` split: the new version's signatures take its calls together, by whether they pass `step`",
    ]);
  });

  it('split by the members of a type alias the module defines', async () => {
    // typeshed's `logging.getLevelName(level: _Level)`, `_Level: TypeAlias = int | str` → an
    // overload for `int`, one for `str`.
    const py = (defs: string) =>
      `from typing import Any, overload\nfrom typing_extensions import TypeAlias\n_Level: TypeAlias = int | str\n${defs}`;
    const split =
      '@overload\ndef name(level: int) -> str: ...\n@overload\ndef name(level: str) -> Any: ...\n';
    expect(await found('a.pyi', py('def name(level: _Level) -> Any: ...\n'), py(split))).toEqual([
      "overload-removed info overload `(level: _Level): Any` of `name` split: the new version's signatures take its calls together, by the type of `level`",
    ]);
    // A TypeVar binds to what the call passes: not split by its bound.
    const bound = (defs: string) =>
      `from typing import TypeVar, overload\n_L = TypeVar("_L", bound=int | str)\n${defs}`;
    expect(
      await found(
        'a.pyi',
        bound('def name(level: _L) -> _L: ...\n'),
        bound(split.replace(/Any/g, 'int')),
      ),
    ).toContainEqual(expect.stringMatching(/^overload-removed breaking/));
  });

  it('split by two optional parameters, one after the other: not removed', async () => {
    // typeshed's `email.message_from_string`: `(s, _class = ..., *, policy = ...)` → one overload
    // without either, one with `_class`, one with `policy` (and maybe `_class`).
    const py = (defs: string) =>
      `from typing import Callable, overload\nclass Message: ...\nclass Policy: ...\n${defs}`;
    const base =
      'def parse(s: str, _class: Callable[[], Message] = ..., *, policy: Policy = ...) -> Message: ...\n';
    const overloads = [
      'def parse(s: str) -> Message: ...\n',
      'def parse(s: str, _class: Callable[[], Message]) -> Message: ...\n',
      'def parse(s: str, _class: Callable[[], Message] = ..., *, policy: Policy) -> Message: ...\n',
    ];
    const head = overloads.map((o) => `@overload\n${o}`).join('');
    expect(await found('a.pyi', py(base), py(head))).toEqual([
      "overload-removed info overload `(s: str, _class: Callable[[], Message] = ..., policy: Policy = ...): Message` of `parse` split: the new version's signatures take its calls together, by whether they pass `_class` and by whether they pass `policy`",
    ]);
    // Without the overload for `(s, _class)`, a call passing `_class` alone is taken by none.
    const gap = [overloads[0], overloads[2]].map((o) => `@overload\n${o}`).join('');
    expect(await found('a.pyi', py(base), py(gap))).toEqual([
      'overload-removed breaking overload `(s: str, _class: Callable[[], Message] = ..., policy: Policy = ...): Message` of `parse` removed: no signature of the new version accepts all its calls',
    ]);
    // TS alike.
    const ts =
      'export function f(a: string): void;\nexport function f(a: string, b: number): void;\nexport function f(a: string, b: number | undefined, c: boolean): void;\nexport function f(a: string, b?: number, c?: boolean) {}\n';
    expect(
      await found('a.ts', 'export function f(a: string, b?: number, c?: boolean): void {}\n', ts),
    ).toEqual([
      "overload-removed info overload `(a: string, b?: number, c?: boolean): void` of `f` split: the new version's signatures take its calls together, by whether they pass `b` and by whether they pass `c`",
    ]);
  });

  it('split among new signatures whose parameters may take its calls: their unknown relations, as warnings', async () => {
    // The calls are taken unless `_M`, a type variable of another module, refuses them: not known.
    const py = (defs: string) =>
      `from typing import Callable, overload\nfrom .policy import _M\nclass Message: ...\n${defs}`;
    const base = 'def parse(s: str, _class: Callable[[], Message] = ...) -> Message: ...\n';
    const head =
      '@overload\ndef parse(s: str) -> Message: ...\n@overload\ndef parse(s: str, _class: Callable[[], _M]) -> _M: ...\n';
    expect(await found('a.pyi', py(base), py(head))).toEqual([
      "overload-removed info overload `(s: str, _class: Callable[[], Message] = ...): Message` of `parse` split: the new version's signatures take its calls together, by whether they pass `_class`",
      'param-type-changed warning parameter `_class` of `parse` changed (relation unknown): `Callable[[], Message]` → `Callable[[], _M]`',
      'return-annotation-removed-or-changed warning return type of `parse` changed (relation unknown): `Message` → `_M`',
    ]);
  });

  it('a member of a union that no new signature takes is not split off: `None` is no `bool`', async () => {
    // typeshed's `tqdm.wrapattr`: `bytes: bool | None = True` → `bytes: bool = True` in each
    // overload, whose `stream` types a new type variable bounds: `bytes=None` is refused.
    const py = (defs: string) =>
      `from typing import Literal, overload\nfrom ._types import _U, Reads, Writes\n${defs}`;
    const base =
      'def wrap(stream, method: Literal["read", "write"], bytes: bool | None = True) -> None: ...\n';
    const head =
      '@overload\ndef wrap(stream: Reads[_U], method: Literal["read"], bytes: bool = True) -> None: ...\n@overload\ndef wrap(stream: Writes[_U], method: Literal["write"], bytes: bool = True) -> None: ...\n';
    expect(await found('a.pyi', py(base), py(head))).toEqual([
      "overload-removed breaking overload `(stream, method: Literal['read', 'write'], bytes: bool | None = True): None` of `wrap` removed: no signature of the new version accepts all its calls",
    ]);
  });

  it('`AnyStr` takes `str` and `bytes`, and returns what the call bound it to', async () => {
    const base =
      'from typing import AnyStr, overload\n@overload\ndef norm(x: str) -> str: ...\n@overload\ndef norm(x: bytes) -> bytes: ...\n';
    const head = 'from typing import AnyStr\ndef norm(x: AnyStr) -> AnyStr: ...\n';
    expect(await found('a.pyi', base, head)).toEqual([
      'param-type-widened info parameter `x` of `norm` widened: `str` → `AnyStr`',
      'param-type-widened info parameter `x` of `norm` widened: `bytes` → `AnyStr`',
    ]);
    // Any TypeVar the module defines: the old call's argument is what it returns.
    const generic = 'from typing import TypeVar\n_T = TypeVar("_T")\ndef first(x: _T) -> _T: ...\n';
    expect(await found('a.pyi', 'def first(x: int) -> int: ...\n', generic)).toEqual([
      'param-type-widened info parameter `x` of `first` widened: `int` → `_T`',
    ]);
    // The other way, a caller passing `str` where `AnyStr` was is fine; `AnyStr` → `str` narrows.
    expect(
      await found('a.pyi', 'def f(x: AnyStr) -> int: ...\n', 'def f(x: str) -> int: ...\n'),
    ).toEqual(['param-type-narrowed breaking parameter `x` of `f` narrowed: `AnyStr` → `str`']);
  });

  it('a dropped overload another still covers is not removed', async () => {
    const sigs = (...s: string[]) =>
      `${s.map((x) => `export function f${x};\n`).join('')}export function f(v: any) { return v; }\n`;
    const base = sigs('(v: "a"): string', '(v: string): string', '(v: number): number');
    const head = sigs('(v: string): string', '(v: number): number');
    expect(await found('a.ts', base, head)).toEqual([
      'param-type-widened info parameter `v` of `f` widened: `"a"` → `string`',
    ]);
  });

  it('merged into a new generic signature whose relation is unknown: its changes, as warnings', async () => {
    // vue 3.4 → 3.5 `defineModel`: six overloads became four with more type parameters.
    const types = (g: string) => `type Options<T${g}> = { get?: (v: T) => unknown };\n`;
    const base = `${types('')}export declare function f<T>(o: { a: true } & Options<T>): T;\nexport declare function f<T>(o: { b: true } & Options<T>): T;\nexport declare function f<T>(o?: Options<T>): T | undefined;\n`;
    const head = `${types(', G = T')}export declare function f<T, G = T>(o: ({ a: true } | { b: true }) & Options<T, G>): T;\nexport declare function f<T, G = T>(o?: Options<T, G>): T | undefined;\n`;
    expect(await found('a.d.ts', base, head)).toEqual([
      'param-type-changed warning parameter `o` of `f` changed (relation unknown): `{a: true} & Options<T>` → `({a: true} | {b: true}) & Options<T, G>`',
      'param-type-changed warning parameter `o` of `f` changed (relation unknown): `{b: true} & Options<T>` → `({a: true} | {b: true}) & Options<T, G>`',
    ]);
  });

  it('an overload dropped beside one kept word for word is removed, whatever the relation', async () => {
    const sigs = (...s: string[]) => s.map((x) => `export declare function f${x};\n`).join('');
    const imports = "import type { Foo, Bar } from './types';\n";
    expect(
      await found(
        'a.d.ts',
        `${imports}${sigs('(x: Foo): void', '(x: Bar): void')}`,
        `${imports}${sigs('(x: Foo): void')}`,
      ),
    ).toEqual([
      'overload-removed breaking overload `(x: Bar): void` of `f` removed: no signature of the new version accepts all its calls',
    ]);
  });

  it('in Python, an unknown relation between parameter annotations does not take the calls', async () => {
    const stub = (t: string) => `@overload\ndef f(x: ${t}) -> int: ...\n`;
    const impl = 'def f(x):\n    return 1\n';
    const base = `from typing import overload\n${stub('str')}${stub('bytes')}${impl}`;
    const head = `from typing import overload\n${stub('bytes')}${impl}`;
    expect(await found('a.py', base, head)).toEqual([
      'overload-removed breaking overload `(x: str): int` of `f` removed: no signature of the new version accepts all its calls',
    ]);
  });
});

describe('Python @overload stubs added to a function', () => {
  const plain = 'def parse(value, strict=False):\n    """Parse a value."""\n    return value\n';
  const stubbed = (doc: string) =>
    'from typing import overload\n\n' +
    '@overload\ndef parse(value: str, strict: bool = ...) -> str: ...\n' +
    '@overload\ndef parse(value: bytes, strict: bool = ...) -> bytes: ...\n' +
    `def parse(value, strict=False):\n${doc}    return value\n`;

  it('keep the docstring of the implementation, and `= ...` stands for its default', async () => {
    expect(await found('a.py', plain, stubbed('    """Parse a value."""\n'))).toEqual([]);
  });

  it('point at the implementation, whose docstring names the function', async () => {
    const findings = await diffFileVersions({ path: 'a.py', base: plain, head: stubbed('') });
    expect(findings.map((f) => [f.kind, f.line, f.oldLine])).toEqual([
      ['doc-comment-removed', 7, 2],
    ]);
  });
});

describe('interface members as methods or function-typed properties', () => {
  const iface = (member: string) => `export interface H {\n  ${member};\n}\n`;

  it('compare the signatures of both spellings', async () => {
    expect(
      await found('a.ts', iface('m(x: string): void'), iface('m: (x: number) => void')),
    ).toEqual([
      'param-type-narrowed breaking parameter `x` of `H.m` changed incompatibly: `string` → `number`',
    ]);
  });

  it('a method that became a property of another type changed form', async () => {
    expect(await found('a.ts', iface('m(): string'), iface('m: string'))).toEqual([
      'callable-form-changed breaking `H.m` changed from a method to a property',
    ]);
  });

  it('a property typed by a function (`typeof f`) that became a method is unknown: a warning', async () => {
    // @types/node 22.5 → 22.10 `TestContext.before`.
    const decl = 'declare function before(fn?: () => void): void;\n';
    expect(
      await found(
        'a.d.ts',
        `${decl}${iface('before: typeof before')}`,
        `${decl}${iface('before(fn?: () => void): void')}`,
      ),
    ).toEqual([
      'callable-form-changed warning `H.before` changed from a property of type `typeof before` to a method (relation unknown)',
    ]);
  });

  it('a property of a type that may be callable is unknown; one that cannot be is not', async () => {
    // axios 1.6 → 1.7 `AxiosInterceptorManager.use`: a conditional type of two callable ones.
    const use = 'use: V extends string ? UseString : UseOther';
    expect(await found('a.ts', iface('use(x: string): number'), iface(use))).toEqual([
      'callable-form-changed warning `H.use` changed from a method to a property of type `V extends string?UseString: UseOther` (relation unknown)',
    ]);
    for (const type of ['string[]', "'a' | 'b'", '{ a: string }', '[number, number]'])
      expect(await found('a.ts', iface('m(): void'), iface(`m: ${type}`))).toEqual([
        'callable-form-changed breaking `H.m` changed from a method to a property',
      ]);
  });

  it('a readonly function-typed property stays a property', async () => {
    expect(await found('a.ts', iface('m(): void'), iface('readonly m: () => void'))).toEqual([
      'callable-form-changed breaking `H.m` changed from a method to a property',
    ]);
  });
});
