import { diffFileVersions } from '../../src/signature/index';

// Python annotations are compared as text, with forward references unquoted.
const found = async (base: string, head: string) =>
  (await diffFileVersions({ path: 'm.py', base, head })).map((f) => `${f.kind} ${f.message}`);
const f = (annotation: string, returns = 'None') =>
  `def f(x: ${annotation}) -> ${returns}:\n    pass\n`;

describe('Python annotations', () => {
  it('take a quoted forward reference for the name it quotes', async () => {
    expect(
      await found(f('Optional[Response]', '"Request"'), f('Optional["Response"]', 'Request')),
    ).toEqual([]);
    expect(await found(f('"List[Node]"'), f('List["Node"]'))).toEqual([]);
    expect(await found(f("'Node'"), f('"""Node"""'))).toEqual([]);
  });

  it('read `Annotated[T, ...]` as `T`: its metadata is no part of the type (FastAPI 0.115)', async () => {
    const doc = 'Doc("The type to use, [and] more, \'quoted\'.")';
    expect(await found(f('Any'), f(`Annotated[Any, ${doc}]`))).toEqual([]);
    expect(
      await found(f('Optional[int]'), f(`typing.Annotated[Optional[int], ${doc}, 1]`)),
    ).toEqual([]);
    expect(await found(f('list[int] | None'), f('Optional[Annotated[list[int], "m"]]'))).toEqual(
      [],
    );
    expect(await found(f('"Node"'), f('Annotated["Node", Doc("x")]'))).toEqual([]);
    // The type it annotates still counts.
    expect(await found(f('Any'), f(`Annotated[int, ${doc}]`))).toEqual([
      'param-type-narrowed parameter `x` of `f` narrowed: `Any` → `int`',
    ]);
  });

  it("read typing's aliases as the builtin types they name, as pyupgrade rewrites them", async () => {
    expect(
      await found(
        f('Optional[Dict[str, str]]', 'Tuple[int, ...]'),
        f('dict[str, str]| None', 'tuple[int, ...]'),
      ),
    ).toEqual([]);
    expect(
      await found(f('typing.List[int]', 'FrozenSet[Tag]'), f('list[int]', 'frozenset[Tag]')),
    ).toEqual([]);
    expect(
      await found(
        f('typing.Iterable[str]', 'typing.Optional[int]'),
        f('Iterable[str]', 'int | None'),
      ),
    ).toEqual([]);
    // Unions in one spelling at any depth (attrs 22.2 → 25.3).
    expect(
      await found(
        f('_ValidatorType[Union[_T1, _T2]]', 'Callable[[str], Optional[Match[str]]]'),
        f('_ValidatorType[_T2 | _T1]', 'Callable[[str], Match[str] | None]'),
      ),
    ).toEqual([]);
    expect(await found(f('Sequence[Optional[int]]'), f('Sequence[int]'))).toEqual([
      'param-type-changed parameter `x` of `f` changed (relation unknown): `Sequence[Optional[int]]` → `Sequence[int]`',
    ]);
    // Another module's `List` is not typing's.
    expect(await found(f('np.List[int]'), f('list[int]'))).toEqual([
      'param-type-changed parameter `x` of `f` changed (relation unknown): `np.List[int]` → `list[int]`',
    ]);
  });

  it('keep the strings of a Literal as values', async () => {
    expect(await found(f('Literal["a", "b"]'), f('Literal[a, b]'))).toEqual([
      "param-type-changed parameter `x` of `f` changed (relation unknown): `Literal['a', 'b']` → `Literal[a, b]`",
    ]);
    expect(await found(f('typing.Literal["a"]'), f('typing.Literal[a]'))).toHaveLength(1);
  });

  it('read a Literal of several values as the union of their Literals', async () => {
    expect(await found(f('Optional[int] | Optional[str]'), f('int | str | None'))).toEqual([]);
    expect(await found(f('Literal["a", "b"]'), f('Literal["a"]'))).toEqual([
      "param-type-narrowed parameter `x` of `f` narrowed: `Literal['a', 'b']` → `Literal['a']`",
    ]);
    expect(await found(f('Literal["a"]'), f('Literal["a"] | Literal["b"]'))).toEqual([
      "param-type-widened parameter `x` of `f` widened: `Literal['a']` → `Literal['a'] | Literal['b']`",
    ]);
  });

  it("read the module's TypeVars and type aliases as what they stand for", async () => {
    const tv = 'from typing import Any, Literal, TypeAlias, TypeVar\n';
    const module = (defs: string, annotation: string) => `${tv}${defs}${f(annotation)}`;
    const unbound = '_T = TypeVar("_T")\n';
    expect(await found(module(unbound, 'Any'), module(unbound, '_T'))).toEqual([]);
    const bound = '_N = TypeVar("_N", bound=int)\n';
    expect(await found(module(bound, 'int'), module(bound, '_N'))).toEqual([]);
    // A TypeVar constrained to types is not any one of them.
    const constrained = '_S = TypeVar("_S", str, bytes)\n';
    expect(await found(module(constrained, 'str'), module(constrained, '_S'))).toEqual([
      'param-type-changed parameter `x` of `f` changed (relation unknown): `str` → `_S`',
    ]);
    // A return naming a TypeVar a parameter binds is, to an old call, what it passed there
    // (setuptools' `consolidate_linker_args(args: list[str]) -> str | list[str]`).
    const iterable = '_I = TypeVar("_I", bound=Iterable[str])\n';
    const linker = (param: string, returns: string) =>
      `from typing import Iterable, TypeVar\n${iterable}def g(args: ${param}) -> ${returns}: ...\n`;
    expect(await found(linker('list[str]', 'str | list[str]'), linker('_I', '_I | str'))).toEqual([
      'param-type-widened parameter `args` of `g` widened: `list[str]` → `_I`',
    ]);
    const alias = '_Mode: TypeAlias = Literal["r", "w"]\n';
    expect(await found(module(alias, 'Literal["r"]'), module(alias, '_Mode | None'))).toEqual([
      "param-type-widened parameter `x` of `f` widened: `Literal['r']` → `_Mode | None`",
    ]);
  });

  it('read `Any` beside a type\'s old members (typeshed\'s "Any trick") as taking no use away', async () => {
    // typeshed: `stdout: TextIO` → `stdout: TextIO | MaybeNone` (an alias of `Any`).
    const v = (t: string) => `from typing import Any, TextIO\nstdout: ${t}\n`;
    expect(await found(v('TextIO'), v('TextIO | MaybeNone'))).toEqual([]);
    expect(await found(v('TextIO'), v('TextIO | Any'))).toEqual([]);
    // Taken away, fewer values may be assigned.
    expect(await found(v('TextIO | Any'), v('TextIO'))).toEqual([
      'variable-type-changed type of `stdout` narrowed: `TextIO | Any` → `TextIO`',
    ]);
    // Beside other members it is another type.
    expect(await found(v('TextIO'), v('BinaryIO | Any'))).toEqual([
      'variable-type-changed type of `stdout` widened: `TextIO` → `BinaryIO | Any`',
    ]);
  });

  it('relate two builtin classes: unrelated, but along the numeric tower', async () => {
    expect(await found(f('int'), f('str'))).toEqual([
      'param-type-narrowed parameter `x` of `f` changed incompatibly: `int` → `str`',
    ]);
    expect(await found(f('int'), f('float'))).toEqual([
      'param-type-widened parameter `x` of `f` widened: `int` → `float`',
    ]);
    expect(await found(f('list[str]'), f('tuple[str, ...]'))).toEqual([
      'param-type-narrowed parameter `x` of `f` changed incompatibly: `list[str]` → `tuple[str, ...]`',
    ]);
    expect(await found(f('int'), f('str | None'))).toEqual([
      'param-type-narrowed parameter `x` of `f` changed incompatibly: `int` → `str | None`',
    ]);
    // A member the tower takes into a wider one is no member of its own (marshmallow 3.26).
    expect(await found(f('int | float | timedelta'), f('float | timedelta'))).toEqual([]);
    expect(await found(f('Union[bool, int, None]'), f('Optional[int]'))).toEqual([]);
    expect(await found(f('int | float | timedelta'), f('int | timedelta'))).toEqual([
      'param-type-narrowed parameter `x` of `f` narrowed: `int | float | timedelta` → `int | timedelta`',
    ]);
    // A class of the module's own is not known to be unrelated.
    expect(await found(f('int'), f('Count'))).toEqual([
      'param-type-changed parameter `x` of `f` changed (relation unknown): `int` → `Count`',
    ]);
  });

  it('relate a collection and the abstract collections it is registered with (click 8.1.3 → 8.1.8)', async () => {
    expect(
      await found(f('dict[str, Any] | None'), f('Optional[MutableMapping[str, Any]]')),
    ).toEqual([
      'param-type-widened parameter `x` of `f` widened: `dict[str, Any] | None` → `Optional[MutableMapping[str, Any]]`',
    ]);
    expect(await found(f('Iterable[int]'), f('tuple[int, ...]'))).toEqual([
      'param-type-narrowed parameter `x` of `f` narrowed: `Iterable[int]` → `tuple[int, ...]`',
    ]);
    // Other arguments, or an abstract collection the type is not registered with, say nothing.
    expect(await found(f('list[int]'), f('Sequence[str]'))).toEqual([
      'param-type-changed parameter `x` of `f` changed (relation unknown): `list[int]` → `Sequence[str]`',
    ]);
    expect(await found(f('tuple[int, ...]'), f('MutableSequence[int]'))).toEqual([
      'param-type-changed parameter `x` of `f` changed (relation unknown): `tuple[int, ...]` → `MutableSequence[int]`',
    ]);
  });

  it("read a module's alias of typing as typing (`import typing as t`)", async () => {
    const m = (annotation: string) =>
      `import typing as t\nimport typing_extensions as te\n\n${f(annotation)}`;
    expect(await found(m('t.Optional[t.IO]'), m('te.Optional[t.IO[t.Any]]'))).toEqual([]);
    expect(await found(m('t.Type'), m('type[t.Any]'))).toEqual([]);
    expect(await found(m('str'), m('t.Any'))).toEqual([
      'param-type-widened parameter `x` of `f` widened: `str` → `Any`',
    ]);
    // `@t.overload` is `typing.overload` (flask 3.1's `stream_with_context`).
    const plain = 'import typing as t\n\ndef h(x: t.Union[int, str]) -> t.Union[int, str]: ...\n';
    const overloaded =
      'import typing as t\n\n@t.overload\ndef h(x: int) -> int: ...\n@t.overload\ndef h(x: str) -> str: ...\ndef h(x):\n    return x\n';
    expect((await found(plain, overloaded)).map((m) => m.split(' ')[0])).toEqual([
      'overload-removed',
    ]);
    // A name of another module is not typing's.
    expect(await found(f('Type'), f('type'))).toEqual([
      'param-type-changed parameter `x` of `f` changed (relation unknown): `Type` → `type`',
    ]);
  });

  it("ignore a constructor's return annotation", async () => {
    const cls = (init: string) =>
      `class A:\n    def __init__(self, x: int)${init}:\n        self.x = x\n`;
    expect(await found(cls(' -> None'), cls(''))).toEqual([]);
  });
});
