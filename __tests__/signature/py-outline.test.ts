import { join } from 'node:path';
import { diffFileVersions } from '../../src/signature/index';
import type { SurfaceResult } from '../../src/signature/model';
import { outline } from '../../src/signature/py/outline';
import { pyPairSurfaces } from '../../src/signature/py/pair';
import { pythonParser, type PyNode } from '../../src/signature/py/parser';
import { FIXTURES, loadPairs } from './fixtures';
import { pairFindings, wholeSurfaces } from './py-whole';

// The Python reader parses outlines: function bodies emptied (src/signature/py/outline.ts). Read
// from outlines, every pair must give what reading the whole files gives: the same findings, the
// same comments (offsets in the source), and the same symbols at the same lines.

/** Modules that stress the scanner: strings, f-strings, continuations, indentation, endings. */
const TRICKY: Record<string, string> = {
  plain: `"""Module."""
import os

def f(a, b=1, *args, **kwargs) -> int:
    """Doc."""
    x = a + b  # add
    return x

async def g():
    # no docstring
    await os.sleep(1)
    return 2


class A(Base):
    """A class."""

    attr: int = 3

    def __init__(self, x):
        self.x = x  # kept: members come from here

    @property
    def p(self) -> int:
        return self.x

    @p.setter
    def p(self, v):
        self.x = v

    def gen(self):
        yield 1

    def nested(self):
        def inner():
            return 1  # inner comment
        return inner
`,
  strings: `def f(x="#not a comment", y='it''s'):
    s = "a # b"
    t = '''
def not_a_function():
    pass
# not a comment
'''
    u = r"\\"" # comment after raw string
    v = b'\\x00' rb"\\\\" Rb'x'
    return s, t, u, v

def g():
    """Docstring with a # hash
    and a second line."""
    return "x"  # trailing
`,
  fstrings: `def f(x, width):
    a = f"{x!r:>{width}} # not a comment {{literal}}"
    b = f'{x["key"]}'
    c = f"""{
        x  # a comment in a field
    }"""
    d = f"\\N{BULLET} {x}"
    e = rf"\\{x}" f'{ {"a": 1}["a"] }'
    return a, b, c, d, e

def g():
    return f"{'}'}"
`,
  continuations: `def f(a,
      b: dict[str, int] = {"k": 1},  # a comment in the header
      *, c=lambda: 0) -> \\
        list[int]:  # header ends here
    x = [1,
# a comment at column 0 inside brackets
         2]
    y = 1 + \\
        2
    return x

def g(): return 1

def h():
    pass
    # a trailing comment, deeper

# a comment after h, at the top
def i():  # comment on the header
  return (
"""not a docstring"""
  )
`,
  docstrings: `def a():
    "single-quoted docstring"
    return 1

def b():
    r'''raw docstring'''

def c():
    ("not a docstring")
    return 3

def d():
    "concatenated" "docstring"
    return 4

def e():
    # a comment before the docstring
    """Docstring."""
    return 5

def f():
    "docstring"; x = 1
    return x
`,
  tabs: 'def f():\n\tx = 1\n\treturn x\n\nclass A:\n\tdef m(self):\n\t\treturn 1\n\n\tdef n(self):\n\t\t"""Doc."""\n\t\treturn 2\n',
  crlf: 'def f():\r\n    """Doc."""\r\n    x = 1  # comment\r\n    return x\r\n\r\nclass B:\r\n    def m(self):  # header\r\n        return 1\r\n',
  // A backslash before `\r\n` continues a string as before `\n`: the `def` and `#` after it are text.
  crlfContinuedString:
    "def gen():\r\n    s = 'abc\\\r\ndef not_a_header'\r\n    yield s\r\n\r\nclass A:\r\n    def m(self):\r\n        return 'x\\\r\n  # not a comment'\r\n",
  // Python 2 style: a tab counts 8 columns, so `inner`'s body is deeper than its header; by
  // characters it is not, and the outline cannot tell whose `yield` it is: `outer` is kept.
  tabNestedGenerator:
    'def outer(text):\n    """Doc."""\n    def inner():\n\tfor line in text:\n\t    yield line\n    return list(inner())\n\ndef plain():\n    return 1\n',
  noFinalNewline: 'def f():\n    x = 1\n    return x',
  noFinalNewlineDoc: 'def f():\n    """Doc."""\n    return 1  # last',
  conditional: `import sys

if sys.platform == "win32":
    def path(x):
        return x.replace("/", "\\\\")
else:
    def path(x):
        return x

try:
    from _speedups import fast
except ImportError:
    def fast(x):
        """Fallback."""
        return x
`,
  overloads: `from typing import overload

@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):
    return x

class C:
    @overload
    def m(self, x: int) -> int: ...
    @overload
    def m(self, x: str) -> str: ...
    def m(self, x):
        return x

    @staticmethod
    def s(*args, **kwargs):
        return args

    @classmethod
    def k(cls):
        return cls()
`,
  pep695: `def first[T](xs: list[T]) -> T:
    return xs[0]

class Box[T]:
    def __init__[U](self, value: T, extra: U):
        self.value = value  # a member, so this body is kept

    def get(self) -> T:
        return self.value

type Pair[T] = tuple[T, T]
`,
  dataclass: `from dataclasses import dataclass

@dataclass
class Point:
    x: int
    y: int = 0

    def norm(self) -> float:
        return (self.x ** 2 + self.y ** 2) ** 0.5
`,
  generators: `def own():
    x = 1
    yield x

def own_with_doc():
    """Doc."""
    yield from range(3)

async def agen():
    await x
    yield 1

def nested_only():
    def inner():
        yield 1
    return inner

def in_nested_class():
    class C:
        def m(self):
            yield 1
    return C

def in_nested_header():
    def inner(x=(yield)):
        return x
    return inner

def in_decorator():
    @dec((yield))
    def inner():
        return 1
    return inner

def in_strings():
    s = "yield"  # yield in a comment
    yielded = 1
    return s, yielded

def in_fstring():
    return f"{(yield)}"

def in_lambda():
    return lambda: (yield)
`,
  // A tab after four spaces of the class: Python reads column 8; a prefix test cannot order it.
  mixedIndent: 'class A:\n    def m(self):\n\treturn 1\n',
};

/** A head that changes one statement in every body it can: a body the base does not have. */
function editBodies(source: string): string {
  return source.replace(/^(\s+)return /gm, '$1return 0 or ');
}

function findings(b: SurfaceResult | null, h: SurfaceResult | null) {
  return pairFindings('m.py', b, h) ?? [b, h];
}

/** What a reading is compared on: symbols, re-exports, comments (a reused reading's inner lines aside). */
function view(s: SurfaceResult | null) {
  if (!s || 'unparseable' in s) return s;
  return {
    symbols: [...s.symbols.values()].map((x) => ({ ...x, signatures: x.signatures.length })),
    lines: [...s.symbols.values()].map((x) => [x.name, x.line]),
    hidden: [...s.hidden.keys()],
    reexports: [...s.reexports],
    comments: s.comments.found,
  };
}

async function expectAsWhole(name: string, base: string, head: string) {
  const outlined = await pyPairSurfaces(base, head);
  const whole = await wholeSurfaces(base, head);
  expect({ name, findings: findings(...outlined) }).toEqual({ name, findings: findings(...whole) });
  expect({ name, base: view(outlined[0]) }).toEqual({ name, base: view(whole[0]) });
  expect({ name, head: view(outlined[1]) }).toEqual({ name, head: view(whole[1]) });
}

describe('Python outlines', () => {
  it.each(Object.entries(TRICKY))(
    '%s: read from outlines as from whole files, unchanged, moved, and with edited bodies',
    async (name, source) => {
      for (const head of [`${source}\n`, `\n${source}`, editBodies(source)])
        await expectAsWhole(name, source, head);
      await expectAsWhole(name, editBodies(source), source);
    },
  );

  it('finds a `globals()` inside a function body, which the outline empties', async () => {
    // unittest/__init__.py, re/_constants.py: names the module may bind at run time.
    const module = (names: string) =>
      `${names}def __getattr__(name):\n    globals()[name] = value = _load(name)\n    return value\n`;
    await expectAsWhole('globals in a body', module('X = 1\n'), module(''));
  });

  it('gives the readings of whole files on every Python fixture, both ways', async () => {
    const pairs = [...loadPairs(FIXTURES), ...loadPairs(join(FIXTURES, '_zero'))].filter(
      (p) => p.ext === 'py' && p.base !== null && p.head !== null,
    );
    expect(pairs.length).toBeGreaterThan(50);
    for (const p of pairs) {
      await expectAsWhole(p.name, p.base!, p.head!);
      await expectAsWhole(p.name, p.head!, p.base!);
    }
  });

  it('empties bodies and keeps rows, kept lines and every comment as tree-sitter finds it', async () => {
    const { parser } = await pythonParser();
    let emptied = 0;
    for (const [name, source] of Object.entries(TRICKY)) {
      const o = outline(source);
      if (name !== 'mixedIndent')
        expect({ name, emptied: o.emptied }).toEqual({ name, emptied: true });
      emptied += o.bodies.size;
      const lines = source.split('\n');
      const kept = o.text.split('\n');
      expect(kept.length).toBe(lines.length);
      kept.forEach((line, row) => {
        if (line !== lines[row] && line !== '') expect(['0', 'yield']).toContain(line.trim());
      });
      // The scanner's comments, emptied lines included, are tree-sitter's comment tokens.
      const tree = parser.parse(source)!;
      const tokens = commentNodes(tree.rootNode).map((c) => ({
        start: c.startIndex,
        end: c.endIndex,
        doc: false,
      }));
      tree.delete();
      if (o.emptied) expect({ name, comments: o.comments }).toEqual({ name, comments: tokens });
      else expect(o.comments).toBeUndefined();
    }
    expect(emptied).toBeGreaterThan(30);
  });

  it('keeps __init__, one-liners and docstring-only bodies whole, and a yield in generators', () => {
    const source = TRICKY.plain!;
    const text = outline(source).text;
    expect(text).toContain('self.x = x  # kept');
    expect(text).toContain('def gen(self):\n        yield\n');
    expect(text).not.toContain('return self.x');
    expect(text).not.toContain('x = a + b');
    expect(outline('def f(): return 1\n').emptied).toBe(false);
    expect(outline('def f():\n    """Only a docstring."""\n').emptied).toBe(false);
  });

  it("tells a generator's own yield from a nested function's, a string's and a comment's", () => {
    const text = outline(TRICKY.generators!).text;
    const bodyOf = (name: string) => text.split(`def ${name}(`)[1]!.split('\n')[1]!.trim();
    for (const own of ['own', 'agen', 'in_decorator']) expect(bodyOf(own)).toBe('yield');
    expect(text).toContain('def own_with_doc():\n    """Doc."""\n    yield\n');
    for (const plain of ['nested_only', 'in_nested_class', 'in_nested_header', 'in_strings'])
      expect(bodyOf(plain)).toBe('0');
    // A yield in an f-string's field or beside a lambda is left to the parser: the body is kept.
    expect(text).toContain('return f"{(yield)}"');
    expect(text).toContain('return lambda: (yield)');
    expect(outline(TRICKY.crlfContinuedString!).text).toContain('def gen():\r\n    yield\n');
    expect(outline(TRICKY.tabNestedGenerator!).text).toContain('\t    yield line\n');
  });

  it('empties in the head only the bodies the base has, character for character', () => {
    const base = outline('def f():\n    return 1\n\ndef g():\n    return 2\n');
    const head = outline('def f():\n    return 1\n\ndef g():\n    return 3\n', (body) =>
      base.bodies.has(body),
    );
    expect([...head.bodies]).toEqual(['    return 1\n']);
    expect(head.text).toBe('def f():\n    0\n\ndef g():\n    return 3\n');
  });
});

describe('syntax errors with outlines', () => {
  const kinds = async (base: string, head: string) =>
    (await diffFileVersions({ path: 'm.py', base, head })).map((f) => [f.kind, f.line, f.oldLine]);

  it('reports a syntax error the head brings into a function body', async () => {
    const base = 'def f(x):\n    return x\n';
    expect(await kinds(base, 'def f(x):\n    return (x\n')).toEqual([
      ['side-unparseable', 2, undefined],
    ]);
  });

  it('reports a syntax error in a header, which the outline parses', async () => {
    const base = 'def f(x):\n    return x\n';
    expect(await kinds(base, 'def f(x:\n    return x\n')).toEqual([
      ['side-unparseable', 1, undefined],
    ]);
  });

  it('reads the API past a body the base has too, broken or not (the PR did not write it)', async () => {
    const broken = 'def f(x):\n    print "py2"\n    return x\n';
    expect(await kinds(broken, `${broken}\ndef g(y):\n    return y\n`)).toEqual([
      ['export-added', 5, undefined],
    ]);
    expect(await kinds(broken, 'def f(x, y):\n    print "py2"\n    return x\n')).toEqual([
      ['param-required-added', 1, 1],
    ]);
  });
});

describe('outlines of texts that are not modules', () => {
  it('parses whole a text whose f-strings nest past any real module, never exhausting the stack', async () => {
    const deep = 'f"{'.repeat(50_000);
    expect(outline(deep).emptied).toBe(false);
    const found = await diffFileVersions({ path: 'm.py', base: deep, head: `${deep}\n` });
    expect(found.map((f) => f.kind)).toEqual(['side-unparseable', 'side-unparseable']);
  });
});

function commentNodes(root: PyNode): PyNode[] {
  const out: PyNode[] = [];
  const walk = (n: PyNode) => {
    if (n.type === 'comment') out.push(n);
    for (const c of n.children) if (c) walk(c);
  };
  walk(root);
  return out;
}
